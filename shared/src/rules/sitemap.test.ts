import { describe, expect, it } from 'vitest';
import { parseSitemapPart, sitemapPartCount, sitemapPartOffset, sitemapPartPath } from './sitemap.ts';

describe('sitemap split', () => {
  it('splits at the limit: a file is full before the next starts', () => {
    expect(sitemapPartCount(0, 3)).toBe(0);
    expect(sitemapPartCount(1, 3)).toBe(1);
    expect(sitemapPartCount(3, 3)).toBe(1);
    expect(sitemapPartCount(4, 3)).toBe(2);
    expect(sitemapPartCount(100_000, 50_000)).toBe(2);
    expect(sitemapPartCount(100_001, 50_000)).toBe(3);
    expect(sitemapPartOffset({ kind: 'products', page: 1 }, 3)).toBe(0);
    expect(sitemapPartOffset({ kind: 'products', page: 3 }, 3)).toBe(6);
  });
  it('refuses a limit the protocol does not allow', () => {
    expect(() => sitemapPartCount(10, 0)).toThrow(RangeError);
    expect(() => sitemapPartCount(10, 50_001)).toThrow(RangeError);
  });
  it('names and reads back each part, and nothing else', () => {
    expect(sitemapPartPath({ kind: 'products', page: 2 })).toBe('/sitemaps/products-2.xml');
    expect(parseSitemapPart('products-2.xml')).toEqual({ kind: 'products', page: 2 });
    expect(parseSitemapPart('pages-1.xml')).toEqual({ kind: 'pages', page: 1 });
    for (const bad of ['products-0.xml', 'products-01.xml', 'products-1234567.xml', 'users-1.xml', 'products-1.xml.gz', 'products.xml', 'Products-1.xml', '../x-1.xml']) {
      expect(parseSitemapPart(bad), bad).toBeNull();
    }
  });
});
