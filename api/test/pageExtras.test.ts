import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remoteManifests } from '../src/remotes/remoteManifests.ts';
import { liveRouteTable } from '../src/remotes/liveRouteTable.ts';
import { remotePreload } from '../src/ssr/remotePreload.ts';
import { pageRequest } from '../src/ssr/pageRequest.ts';
import { tagHtml } from '../src/ssr/renderDocument.ts';

const catalogRoutes = [
  { path: '/', page: 'HomePage', catalogueOnly: true },
  { path: '/shop', page: 'ShopPage', catalogueOnly: true },
  { path: '/:category/:titleSlug/:productId', page: 'ProductPage', notFound: 'reported' },
];

const manifest = (chunk: string, routes: object[] = catalogRoutes) =>
  JSON.stringify({
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, routes },
    exposes: [
      { name: 'HomePage', assets: { js: { sync: [`assets/${chunk}.js`], async: ['assets/_virtual_mf___x__loadShare__shared-1.js', 'assets/QuickViewModal-1.js'] } } },
      { name: 'ShopPage', assets: { js: { sync: ['assets/ShopPage-x.js'] } } },
    ],
  });

/** A store root with built remotes (name → manifest text) under <remote>-mfe/dist. */
function builtRemotes(remotes: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'remotes-'));
  for (const [name, text] of Object.entries(remotes)) {
    mkdirSync(join(root, `${name}-mfe`, 'dist'), { recursive: true });
    writeFileSync(join(root, `${name}-mfe`, 'dist', 'mf-manifest.json'), text);
  }
  return root;
}

function extras(root: string, remotes: Record<string, string>, warn: (m: string) => void = () => {}) {
  const manifests = remoteManifests({ frontendsRoot: root, publicUrl: 'http://x', remotes: () => remotes });
  const routeTable = liveRouteTable(manifests, () => Object.keys(remotes), warn);
  const page = async (url: URL) => pageRequest(url, await routeTable());
  const head = remotePreload(manifests);
  // the remote's head as the page writes it: its tags, then its manifest inline
  const preload = async (url: URL) => {
    const { tags, inline } = await head(await page(url));
    return [...tags.map((t) => tagHtml(t)), inline].filter(Boolean).join('\n');
  };
  // the page's status before its render: 404 for a path no live route owns
  const status = async (url: URL) => ((await page(url)).match ? 200 : 404);
  return { manifests, routeTable, preload, status };
}

describe('the route table of the live remotes', () => {
  it('is built from what each remote publishes in its manifest; a path no remote owns is a 404', async () => {
    const root = builtRemotes({ catalog: manifest('a'), content: manifest('c', [{ path: '/blogs/:slug', page: 'BlogPage', notFound: 'reported' }]) });
    const { routeTable, status } = extras(root, { catalog: '/mfe/catalog/mf-manifest.json', content: '/mfe/content/mf-manifest.json' });
    const table = await routeTable();
    expect(table.routes.map((r) => `${r.remote} ${r.path}`)).toEqual(['catalog /', 'catalog /shop', 'catalog /:category/:titleSlug/:productId', 'content /blogs/:slug']);
    expect(table.match('/blogs/a-post')?.route).toMatchObject({ remote: 'content', page: 'BlogPage', notFound: 'reported' });
    const at = (path: string) => status(new URL(path, 'http://x'));
    expect(await at('/')).toBe(200);
    expect(await at('/blogs/any')).toBe(200); // the page itself reports an unknown post while it renders
    expect(await at('/this/path/does-not-exist/at-all')).toBe(404);
    expect(await at('/blogs/%E0%A4%A')).toBe(404);
  });

  it('follows a remote rebuilt with a new page, with no restart of the server', async () => {
    const root = builtRemotes({ catalog: manifest('a') });
    const { routeTable } = extras(root, { catalog: '/mfe/catalog/mf-manifest.json' });
    expect((await routeTable()).match('/gift-cards')).toBeNull();
    const before = routeTable.version();
    const file = join(root, 'catalog-mfe', 'dist', 'mf-manifest.json');
    writeFileSync(file, manifest('a', [...catalogRoutes, { path: '/gift-cards', page: 'GiftCardsPage' }]));
    const later = new Date(Date.now() + 5_000);
    utimesSync(file, later, later);
    expect((await routeTable()).match('/gift-cards')?.route).toMatchObject({ remote: 'catalog', page: 'GiftCardsPage' });
    expect(routeTable.version()).not.toBe(before);
  });

  it('leaves a path two remotes claim with the first and says so once; a remote with broken routes adds none', async () => {
    const root = builtRemotes({ catalog: manifest('a'), content: manifest('c', [{ path: '/shop', page: 'ShopCopy' }, { path: '/about-us', page: 'AboutPage' }]), account: manifest('x', { not: 'a list' } as never) });
    const said: string[] = [];
    const { routeTable } = extras(root, { catalog: '/mfe/catalog/mf-manifest.json', content: '/mfe/content/mf-manifest.json', account: '/mfe/account/mf-manifest.json' }, (m) => said.push(m));
    const table = await routeTable();
    await routeTable();
    expect(table.match('/shop')?.route.remote).toBe('catalog');
    expect(table.match('/about-us')?.route.remote).toBe('content');
    expect(said).toEqual(['remote account publishes no valid routes: routes must be a list', 'path /shop is claimed by catalog and content; catalog keeps it']);
  });
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
    const root = builtRemotes({ catalog: manifest('HomePage-a1') });
    const { preload } = extras(root, { catalog: '/mfe/catalog/mf-manifest.json' });
    const home = await preload(new URL('http://x/'));
    expect(home).toContain('<link rel="modulepreload" crossorigin href="/mfe/catalog/remoteEntry.js">');
    expect(home).toContain('href="/mfe/catalog/assets/HomePage-a1.js"');
    // the remote's shared-module wrapper is on the page's critical path; a lazy modal is not
    expect(home).toContain('href="/mfe/catalog/assets/_virtual_mf___x__loadShare__shared-1.js"');
    expect(home.split('<script')[0]).not.toContain('QuickViewModal');
    const links = home.split('<script')[0];
    expect(links).not.toContain('ShopPage'); // only the route's own page is hinted
    // the manifest itself, for the shell's federation runtime (no round trip for it after the paint)
    const inline = /<script type="application\/json" id="store-manifest" data-remote="catalog">(.*)<\/script>/.exec(home);
    expect(JSON.parse(inline![1])).toEqual(JSON.parse(manifest('HomePage-a1')));
    expect(await preload(new URL('http://x/no/such/page/here'))).toBe('');
    expect(await preload(new URL('http://x/blogs'))).toBe(''); // content is not in this remotes map

    // A redeploy rewrites the manifest: the next page names the new chunk, no restart.
    const file = join(root, 'catalog-mfe', 'dist', 'mf-manifest.json');
    writeFileSync(file, manifest('HomePage-b2'));
    const later = new Date(Date.now() + 5_000);
    utimesSync(file, later, later);
    expect(await preload(new URL('http://x/'))).toContain('HomePage-b2.js');
  });

  it('fetches a manifest on another origin; one that does not answer in time gives no links', async () => {
    delayMs = 0;
    const fast = await extras('/nowhere', { catalog: `${origin}/catalog/mf-manifest.json` }).preload(new URL('http://x/'));
    expect(fast).toContain(`href="${origin}/catalog/assets/HomePage-http.js"`);
    delayMs = 1_500; // over the reader's 1 s budget
    const slow = await extras('/nowhere', { catalog: `${origin}/other/mf-manifest.json` }).preload(new URL('http://x/'));
    expect(slow).toBe('');
  });
});
