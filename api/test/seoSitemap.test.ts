import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productPath } from '@store/shared/rules';
import { testDatabases } from './helpers/testDatabases.ts';
import { startTestApp, testConfig, type TestApp } from './helpers/testApp.ts';
import { signupAdmin } from './authHelpers.ts';
import { sitemapIndexEntries, urlsetEntries, w3cDate, type SitemapEntry } from './helpers/xmlDocs.ts';

const ORIGIN = 'https://shop.example';
const PER_FILE = 500;

/** #40 item 4: the sitemap index and its files, from the database, split at a (small) limit. */
describe.each(testDatabases)('sitemap on $name', (database) => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    const config = testConfig({ publicUrl: ORIGIN });
    t = await startTestApp(database, { config: { ...config, seo: { ...config.seo, urlsPerSitemap: PER_FILE, cacheTtlMs: 0 } } });
    admin = { authorization: `Bearer ${(await signupAdmin(t)).accessToken}` };
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const xml = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    return res.body;
  };
  const pathOf = (loc: string) => {
    expect(loc.startsWith(`${ORIGIN}/`), loc).toBe(true);
    return loc.slice(ORIGIN.length);
  };
  /** every URL of every file the index names */
  const everyUrl = async () => {
    const files = sitemapIndexEntries(await xml('/sitemap.xml'));
    const byFile = new Map<string, SitemapEntry[]>();
    for (const f of files) byFile.set(pathOf(f.loc), urlsetEntries(await xml(pathOf(f.loc))));
    return { files, byFile, all: [...byFile.values()].flat() };
  };
  const visibleProducts = async () => t.db.query<{ id: string; title: string; category: string }>('SELECT id, title, category FROM products WHERE NOT hidden ORDER BY id');

  it('names a file per kind, products split at the limit, each with its lastmod, on the public origin', async () => {
    const products = await visibleProducts();
    expect(products.length).toBeGreaterThan(PER_FILE * 2);
    const { files, byFile } = await everyUrl();
    const parts = Math.ceil(products.length / PER_FILE);
    expect(files.map((f) => pathOf(f.loc))).toEqual([
      ...Array.from({ length: parts }, (_, i) => `/sitemaps/products-${i + 1}.xml`),
      '/sitemaps/listings-1.xml', '/sitemaps/blogs-1.xml', '/sitemaps/pages-1.xml',
    ]);
    for (const f of files) expect(f.lastmod, f.loc).toMatch(w3cDate);
    // full files before the last; the last holds the rest
    for (let i = 1; i <= parts; i++) expect(byFile.get(`/sitemaps/products-${i}.xml`)!.length).toBe(i < parts ? PER_FILE : products.length - PER_FILE * (parts - 1));
    // the index's lastmod of a file is its newest URL's
    for (const f of files) {
      const newest = byFile.get(pathOf(f.loc))!.map((u) => u.lastmod).filter(Boolean).sort().at(-1);
      expect(f.lastmod, f.loc).toBe(newest);
    }
  });

  it("lists every visible product once at its canonical address, every listing, the posts and the content pages", async () => {
    const { byFile, all } = await everyUrl();
    const locs = all.map((u) => u.loc);
    expect(new Set(locs).size).toBe(locs.length);
    const productUrls = [...byFile].filter(([f]) => f.startsWith('/sitemaps/products-')).flatMap(([, urls]) => urls);
    const expected = (await visibleProducts()).map((p) => new URL(productPath({ category: p.category, title: p.title, productId: p.id }), ORIGIN).href);
    expect(productUrls.map((u) => u.loc)).toEqual(expected);
    for (const u of productUrls) expect(u.lastmod).toMatch(w3cDate);
    const listings = byFile.get('/sitemaps/listings-1.xml')!.map((u) => pathOf(u.loc));
    expect(listings).toContain('/shop');
    expect(listings).toContain('/shop/hoodies');
    expect(listings).toContain('/shop/mens-t-shirts');
    expect(listings).not.toContain('/shop/shop-products');
    for (const u of byFile.get('/sitemaps/listings-1.xml')!) expect(u.lastmod).toMatch(w3cDate);
    const posts = await t.db.query<{ slug: string }>('SELECT slug FROM blogs WHERE published ORDER BY id');
    expect(byFile.get('/sitemaps/blogs-1.xml')!.map((u) => pathOf(u.loc))).toEqual(posts.map((p) => `/blogs/${p.slug}`));
    for (const u of byFile.get('/sitemaps/blogs-1.xml')!) expect(u.lastmod).toMatch(w3cDate);
    const pages = byFile.get('/sitemaps/pages-1.xml')!;
    expect(pages.map((u) => pathOf(u.loc))).toEqual(['/', '/blogs', '/about-us', '/contact-us', '/delivery-information', '/privacy-policy', '/terms-and-conditions']);
    expect(pages[0]!.lastmod).toMatch(w3cDate);
    expect(pages[1]!.lastmod).toMatch(w3cDate);
  });

  it('leaves out a product the owner hides, at once, and lists it again when shown', async () => {
    // one inside a file (not its first, which the file's start skips anyway)
    const target = (await visibleProducts())[PER_FILE + 7];
    const loc = new URL(productPath({ category: target!.category, title: target!.title, productId: target!.id }), ORIGIN).href;
    const visibility = (hidden: boolean) => t.app.inject({ method: 'POST', url: `/api/admin/catalogue/products/${target!.id}/visibility`, headers: admin, payload: { hidden } });
    expect((await visibility(true)).statusCode).toBe(200);
    try {
      const { all } = await everyUrl();
      expect(all.map((u) => u.loc)).not.toContain(loc);
      expect(all.some((u) => u.loc.endsWith(`/${target!.id}`))).toBe(false);
    } finally {
      expect((await visibility(false)).statusCode).toBe(200);
    }
    expect((await everyUrl()).all.map((u) => u.loc)).toContain(loc);
  });

  it('never lists a draft post; publishing lists it, unpublishing takes it out', async () => {
    const post = { title: 'Sitemap draft post', topic: 'news', content: '<p>Not ready</p>', published: false };
    const created = await t.app.inject({ method: 'POST', url: '/api/admin/blogs', headers: admin, payload: post });
    const { id, slug } = created.json().data as { id: number; slug: string };
    const blogLocs = async () => urlsetEntries(await xml('/sitemaps/blogs-1.xml')).map((u) => pathOf(u.loc));
    expect(await blogLocs()).not.toContain(`/blogs/${slug}`);
    await t.app.inject({ method: 'PUT', url: `/api/admin/blogs/${id}`, headers: admin, payload: { ...post, published: true } });
    expect(await blogLocs()).toContain(`/blogs/${slug}`);
    await t.app.inject({ method: 'PUT', url: `/api/admin/blogs/${id}`, headers: admin, payload: { ...post, published: false } });
    expect(await blogLocs()).not.toContain(`/blogs/${slug}`);
  });

  it('answers 404, never a 500, for a file that does not exist', async () => {
    const parts = Math.ceil((await visibleProducts()).length / PER_FILE);
    for (const file of [`products-${parts + 1}`, 'products-99999', 'products-0', 'products-01', 'products--1', 'listings-2', 'pages-2', 'blogs-9', 'users-1', 'products-1.xml', 'x', '%E2%80%A8', 'products-1%20']) {
      const res = await get(`/sitemaps/${file}.xml`);
      expect(res.statusCode, file).toBe(404);
    }
    expect((await get('/sitemaps/')).statusCode).toBe(404);
    // a control character is refused for every route before its handler (http/inputGuard.ts)
    expect((await get('/sitemaps/products-1%00.xml')).statusCode).toBe(400);
  });

  it('escapes titles: a product named with markup characters and a control character still makes valid XML', async () => {
    const [target] = await visibleProducts();
    await t.db.query('UPDATE products SET title = $2 WHERE id = $1', [target!.id, 'Tom & Jerry\'s <"Best"> \u0001Tee']);
    try {
      const urls = urlsetEntries(await xml('/sitemaps/products-1.xml'));
      expect(urls.some((u) => u.loc.endsWith(`/tom-and-jerrys-best-tee/${target!.id}`))).toBe(true);
    } finally {
      await t.db.query('UPDATE products SET title = $2 WHERE id = $1', [target!.id, target!.title]);
    }
  });
});

describe('sitemap caching', () => {
  it('keeps a built file for its lifetime, says so in Cache-Control, then shows the change', async () => {
    const config = testConfig({ publicUrl: ORIGIN });
    const t = await startTestApp(testDatabases[0]!, { config: { ...config, seo: { ...config.seo, cacheTtlMs: 1500 } } }, { seed: false });
    try {
      const first = await t.app.inject({ method: 'GET', url: '/sitemaps/blogs-1.xml' });
      expect(first.headers['cache-control']).toBe('public, max-age=1');
      const slug = (await t.db.query<{ slug: string }>('SELECT slug FROM blogs WHERE published ORDER BY id LIMIT 1'))[0]!.slug;
      await t.db.query('UPDATE blogs SET published = false WHERE slug = $1', [slug]);
      expect((await t.app.inject({ method: 'GET', url: '/sitemaps/blogs-1.xml' })).body).toBe(first.body);
      await new Promise((resolve) => setTimeout(resolve, 1600));
      expect((await t.app.inject({ method: 'GET', url: '/sitemaps/blogs-1.xml' })).body).not.toContain(`/blogs/${slug}<`);
    } finally {
      await t.close();
    }
  });
});
