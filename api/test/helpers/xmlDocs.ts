import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { expect } from 'vitest';

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  trimValues: false,
  isArray: (name) => ['url', 'sitemap', 'item'].includes(name),
});

/** Parses a reply's XML after a strict well-formedness check (the validator names the line of a fault). */
export function parseXml(text: string): Record<string, unknown> {
  expect(XMLValidator.validate(text)).toBe(true);
  return parser.parse(text) as Record<string, unknown>;
}

export interface SitemapEntry {
  loc: string;
  lastmod?: string;
}

/** W3C datetime as the store writes it (UTC, seconds). */
export const w3cDate = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

export function sitemapIndexEntries(text: string): SitemapEntry[] {
  const doc = parseXml(text) as { sitemapindex: { '@xmlns': string; sitemap?: SitemapEntry[] } };
  expect(doc.sitemapindex['@xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return doc.sitemapindex.sitemap ?? [];
}

export function urlsetEntries(text: string): SitemapEntry[] {
  const doc = parseXml(text) as { urlset: { '@xmlns': string; url?: SitemapEntry[] } };
  expect(doc.urlset['@xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return doc.urlset.url ?? [];
}

export type FeedItem = Record<string, string>;

export function feedItems(text: string): { channel: Record<string, unknown>; items: FeedItem[] } {
  const doc = parseXml(text) as { rss: { '@version': string; '@xmlns:g': string; channel: Record<string, unknown> & { item?: FeedItem[] } } };
  expect(doc.rss['@version']).toBe('2.0');
  expect(doc.rss['@xmlns:g']).toBe('http://base.google.com/ns/1.0');
  return { channel: doc.rss.channel, items: doc.rss.channel.item ?? [] };
}
