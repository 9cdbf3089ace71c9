import { centsToDollars, htmlToPlainText, listingForShopSlug, titleSlug } from '@store/shared/rules';
import { scriptJson } from '../ssr/scriptJson.ts';
import type { Deps } from '../deps.ts';
import type { HeadRenderer } from '../static/frontends.ts';
import { findProduct } from './productDetails.ts';

const STORE = 'PrintPop Store';
const productIdPattern = /^[A-Za-z0-9_-]{1,64}$/;

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
// the same text the product page's own meta uses, so the server's head and the page agree
const plain = htmlToPlainText;

interface Head {
  title: string;
  description: string;
  canonical: string;
  image?: string;
  jsonLd?: object;
}

function render(h: Head): string {
  const tags = [
    `<title>${escapeHtml(h.title)}</title>`,
    `<meta name="description" content="${escapeHtml(h.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(h.canonical)}" />`,
    `<meta property="og:title" content="${escapeHtml(h.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(h.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(h.canonical)}" />`,
    `<meta property="og:type" content="${h.jsonLd ? 'product' : 'website'}" />`,
    h.image ? `<meta property="og:image" content="${escapeHtml(h.image)}" />` : '',
    `<meta name="twitter:card" content="${h.image ? 'summary_large_image' : 'summary'}" />`,
    // data-page-jsonld: the page's own usePageMeta replaces this script instead of adding a second.
    h.jsonLd ? `<script type="application/ld+json" data-page-jsonld>${scriptJson(h.jsonLd)}</script>` : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}

/**
 * Server-rendered <head> for crawlers on product (/{category}/{slug}/{productId}) and category
 * (/shop/{slug}) URLs; the SPA still boots and takes over. Other URLs keep the default head.
 */
export function catalogHead(deps: Pick<Deps, 'db' | 'config'>): HeadRenderer {
  const origin = deps.config.publicUrl;
  return async (url) => {
    const parts = url.pathname.split('/').filter(Boolean).map((p) => decodeURIComponent(p));
    if (parts.length === 2 && parts[0] === 'shop' && parts[1] !== 'search') {
      const listing = listingForShopSlug(parts[1]);
      return render({
        title: `${listing.title} | ${STORE}`,
        description: `Shop custom printed ${listing.title.toLowerCase()} at ${STORE}: printed on demand and shipped worldwide.`,
        canonical: `${origin}/shop/${encodeURIComponent(parts[1])}`,
      });
    }
    if (parts.length !== 3 || !productIdPattern.test(parts[2])) return null;
    const product = await findProduct(deps.db, parts[2]);
    if (!product) return null;
    const canonical = `${origin}/${product.category}/${titleSlug(product.title)}/${product.id}`;
    const images = product.images.map((i) => new URL(i.src, origin).href);
    const sku = product.variants.find((v) => v.is_enabled)?.sku ?? product.id;
    return render({
      title: `${product.title} | ${STORE}`,
      description: plain(product.description).slice(0, 160),
      canonical,
      image: images[0],
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.title,
        image: images,
        description: plain(product.description).slice(0, 160),
        sku,
        category: product.category,
        offers: {
          '@type': 'Offer',
          url: canonical,
          priceCurrency: 'USD',
          price: centsToDollars(product.price_cents),
          availability: product.in_stock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        },
      },
    });
  };
}
