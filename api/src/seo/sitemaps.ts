import type { Readable } from 'node:stream';
import { hrefs } from '@store/shared/routes';
import { GENERAL_LISTING, listings, productPath, sitemapPartOffset, sitemapPartPath, type SitemapPart } from '@store/shared/rules';
import type { Sql } from '../db/db.ts';
import { blogUrlRows, categoryLastmods, newestBlogChange, partSummaries, productAt, productUrlRows, type ProductUrlRow } from './sitemapQueries.ts';
import { sitemapIndex, urlEntry, urlsetClose, urlsetOpen, type SitemapUrl } from './sitemapXml.ts';
import { keysetStream } from './keysetStream.ts';

export interface SitemapSource {
  db: Sql;
  /** the public origin (PUBLIC_URL's), every URL absolute on it */
  origin: string;
  /** URLs per file: 50,000 (the protocol's most); smaller in tests */
  perFile: number;
}

/** Rows per database round trip while a product file streams. */
const BATCH = 1000;

/** Pages with no subject in the database. Their text lives in the build, which keeps no date for it: no lastmod rather than a made-up one. */
const staticPages = ['/about-us', '/contact-us', '/delivery-information', '/privacy-policy', '/terms-and-conditions'];

const newest = (dates: readonly (string | null | undefined)[]): string | null =>
  dates.reduce<string | null>((a, b) => (b && (!a || b > a) ? b : a), null);

const absolute = (origin: string, path: string) => new URL(path, origin).href;

/** Each listing (/shop for the general one) with its members' newest change; a listing with no visible product is left out. */
async function listingUrls(src: SitemapSource): Promise<SitemapUrl[]> {
  const byCategory = await categoryLastmods(src.db);
  return listings.flatMap((l) => {
    const lastmod = newest(l.members.map((c) => byCategory.get(c)));
    return lastmod ? [{ loc: absolute(src.origin, l.slug === GENERAL_LISTING ? hrefs.shop() : hrefs.shop(l.slug)), lastmod }] : [];
  });
}

async function pageUrls(src: SitemapSource): Promise<SitemapUrl[]> {
  const catalogue = newest([...(await categoryLastmods(src.db)).values()]);
  return [
    { loc: absolute(src.origin, hrefs.home()), lastmod: catalogue },
    { loc: absolute(src.origin, hrefs.blogs()), lastmod: await newestBlogChange(src.db) },
    ...staticPages.map((path) => ({ loc: absolute(src.origin, path) })),
  ];
}

/** /sitemap.xml: every file with its newest change. Products and posts from one counting pass each. */
export async function buildSitemapIndex(src: SitemapSource): Promise<string> {
  const [products, blogs, listed, pages] = await Promise.all([
    partSummaries(src.db, 'products', src.perFile),
    partSummaries(src.db, 'blogs', src.perFile),
    listingUrls(src),
    pageUrls(src),
  ]);
  const file = (part: SitemapPart, lastmod: string) => ({ loc: absolute(src.origin, sitemapPartPath(part)), lastmod });
  const fallback = newest([...listed.map((u) => u.lastmod), ...pages.map((u) => u.lastmod)]) ?? new Date(0).toISOString().replace(/\.\d+Z$/, 'Z');
  return sitemapIndex([
    ...products.map((p) => file({ kind: 'products', page: p.page }, p.lastmod)),
    ...(listed.length ? [file({ kind: 'listings', page: 1 }, newest(listed.map((u) => u.lastmod))!)] : []),
    ...blogs.map((p) => file({ kind: 'blogs', page: p.page }, p.lastmod)),
    file({ kind: 'pages', page: 1 }, newest(pages.map((u) => u.lastmod)) ?? fallback),
  ]);
}

/** A file of listings, posts or pages (small: built whole); null for a page past the last. */
export async function buildSmallPart(src: SitemapSource, part: SitemapPart): Promise<string | null> {
  let urls: SitemapUrl[];
  if (part.kind === 'blogs') {
    const rows = await blogUrlRows(src.db, sitemapPartOffset(part, src.perFile), src.perFile);
    urls = rows.map((r) => ({ loc: absolute(src.origin, hrefs.blog(r.slug)), lastmod: r.lastmod }));
  } else if (part.page !== 1) return null;
  else urls = part.kind === 'listings' ? await listingUrls(src) : await pageUrls(src);
  if (!urls.length) return null;
  return urlsetOpen + urls.map(urlEntry).join('') + urlsetClose;
}

const productUrl = (origin: string) => (r: ProductUrlRow) =>
  urlEntry({ loc: absolute(origin, productPath({ category: r.category, title: r.title, productId: r.id })), lastmod: r.lastmod });

/** A file of product URLs, streamed in keyset pages from its first product; null past the last. */
export async function productPartStream(src: SitemapSource, part: SitemapPart): Promise<Readable | null> {
  const start = await productAt(src.db, sitemapPartOffset(part, src.perFile));
  if (start === null) return null;
  const batch = Math.min(BATCH, src.perFile);
  const entry = productUrl(src.origin);
  return keysetStream({
    first: await productUrlRows(src.db, start, true, batch),
    next: (last, limit) => productUrlRows(src.db, last.id, false, limit),
    batch,
    total: src.perFile,
    head: urlsetOpen,
    tail: urlsetClose,
    render: (rows) => rows.map(entry).join(''),
  });
}
