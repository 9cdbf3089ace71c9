import { escapeHtml } from '@store/shared/rules';
import type { RenderedHead } from './shellServer.ts';
import { scriptJson } from './scriptJson.ts';


/**
 * The <head> tags of a server-rendered page, from the head its own render declared (usePageMeta):
 * the same title, description, canonical, social tags and JSON-LD the browser then keeps.
 * `data-page-jsonld`: the page's usePageMeta replaces this script instead of adding a second.
 */
export function headTags(h: RenderedHead): string {
  const tags = [
    `<title>${escapeHtml(h.title)}</title>`,
    h.description ? `<meta name="description" content="${escapeHtml(h.description)}" />` : '',
    h.canonical ? `<link rel="canonical" href="${escapeHtml(h.canonical)}" />` : '',
    `<meta property="og:title" content="${escapeHtml(h.title)}" />`,
    h.description ? `<meta property="og:description" content="${escapeHtml(h.description)}" />` : '',
    h.canonical ? `<meta property="og:url" content="${escapeHtml(h.canonical)}" />` : '',
    `<meta property="og:type" content="${h.type === 'product' ? 'product' : 'website'}" />`,
    h.image ? `<meta property="og:image" content="${escapeHtml(h.image)}" />` : '',
    `<meta name="twitter:card" content="${h.image ? 'summary_large_image' : 'summary'}" />`,
    h.jsonLd ? `<script type="application/ld+json" data-page-jsonld>${scriptJson(JSON.parse(h.jsonLd) as unknown)}</script>` : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}
