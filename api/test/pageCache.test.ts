import { sourceRouteTable as liveTable, sourceRouteTable } from './helpers/sourceRoutes.ts';
import { canonicalPageUrl } from '../src/ssr/canonicalUrl.ts';
import { describe, expect, it } from 'vitest';
import { isCatalogPage, pageCache, type CachedPage } from '../src/ssr/pageCache.ts';
import { pageRequest } from '../src/ssr/pageRequest.ts';


function counting(html = 'page') {
  let renders = 0;
  const render = async (): Promise<CachedPage> => ({ status: 200, html: `${html} ${++renders}` });
  return { render, renders: () => renders };
}

describe('pageCache (reused server-rendered catalogue pages)', () => {
  it('renders a URL once within the TTL, again after it (no stale window)', async () => {
    let t = 0;
    const cache = pageCache({ ttlMs: 1000, staleMs: 0, version: () => 'v1', now: () => t });
    const r = counting();
    expect((await cache.get('/', r.render)).html).toBe('page 1');
    t = 999;
    expect((await cache.get('/', r.render)).html).toBe('page 1');
    t = 1000;
    expect((await cache.get('/', r.render)).html).toBe('page 2');
  });

  it('past the TTL serves the stored page at once while one render replaces it behind (#42)', async () => {
    let t = 0;
    const cache = pageCache({ ttlMs: 1000, staleMs: 5000, version: () => 'v1', now: () => t });
    let renders = 0;
    let release: () => void = () => {};
    const slow = async (): Promise<CachedPage> => {
      const n = ++renders;
      if (n > 1) await new Promise<void>((r) => (release = r));
      return { status: 200, html: `page ${n}` };
    };
    expect((await cache.get('/', slow)).html).toBe('page 1');
    t = 1500;
    // the render behind is held: ten shoppers meanwhile get the stored page, and cause one render
    const served = await Promise.all(Array.from({ length: 10 }, () => cache.get('/', slow)));
    expect(served.map((p) => p.html)).toEqual(Array(10).fill('page 1'));
    expect(renders).toBe(2);
    release();
    await new Promise((r) => setTimeout(r, 0));
    expect((await cache.get('/', slow)).html).toBe('page 2');
    expect(renders).toBe(2);
  });

  it('serves a stale page only within the stale window, only a 200, and keeps it when its replacement fails', async () => {
    let t = 0;
    const cache = pageCache({ ttlMs: 1000, staleMs: 5000, version: () => 'v1', now: () => t });
    await cache.get('/ok', async () => ({ status: 200, html: 'first' }));
    await cache.get('/missing', async () => ({ status: 404, html: 'not found' }));
    t = 2000;
    // the replacement fails: the stored page is still served within the window
    expect((await cache.get('/ok', () => Promise.reject(new Error('database away')))).html).toBe('first');
    await new Promise((r) => setTimeout(r, 0));
    expect((await cache.get('/ok', () => Promise.reject(new Error('still away')))).html).toBe('first');
    // a 404 is never served stale: its next request renders
    expect((await cache.get('/missing', async () => ({ status: 200, html: 'now listed' }))).html).toBe('now listed');
    t = 6000;
    // past TTL + window: rendered while the shopper waits
    expect((await cache.get('/ok', async () => ({ status: 200, html: 'fresh' }))).html).toBe('fresh');
  });

  it('shares one render between parallel first requests', async () => {
    const cache = pageCache({ ttlMs: 1000, version: () => 'v1' });
    const r = counting();
    const pages = await Promise.all(Array.from({ length: 20 }, () => cache.get('/shop/hoodies', r.render)));
    expect(r.renders()).toBe(1);
    expect(new Set(pages.map((p) => p.html))).toEqual(new Set(['page 1']));
  });

  it('never serves a page built before the version changed (catalogue import, review hidden, re-pointed remote), not even in the stale window', async () => {
    let version = 'catalogue 1';
    let t = 0;
    const cache = pageCache({ ttlMs: 1000, staleMs: 60_000, version: () => version, now: () => t });
    const r = counting();
    await cache.get('/', r.render);
    version = 'catalogue 2';
    expect((await cache.get('/', r.render)).html).toBe('page 2');
    t = 1500; // past the TTL, within the stale window: still the new version's page, and a third render
    version = 'catalogue 2 review 1';
    expect((await cache.get('/', r.render)).html).toBe('page 3');
  });

  it('keeps no failed render, no 5xx and no page the server could not render', async () => {
    const cache = pageCache({ ttlMs: 60_000, version: () => 'v' });
    await expect(cache.get('/a', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await cache.get('/b', async () => ({ status: 503, html: 'down' }));
    await cache.get('/c', async () => ({ status: 200, html: 'client-rendered', reusable: false }));
    await new Promise((r) => setTimeout(r, 0));
    const r = counting();
    for (const url of ['/a', '/b', '/c']) expect((await cache.get(url, r.render)).html).toMatch(/^page/);
    expect(r.renders()).toBe(3);
  });

  it('holds at most maxEntries pages, dropping the least recently used', async () => {
    const cache = pageCache({ ttlMs: 60_000, maxEntries: 2, version: () => 'v' });
    const r = counting();
    await cache.get('/1', r.render);
    await cache.get('/2', r.render);
    await cache.get('/1', r.render); // /1 is now the most recent
    await cache.get('/3', r.render); // drops /2
    expect(r.renders()).toBe(3);
    await cache.get('/1', r.render);
    expect(r.renders()).toBe(3);
    await cache.get('/2', r.render);
    expect(r.renders()).toBe(4);
  });

  it('with a TTL of 0 renders every time', async () => {
    const cache = pageCache({ ttlMs: 0, version: () => 'v' });
    const r = counting();
    await cache.get('/', r.render);
    await cache.get('/', r.render);
    expect(r.renders()).toBe(2);
  });

  it('reuses catalogue pages only: home, listings and products, not blogs, login or the cart', () => {
    const yes = ['/', '/shop', '/shop/hoodies', '/t-shirts/retro-tee/abc123'];
    const no = ['/blogs', '/blogs/a-post', '/login', '/cart', '/abc123/more-products', '/about-us', '/nope/x/y/z'];
    const page = (p: string) => pageRequest(new URL(p, 'http://x'), sourceRouteTable);
    for (const p of yes) expect(isCatalogPage(page(p)), p).toBe(true);
    for (const p of no) expect(isCatalogPage(page(p)), p).toBe(false);
  });
});

describe('pageCache: unknown URLs cannot push real pages out (#24 item 3)', () => {
  it('keeps 404s in their own small budget: 5,000 unknown products in parallel leave the real pages cached, memory bounded', async () => {
    const cache = pageCache({ ttlMs: 60_000, maxEntries: 100, maxNotFound: 50, version: () => 'v' });
    const real = counting('<p>real</p>'.repeat(1000));
    const realUrls = Array.from({ length: 100 }, (_, i) => `/tees/t/${i}`);
    for (const url of realUrls) await cache.get(url, real.render);
    expect(real.renders()).toBe(100);
    let unknownRenders = 0;
    const missing = async (): Promise<CachedPage> => ({ status: 404, html: `<p>Not found ${++unknownRenders}</p>`.repeat(200) });
    await Promise.all(Array.from({ length: 5_000 }, (_, i) => cache.get(`/tees/t/unknown-${i}`, missing)));
    expect(unknownRenders).toBe(5_000);
    for (const url of realUrls) await cache.get(url, real.render);
    expect(real.renders()).toBe(100); // every real page is still served from the cache
    const held = cache.stats();
    expect(held.pages).toBe(100);
    expect(held.notFound).toBe(50);
    expect(held.notFoundBytes).toBeLessThanOrEqual(2 * 1024 * 1024);
  });

  it('a 404 is still reused within its budget (the same unknown URL asked again is not rendered again)', async () => {
    const cache = pageCache({ ttlMs: 60_000, version: () => 'v' });
    let renders = 0;
    const missing = async (): Promise<CachedPage> => ({ status: 404, html: `gone ${++renders}` });
    await cache.get('/x/y/nope', missing);
    await cache.get('/x/y/nope', missing);
    expect(renders).toBe(1);
  });

  it('keeps redirects in the same small budget: 5,000 made-up category spellings of real products leave the real pages cached', async () => {
    const cache = pageCache({ ttlMs: 60_000, maxEntries: 100, maxNotFound: 50, version: () => 'v' });
    const real = counting('<p>real</p>'.repeat(1000));
    const realUrls = Array.from({ length: 100 }, (_, i) => `/tees/-/${i}`);
    for (const url of realUrls) await cache.get(url, real.render);
    let redirects = 0;
    const moved = (i: number) => async (): Promise<CachedPage> => (redirects++, { status: 301, html: `<a href="/tees/t/${i % 100}">moved</a>`, location: `/tees/t/${i % 100}` });
    await Promise.all(Array.from({ length: 5_000 }, (_, i) => cache.get(`/made-up-${i}/-/${i % 100}`, moved(i))));
    expect(redirects).toBe(5_000);
    for (const url of realUrls) await cache.get(url, real.render);
    expect(real.renders()).toBe(100);
    expect(cache.stats()).toMatchObject({ pages: 100, notFound: 50 });
    // one spelling asked again within its TTL is not rendered again, and keeps its Location
    expect(await cache.get('/made-up-4999/-/99', moved(0))).toMatchObject({ status: 301, location: '/tees/t/99' });
    expect(redirects).toBe(5_000);
  });

  it('never serves a redirect stale: past its TTL the next request renders (the product may have moved back)', async () => {
    let t = 0;
    const cache = pageCache({ ttlMs: 1000, staleMs: 60_000, version: () => 'v', now: () => t });
    await cache.get('/mugs/-/abc', async () => ({ status: 301, html: 'moved', location: '/tees/t/abc' }));
    t = 1500;
    expect(await cache.get('/mugs/-/abc', async () => ({ status: 200, html: 'its own page again' }))).toMatchObject({ status: 200, html: 'its own page again' });
  });

  it('bounds the pages by bytes, not only by count', async () => {
    const cache = pageCache({ ttlMs: 60_000, maxEntries: 1_000, maxBytes: 1_000_000, version: () => 'v' });
    const big = async (): Promise<CachedPage> => ({ status: 200, html: 'x'.repeat(100_000) });
    for (let i = 0; i < 50; i++) await cache.get(`/p/${i}`, big);
    expect(cache.stats().bytes).toBeLessThanOrEqual(1_000_000);
    expect(cache.stats().pages).toBe(10);
  });
});

describe('canonicalPageUrl (the URL a page is rendered and cached as)', () => {
  /** the URL a request for `u` is rendered and cached as, with the store's live route table */
  const c = (u: string) => canonicalPageUrl(new URL(u, 'http://store.test'), liveTable.match(new URL(u, 'http://store.test').pathname));
  it('keeps only the parameters the route reads, sorted; drops tracking and unknown ones', () => {
    expect(c('/shop/hoodies?utm_source=a&utm_medium=b&gclid=x&fbclid=y&anything=1')).toBe('/shop/hoodies');
    expect(c('/shop/hoodies?size=M&utm_source=z&page=2&color=Black')).toBe('/shop/hoodies?color=Black&page=2&size=M');
    expect(c('/shop/hoodies?page=2&size=M')).toBe(c('/shop/hoodies?size=M&page=2&utm_campaign=spring'));
    expect(c('/shop?page=2&page=3&color=')).toBe('/shop?page=2');
    expect(c('/t-shirts/retro-tee/abc123?page=2&utm_source=x')).toBe('/t-shirts/-/abc123');
    expect(c('/?gclid=123')).toBe('/');
    expect(c('/blogs?page=3&ref=mail')).toBe('/blogs?page=3');
    expect(c(`/shop?page=${'9'.repeat(101)}`)).toBe('/shop');
  });

  it("renders a product under one URL whatever its title slug (the page does not read it), keeping the segments it reads", () => {
    const slugs = ['retro-tee', 'x', 'some-other-words', '%E2%9C%93', 'retro-tee-2'];
    expect(new Set(slugs.map((slug) => c(`/t-shirts/${slug}/abc123`)))).toEqual(new Set(['/t-shirts/-/abc123']));
    expect(c('/hoodies/retro-tee/abc123')).toBe('/hoodies/-/abc123');
    expect(c('/t-shirts/retro-tee/def456')).toBe('/t-shirts/-/def456');
    // a route that declares no `params` keeps its parameters
    expect(c('/blogs/spring-sale?ref=mail')).toBe('/blogs/spring-sale');
    expect(c('/payment/success/42')).toBe('/payment/success/42');
  });

  it("spells every path the route's own way: one encoding, the route's literals, no empty segment", () => {
    expect(c('/t-shirts/x/%61bc123')).toBe('/t-shirts/-/abc123');
    expect(c('/t-%73hirts/x/abc123')).toBe('/t-shirts/-/abc123');
    expect(c('/blogs/caf%C3%A9')).toBe(c('/blogs/café'));
    expect(c('/.//shop/')).toBe('/shop');
    expect(c('/shop//hoodies/')).toBe('/shop/hoodies');
    expect(c('/Shop/hoodies?page=2')).toBe('/shop/hoodies?page=2');
    expect(c('/Admin/Orders/5')).toBe('/admin/orders/5');
    // a path no route owns keeps its segments, without empty ones (never read as a host)
    expect(c('/no/such//page/here/x')).toBe('/no/such/page/here/x');
    // what the pipeline renders: a path, never another host's
    expect(new URL(c('/.//shop/'), 'http://store.test/').host).toBe('store.test');
  });
});

describe('compressedPage', () => {
  it('picks br, then gzip, honouring q=0, and compresses a kept page at most twice per encoding: fast for its first reply, well for all later ones', async () => {
    const { compressedPage, pickEncoding } = await import('../src/ssr/compressedPage.ts');
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip, br;q=0')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
    const page = { status: 200, html: '<p>café</p>'.repeat(500) };
    const first = compressedPage(page, 'br');
    const br = compressedPage(page, 'br');
    expect(br).not.toBe(first);
    expect(compressedPage(page, 'br')).toBe(br);
    expect(brotliDecompressSync(await first).toString()).toBe(page.html);
    expect(brotliDecompressSync(await br).toString()).toBe(page.html);
    expect((await br).length).toBeLessThan((await first).length);
    expect(gunzipSync(await compressedPage(page, 'gzip')).toString()).toBe(page.html);
  });
});
