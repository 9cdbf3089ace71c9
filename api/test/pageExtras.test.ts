import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from './helpers/testDatabases.ts';
import { startTestApp, type TestApp } from './helpers/testApp.ts';
import { pageStatus } from '../src/ssr/pageStatus.ts';
import { remotePreload } from '../src/ssr/remotePreload.ts';

describe.each(testDatabases)('page status on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(() => t.close());

  it('answers 404 for unknown paths, products and blog posts, 200 for known ones', async () => {
    const status = pageStatus(t.deps);
    const at = (path: string) => status(new URL(path, 'http://x'));
    const p = (await t.app.inject({ method: 'GET', url: '/api/t-shirts' })).json().data[0];
    expect(await at('/')).toBe(200);
    expect(await at('/shop/hoodies?page=2')).toBe(200);
    expect(await at('/cart')).toBe(200);
    expect(await at(`/${p.category}/any-slug/${p.productId}`)).toBe(200);
    expect(await at('/blogs/sizing-guide-hoodies-and-sweatshirts')).toBe(200);
    expect(await at('/this/path/does-not-exist/at-all')).toBe(404);
    expect(await at('/t-shirts/some-title/no-such-product')).toBe(404);
    expect(await at('/t-shirts/some-title/bad%20id')).toBe(404);
    expect(await at('/blogs/no-such-post')).toBe(404);
    expect(await at('/blogs/%E0%A4%A')).toBe(404);
  });
});

const manifest = (chunk: string) =>
  JSON.stringify({
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      { name: 'HomePage', assets: { js: { sync: [`assets/${chunk}.js`] } } },
      { name: 'ShopPage', assets: { js: { sync: ['assets/ShopPage-x.js'] } } },
    ],
  });

describe('modulepreload links from the owning remote manifest', () => {
  let server: Server;
  let origin = '';
  let delayMs = 0;
  beforeAll(async () => {
    server = createServer((_req, res) => setTimeout(() => res.end(manifest('HomePage-http')), delayMs));
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it('reads a local manifest from disk and re-reads it when it changes', async () => {
    const root = mkdtempSync(join(tmpdir(), 'preload-'));
    const dist = join(root, 'catalog-mfe', 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(join(dist, 'mf-manifest.json'), manifest('HomePage-a1'));
    const preload = remotePreload({ frontendsRoot: root, publicUrl: 'http://x', remotes: { catalog: '/mfe/catalog/mf-manifest.json' } as never });
    const home = await preload(new URL('http://x/'));
    expect(home).toContain('<link rel="modulepreload" crossorigin href="/mfe/catalog/remoteEntry.js" />');
    expect(home).toContain('href="/mfe/catalog/assets/HomePage-a1.js"');
    expect(home).not.toContain('ShopPage');
    expect(await preload(new URL('http://x/no/such/page/here'))).toBe('');
    expect(await preload(new URL('http://x/blogs'))).toBe(''); // content is not in this remotes map

    // A redeploy rewrites the manifest: the next page names the new chunk, no restart.
    writeFileSync(join(dist, 'mf-manifest.json'), manifest('HomePage-b2'));
    const later = new Date(Date.now() + 5_000);
    utimesSync(join(dist, 'mf-manifest.json'), later, later);
    expect(await preload(new URL('http://x/'))).toContain('HomePage-b2.js');
  });

  it('fetches a manifest on another origin within its budget, and gives up on a slow one', async () => {
    const remotes = { catalog: `${origin}/catalog/mf-manifest.json` } as never;
    delayMs = 0;
    // budgets far apart, so a busy machine cannot blur fast and slow
    const fast = await remotePreload({ frontendsRoot: '/nowhere', publicUrl: 'http://x', remotes }, 3_000)(new URL('http://x/'));
    expect(fast).toContain(`href="${origin}/catalog/assets/HomePage-http.js"`);
    delayMs = 1_500;
    const slow = await remotePreload({ frontendsRoot: '/nowhere', publicUrl: 'http://x', remotes }, 150)(new URL('http://x/'));
    expect(slow).toBe('');
  });
});
