/**
 * How the sitemap is split (the sitemaps protocol: at most 50,000 URLs per file, an index above).
 * Every kind of page has its own numbered files, `/sitemaps/<kind>-<n>.xml`, n from 1.
 */
export const SITEMAP_MAX_URLS = 50_000;

export const sitemapKinds = ['products', 'listings', 'blogs', 'pages'] as const;
export type SitemapKind = (typeof sitemapKinds)[number];

export interface SitemapPart {
  kind: SitemapKind;
  /** 1-based */
  page: number;
}

/** How many files `total` URLs take at `perFile` each (none for none). */
export function sitemapPartCount(total: number, perFile: number): number {
  if (!Number.isInteger(perFile) || perFile < 1 || perFile > SITEMAP_MAX_URLS) throw new RangeError(`perFile must be 1…${SITEMAP_MAX_URLS}, got ${perFile}`);
  return total > 0 ? Math.ceil(total / perFile) : 0;
}

/** The rows a part skips before its first URL. */
export const sitemapPartOffset = (part: SitemapPart, perFile: number): number => (part.page - 1) * perFile;

export const sitemapPartPath = (part: SitemapPart): string => `/sitemaps/${part.kind}-${part.page}.xml`;

/** `products-3.xml` → {kind: 'products', page: 3}; null for anything else (an unknown kind, page 0, 01, a huge number). */
export function parseSitemapPart(file: string): SitemapPart | null {
  const m = /^([a-z]+)-([1-9][0-9]{0,5})\.xml$/.exec(file);
  if (!m || !(sitemapKinds as readonly string[]).includes(m[1]!)) return null;
  return { kind: m[1] as SitemapKind, page: Number(m[2]) };
}
