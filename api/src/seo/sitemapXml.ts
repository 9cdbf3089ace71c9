import { xmlText } from '@store/shared/rules';

/** The pieces of sitemaps-protocol XML (https://www.sitemaps.org/protocol.html), escaped. */
export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export const urlsetOpen = `${XML_DECLARATION}<urlset xmlns="${NS}">\n`;
export const urlsetClose = '</urlset>\n';

export interface SitemapUrl {
  loc: string;
  /** W3C datetime; left out where the store keeps no date for the page */
  lastmod?: string | null;
}

export function urlEntry(u: SitemapUrl): string {
  return `<url><loc>${xmlText(u.loc)}</loc>${u.lastmod ? `<lastmod>${xmlText(u.lastmod)}</lastmod>` : ''}</url>\n`;
}

export function sitemapIndex(files: readonly { loc: string; lastmod: string }[]): string {
  const entries = files.map((f) => `<sitemap><loc>${xmlText(f.loc)}</loc><lastmod>${xmlText(f.lastmod)}</lastmod></sitemap>\n`).join('');
  return `${XML_DECLARATION}<sitemapindex xmlns="${NS}">\n${entries}</sitemapindex>\n`;
}
