import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { serverRemotes } from '../src/ssr/serverRemotes.ts';
import type { LoadedManifest } from '../src/remotes/remoteManifests.ts';

/** The registry's answer for a map: each remote's manifest as it is now (read fresh every time). */
const fromMap = (map: () => Record<string, string>) => async (remote: string): Promise<LoadedManifest | null> => {
  const ref = map()[remote];
  if (!ref) return null;
  const res = await fetch(ref).catch(() => null);
  if (!res?.ok) return null;
  const text = await res.text();
  return { ref, base: ref.replace(/[^/]*$/, ''), manifest: JSON.parse(text), hash: createHash('sha256').update(text).digest('hex') };
};

// A remote's manifest as @module-federation/vite 1.23 writes it, cut to what the runtime reads.
const manifest = (name: string, buildVersion = '1.0.0') =>
  JSON.stringify({
    id: name,
    name,
    metaData: {
      name,
      type: 'app',
      buildInfo: { buildVersion, buildName: name },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'module' },
      ssrRemoteEntry: { name: 'remoteEntry.ssr.js', path: '', type: 'module' },
      types: { path: '', name: '' },
      globalName: name,
      pluginVersion: '1.23.0',
      publicPath: 'auto',
    },
    shared: [],
    remotes: [],
    exposes: [{ id: `${name}:HomePage`, name: 'HomePage', path: './HomePage', assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } } }],
  });

// A server entry: the container interface (init/get) returning a page module.
const entry = (text: string) =>
  `export async function init() {}\nexport async function get(id) { return () => ({ default: () => ${JSON.stringify(text)} + ' ' + id }); }\n`;

/** What /same/<name>/ serves: a remote redeployed in place changes this. */
const inPlace = { build: 'first build', version: '1.0.0' };

/** Fake remotes on loopback at /<variant>/<name>/: fast v1, fast v2, in place, slow, missing (404), throwing. */
function remotesServer() {
  return createServer((req, res) => {
    const [, remote, name, file] = new URL(req.url ?? '/', 'http://x').pathname.split('/');
    const send = (body: string, type: string) => res.writeHead(200, { 'content-type': type }).end(body);
    if (remote === 'missing') return void res.writeHead(404).end();
    if (file === 'mf-manifest.json') return send(manifest(name!, remote === 'same' ? inPlace.version : '1.0.0'), 'application/json');
    if (file !== 'remoteEntry.ssr.js') return void res.writeHead(404).end();
    if (remote === 'throws') return send(`throw new Error('broken remote');\nexport function init() {}\n`, 'text/javascript');
    if (remote === 'slow') return void setTimeout(() => send(entry('slow'), 'text/javascript'), 1_500);
    if (remote === 'same') return send(entry(inPlace.build), 'text/javascript');
    return send(entry(remote === 'v2' ? 'rebuilt' : 'original'), 'text/javascript');
  });
}

describe('server-side remote loading', () => {
  let server: Server;
  let origin = '';
  beforeAll(async () => {
    server = remotesServer();
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  type Page = { default: () => string };

  it('loads the exposed page from the server entry the manifest advertises, and follows a remote deployed to a new address', async () => {
    let map = { catalog: `${origin}/v1/catalog/mf-manifest.json` };
    const remotes = serverRemotes({ manifest: fromMap(() => map), baseUrl: 'http://x', shared: {}, budgetMs: 5_000 });
    const page = await remotes.page<Page>('catalog', 'HomePage');
    expect(page?.default()).toBe('original ./HomePage');
    map = { catalog: `${origin}/v2/catalog/mf-manifest.json` };
    expect((await remotes.page<Page>('catalog', 'HomePage'))?.default()).toBe('rebuilt ./HomePage');
  });

  it('serves the new build of a remote whose manifest changed at the same address, without a restart', async () => {
    // Its own remote name: the runtime's snapshots are process-wide, keyed by name, and the first test left 'catalog' at v2.
    const map = { inplace: `${origin}/same/inplace/mf-manifest.json` };
    const remotes = serverRemotes({ manifest: fromMap(() => map), baseUrl: 'http://x', shared: {}, budgetMs: 5_000 });
    expect((await remotes.page<Page>('inplace', 'HomePage'))?.default()).toBe('first build ./HomePage');
    const before = remotes.version();
    Object.assign(inPlace, { build: 'second build', version: '1.0.1' });
    // the registry's manifest changed: the next page is the new build's
    expect((await remotes.page<Page>('inplace', 'HomePage'))?.default()).toBe('second build ./HomePage');
    expect(remotes.version()).not.toBe(before);
  });

  it('gives null within its budget for a slow remote, then serves it once loaded', async () => {
    const remotes = serverRemotes({ manifest: fromMap(() => ({ slowpoke: `${origin}/slow/slowpoke/mf-manifest.json` })), baseUrl: 'http://x', shared: {}, budgetMs: 150 });
    const started = Date.now();
    expect(await remotes.page('slowpoke', 'HomePage')).toBeNull();
    expect(Date.now() - started).toBeLessThan(1_200);
    await new Promise((r) => setTimeout(r, 2_500));
    expect((await remotes.page<Page>('slowpoke', 'HomePage'))?.default()).toBe('slow ./HomePage');
  });

  it('gives null for a missing manifest, a throwing server entry or an unknown remote', async () => {
    const map: Record<string, string> = { gone: `${origin}/missing/gone/mf-manifest.json`, broken: `${origin}/throws/broken/mf-manifest.json` };
    const remotes = serverRemotes({ manifest: fromMap(() => map), baseUrl: 'http://x', shared: {}, budgetMs: 3_000 });
    expect(await remotes.page('gone', 'HomePage')).toBeNull();
    expect(await remotes.page('broken', 'HomePage')).toBeNull();
    expect(await remotes.page('admin', 'HomePage')).toBeNull();
  });
});
