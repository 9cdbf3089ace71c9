import { describe, expect, it } from 'vitest';
import { isCatalogPage, pageCache, type CachedPage } from '../src/ssr/pageCache.ts';
import { sourceRouteTable } from './helpers/sourceRoutes.ts';

function counting(html = 'page') {
  let renders = 0;
  const render = async (): Promise<CachedPage> => ({ status: 200, html: `${html} ${++renders}` });
  return { render, renders: () => renders };
}

describe('pageCache (reused server-rendered catalogue pages)', () => {
  it('renders a URL once within the TTL, again after it', async () => {
    let t = 0;
    const cache = pageCache({ ttlMs: 1000, version: () => 'v1', now: () => t });
    const r = counting();
    expect((await cache.get('/', r.render)).html).toBe('page 1');
    t = 999;
    expect((await cache.get('/', r.render)).html).toBe('page 1');
    t = 1000;
    expect((await cache.get('/', r.render)).html).toBe('page 2');
  });

  it('shares one render between parallel first requests', async () => {
    const cache = pageCache({ ttlMs: 1000, version: () => 'v1' });
    const r = counting();
    const pages = await Promise.all(Array.from({ length: 20 }, () => cache.get('/shop/hoodies', r.render)));
    expect(r.renders()).toBe(1);
    expect(new Set(pages.map((p) => p.html))).toEqual(new Set(['page 1']));
  });

  it('never serves a page built before the version changed (catalogue import, re-pointed remote)', async () => {
    let version = 'catalogue 1';
    const cache = pageCache({ ttlMs: 60_000, version: () => version });
    const r = counting();
    await cache.get('/', r.render);
    version = 'catalogue 2';
    expect((await cache.get('/', r.render)).html).toBe('page 2');
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
    for (const p of yes) expect(isCatalogPage(new URL(p, 'http://x'), sourceRouteTable), p).toBe(true);
    for (const p of no) expect(isCatalogPage(new URL(p, 'http://x'), sourceRouteTable), p).toBe(false);
  });
});

describe('compressedPage', () => {
  it('picks br, then gzip, honouring q=0, and compresses a page once per encoding', async () => {
    const { compressedPage, pickEncoding } = await import('../src/ssr/compressedPage.ts');
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip, br;q=0')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
    const page = { status: 200, html: '<p>café</p>'.repeat(500) };
    const br = compressedPage(page, 'br');
    expect(compressedPage(page, 'br')).toBe(br);
    expect(brotliDecompressSync(await br).toString()).toBe(page.html);
    expect(gunzipSync(await compressedPage(page, 'gzip')).toString()).toBe(page.html);
  });
});
