import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from './helpers/testDatabases.ts';
import { testConfig, type TestApp } from './helpers/testApp.ts';
import { startRegistryApp } from './helpers/registryApp.ts';
import { fakeRemoteFiles, fakeStoreRoot, type FakeBuild } from './helpers/fakeRemoteBuild.ts';
import { databaseRegistry } from '../src/remotes/registry.ts';
import { createDeployToken } from '../src/remotes/deployTokens.ts';
import { registry as metrics } from '../src/cluster/metrics.ts';
import { outbox, signupAdmin } from './authHelpers.ts';
import { shellHtml, writeShellDocument } from './helpers/shellDocument.ts';

const checkoutBuild = (mark: string): FakeBuild => ({ routes: [{ path: '/cart', page: 'CartPage' }, { path: '/payment/:orderId', page: 'PaymentPage', private: true }], pages: { CartPage: 'ok', PaymentPage: 'ok' }, mark });
const TAGS =
  '<script src="/early-input.js"></script><script type="module" crossorigin src="/assets/entry-abc.js"></script><link rel="modulepreload" crossorigin href="/assets/chunk-abc.js"><link rel="stylesheet" crossorigin href="/assets/index-abc.css">';
const INDEX = shellHtml({ tags: TAGS });
const sha384 = (body: string | Buffer) => `sha384-${createHash('sha384').update(body).digest('base64')}`;

interface Entry { url: string; remote: string; version: string; integrity: string; reason: string | null; deployedBy: string }
interface Check { trigger: string; differences: { file: string; change: string }[] }

describe.each(testDatabases)("the payment page's script inventory on $name", (database) => {
  let t: TestApp;
  let registry: ReturnType<typeof databaseRegistry>;
  let root = '';
  let token = '';
  let admin = '';
  beforeAll(async () => {
    root = fakeStoreRoot({ checkout: checkoutBuild('v1'), catalog: { routes: [{ path: '/shop', page: 'ShopPage' }], pages: { ShopPage: 'ok' } } });
    const shellDist = join(root, 'shell', 'dist');
    mkdirSync(join(shellDist, 'assets'), { recursive: true });
    writeShellDocument(shellDist, INDEX);
    writeFileSync(join(shellDist, 'early-input.js'), 'window.early = true;\n');
    writeFileSync(join(shellDist, 'assets', 'entry-abc.js'), 'import "./chunk-abc.js";\n');
    writeFileSync(join(shellDist, 'assets', 'chunk-abc.js'), 'export const chunk = 1;\n');
    const config = testConfig({ frontendsRoot: root });
    const { db, ...started } = await startRegistryApp(database, config);
    ({ registry, t } = started);
    token = (await createDeployToken(db, 'team checkout', null)).token;
    admin = (await signupAdmin(t)).accessToken;
  });
  afterAll(async () => {
    registry.stop();
    await t.close();
  });

  const inventory = async () => (await t.app.inject({ method: 'GET', url: '/api/admin/payment-scripts', headers: { authorization: `Bearer ${admin}` } })).json().data as { scripts: Entry[]; checks: Check[] };
  const checkNow = async () => (await t.app.inject({ method: 'POST', url: '/api/admin/payment-scripts/check', headers: { authorization: `Bearer ${admin}` } })).json().data as Check;
  const deployCheckout = (mark: string, reason?: string) =>
    t.app.inject({ method: 'POST', url: '/api/deploys/checkout', headers: { authorization: `Bearer ${token}` }, payload: { files: fakeRemoteFiles('checkout', checkoutBuild(mark)), ...(reason ? { reason } : {}) } });

  it("records every JS file of the shell's build and of each payment remote with its SHA-384, for the owner only", async () => {
    const { scripts } = await inventory();
    const byUrl = new Map(scripts.map((s) => [s.url, s]));
    // the start-up version of checkout is a copy of its build (#39 item 2), served under its version
    const checkoutEntry = [...byUrl.keys()].find((u) => /^\/mfe\/checkout\/build-[0-9a-f]{12}\/remoteEntry\.js$/.test(u))!;
    expect([...byUrl.keys()].sort()).toEqual(['/assets/chunk-abc.js', '/assets/entry-abc.js', '/early-input.js', checkoutEntry]);
    expect(byUrl.get(checkoutEntry)).toMatchObject({ remote: 'checkout', integrity: sha384(readFileSync(join(root, 'checkout-mfe', 'dist', 'remoteEntry.js'))), deployedBy: 'start' });
    expect(byUrl.get('/assets/entry-abc.js')).toMatchObject({ remote: 'shell', integrity: sha384('import "./chunk-abc.js";\n') });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/payment-scripts' })).statusCode).toBe(401);
  });

  it('serves the payment page with integrity on every script and hint, an import map for the rest, and a CSP of the store and the tokenizer only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/payment/12' });
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    // closed by default (#39 item 9): each kind of resource from the store (and the tokenizer) only
    expect(res.headers['content-security-policy']).toBe(
      `default-src 'none'; script-src 'self' http://localhost:9 'nonce-${nonce}'; connect-src 'self' http://localhost:9; style-src 'self' 'nonce-${nonce}'; img-src 'self' data:; font-src 'self'; manifest-src 'self'; frame-src http://localhost:9; worker-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'`,
    );
    const map = /<head>\s*<script type="importmap" nonce="([^"]+)">([^<]+)<\/script>/.exec(res.body);
    expect(map?.[1]).toBe(nonce);
    const integrity = JSON.parse(map![2]!).integrity as Record<string, string>;
    expect(integrity[Object.keys(integrity).find((u) => u.startsWith('/mfe/checkout/') && u.endsWith('/remoteEntry.js'))!]).toBe(sha384(readFileSync(join(root, 'checkout-mfe', 'dist', 'remoteEntry.js'))));
    expect(res.body).toContain(`<script type="module" crossorigin src="/assets/entry-abc.js" integrity="${sha384('import "./chunk-abc.js";\n')}">`);
    expect(res.body).toContain(`<script src="/early-input.js" integrity="${sha384('window.early = true;\n')}">`);
    expect(res.body).toContain(`<link rel="modulepreload" crossorigin href="/assets/chunk-abc.js" integrity="${sha384('export const chunk = 1;\n')}">`);
    // absolute, so the federation runtime finds it and links no second copy, on the origin the visitor
    // came by (#39 item 11): an absolute PUBLIC_URL link is another origin to one who came by another host
    const byBalancer = await t.app.inject({ method: 'GET', url: '/payment/12', headers: { host: '127.0.0.1:8400' } });
    expect(byBalancer.body).toContain(`<link rel="stylesheet" crossorigin href="http://127.0.0.1:8400/assets/index-abc.css">`);
    expect(byBalancer.body).not.toContain(`${new URL(t.deps.config.publicUrl).origin}/assets/`);
    const byPublicHost = await t.app.inject({ method: 'GET', url: '/payment/12', headers: { host: new URL(t.deps.config.publicUrl).host } });
    expect(byPublicHost.body).toContain(`<link rel="stylesheet" crossorigin href="${new URL(t.deps.config.publicUrl).origin}/assets/index-abc.css">`);
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.body).not.toContain('importmap');
    expect(home.headers['content-security-policy']).not.toContain('localhost:9');
  });

  it('finds the page as inventoried, then names a script changed on disk without a deploy: recorded, e-mailed, on /metrics', async () => {
    expect((await checkNow()).differences).toEqual([]);
    const file = join(root, 'shell', 'dist', 'assets', 'chunk-abc.js');
    const original = readFileSync(file);
    const sentBefore = (await outbox(t, 0)).length;
    writeFileSync(file, Buffer.concat([original, Buffer.from(' ')]));
    try {
      const found = await checkNow();
      // every copy a browser can be sent is this changed file (no precompressed copy beside it): one difference per encoding
      expect(found.differences).toEqual(
        ['/assets/chunk-abc.js', '/assets/chunk-abc.js (br)', '/assets/chunk-abc.js (gzip)'].map((file) => expect.objectContaining({ file, change: 'content-changed', expected: sha384(original), found: sha384(Buffer.concat([original, Buffer.from(' ')])) })),
      );
      expect((await inventory()).checks[0]).toMatchObject({ trigger: 'owner', differences: [{ file: '/assets/chunk-abc.js', change: 'content-changed' }, {}, {}] });
      const mail = (await outbox(t, sentBefore + 1)).at(-1)!;
      expect(mail.subject).toMatch(/payment page's scripts changed/);
      expect(mail.text).toContain('/assets/chunk-abc.js: its content changed since it was inventoried');
      expect(await metrics.metrics()).toMatch(/^store_payment_page_differences 3$/m);
    } finally {
      writeFileSync(file, original);
    }
    expect((await checkNow()).differences).toEqual([]);
    expect(await metrics.metrics()).toMatch(/^store_payment_page_differences 0$/m);
  });

  it('"Check now" pressed 4 times at once: one check runs, one record, one e-mail', async () => {
    const file = join(root, 'shell', 'dist', 'assets', 'chunk-abc.js');
    const original = readFileSync(file);
    const checks = async () => Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM payment_page_checks'))[0]!.n);
    const checksBefore = await checks();
    const sentBefore = (await outbox(t, 0)).length;
    writeFileSync(file, Buffer.concat([original, Buffer.from(' ')]));
    try {
      const done = await Promise.all([checkNow(), checkNow(), checkNow(), checkNow()]);
      expect(done.every((c) => c.differences.length === 3)).toBe(true);
      expect((await checks()) - checksBefore).toBe(1);
      await new Promise((r) => setTimeout(r, 300));
      expect((await outbox(t, sentBefore + 1)).length - sentBefore).toBe(1);
    } finally {
      writeFileSync(file, original);
    }
    expect((await checkNow()).differences).toEqual([]);
  });

  it("names a script slipped into the page's HTML, and never fetches it from another host", async () => {
    const hits: string[] = [];
    const elsewhere = createServer((req, res) => {
      hits.push(req.url ?? '');
      res.end('steal()');
    });
    await new Promise<void>((done) => elsewhere.listen(0, '127.0.0.1', done));
    const skimmer = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}/skim.js`;
    const shellDist = join(root, 'shell', 'dist');
    try {
      // the shell's build, changed on the server's disk: its document names one more script
      writeShellDocument(shellDist, shellHtml({ tags: `${TAGS}<script src="${skimmer}"></script>` }));
      const found = await checkNow();
      expect(found.differences).toContainEqual(expect.objectContaining({ file: skimmer, change: 'not-inventoried', found: null }));
      expect(hits).toEqual([]);
    } finally {
      writeShellDocument(shellDist, INDEX);
      elsewhere.close();
    }
    expect((await checkNow()).differences).toEqual([]);
  });

  // #39 item 7: the server sends x.js.br, x.js.gz or x.js by Accept-Encoding; each is a copy a browser runs
  it('checks every copy a client can receive: only the .br copy changed, then only the plain file, each is named', async () => {
    const file = join(root, 'shell', 'dist', 'assets', 'chunk-abc.js');
    const original = readFileSync(file);
    const changed = Buffer.concat([original, Buffer.from('steal();\n')]);
    writeFileSync(`${file}.br`, brotliCompressSync(original));
    writeFileSync(`${file}.gz`, gzipSync(original));
    expect((await checkNow()).differences, 'as inventoried with its precompressed copies').toEqual([]);
    try {
      writeFileSync(`${file}.br`, brotliCompressSync(changed));
      expect((await checkNow()).differences).toEqual([expect.objectContaining({ file: '/assets/chunk-abc.js (br)', change: 'content-changed', expected: sha384(original), found: sha384(changed) })]);
      writeFileSync(`${file}.br`, brotliCompressSync(original));
      writeFileSync(file, changed);
      expect((await checkNow()).differences).toEqual([expect.objectContaining({ file: '/assets/chunk-abc.js', change: 'content-changed', found: sha384(changed) })]);
      writeFileSync(file, original);
      writeFileSync(`${file}.gz`, gzipSync(changed));
      expect((await checkNow()).differences).toEqual([expect.objectContaining({ file: '/assets/chunk-abc.js (gzip)', change: 'content-changed' })]);
    } finally {
      writeFileSync(file, original);
      rmSync(`${file}.br`, { force: true });
      rmSync(`${file}.gz`, { force: true });
    }
    expect((await checkNow()).differences).toEqual([]);
  });

  // #39 item 8, the render half: the shell's document changed on disk while the server runs
  it('fails closed when the shell document changes without a restart: 503 with no script at all, and the owner is told', async () => {
    const shellDist = join(root, 'shell', 'dist');
    const sentBefore = (await outbox(t, 0)).length;
    const pageChecks = async () => (await t.db.query<{ differences: unknown }>("SELECT differences FROM payment_page_checks WHERE trigger = 'page' ORDER BY id")).map((r) => (typeof r.differences === 'string' ? JSON.parse(r.differences) : r.differences) as { file: string; change: string }[]);
    const changes = {
      'an added script': `${TAGS}<script src="/assets/added.js"></script>`,
      'an inline script': `${TAGS}<script>steal()</script>`,
      'a changed entry': TAGS.replace('/assets/entry-abc.js', '/assets/entry-def.js'),
    };
    try {
      for (const [what, tags] of Object.entries(changes)) {
        writeShellDocument(shellDist, shellHtml({ tags }));
        const res = await t.app.inject({ method: 'GET', url: '/payment/12' });
        expect(res.statusCode, what).toBe(503);
        expect(res.body).toContain('Checkout is temporarily unavailable');
        expect(res.body, what).not.toMatch(/<script|<link[^>]*modulepreload/);
        // the other pages are not the payment page's lock: they are served as before
        expect((await t.app.inject({ method: 'GET', url: '/cart' })).statusCode).toBe(200);
      }
      let recorded: { file: string; change: string }[][] = [];
      for (let i = 0; i < 50 && recorded.length < 3; i++) {
        await new Promise((r) => setTimeout(r, 50));
        recorded = await pageChecks();
      }
      const named = recorded.flat().map((d) => `${d.file} ${d.change}`);
      expect(named).toContain('/assets/added.js not-inventoried');
      expect(named).toContain('/payment/* (inline script) not-inventoried');
      expect(named).toContain('/assets/entry-def.js not-inventoried');
      const mail = await outbox(t, sentBefore + 1);
      expect(mail.at(-1)!.subject).toMatch(/payment page's scripts changed/);
      // the same refusal again within a minute is not reported again
      const before = (await pageChecks()).length;
      await t.app.inject({ method: 'GET', url: '/payment/12' });
      await new Promise((r) => setTimeout(r, 200));
      expect((await pageChecks()).length).toBe(before);
    } finally {
      writeShellDocument(shellDist, INDEX);
    }
    expect((await t.app.inject({ method: 'GET', url: '/payment/12' })).statusCode).toBe(200);
  });

  it('refuses a deploy of the payment remote without a reason; with one, the inventory holds the new hashes, the reason and the deployer, and a check follows', async () => {
    const refused = await deployCheckout('v2');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, message: expect.stringContaining('give a reason') });
    const other = await t.app.inject({ method: 'POST', url: '/api/deploys/catalog', headers: { authorization: `Bearer ${token}` }, payload: { files: fakeRemoteFiles('catalog', { routes: [{ path: '/shop', page: 'ShopPage' }], pages: { ShopPage: 'ok' }, mark: 'c2' }) } });
    expect(other.statusCode, 'a remote the payment page does not load needs no reason').toBe(201);

    const res = await deployCheckout('v2', 'new card form');
    expect(res.statusCode, res.body).toBe(201);
    const { version } = res.json().data as { version: string };
    const entry = (await inventory()).scripts.find((s) => s.remote === 'checkout')!;
    const shipped = fakeRemoteFiles('checkout', checkoutBuild('v2')).find((f) => f.path === 'remoteEntry.js')!;
    expect(entry).toMatchObject({ url: `/mfe/checkout/${version}/remoteEntry.js`, version, integrity: sha384(Buffer.from(shipped.data, 'base64')), reason: 'new card form', deployedBy: 'token:team checkout' });
    const page = await t.app.inject({ method: 'GET', url: '/payment/12' });
    expect(page.body).toContain(`"/mfe/checkout/${version}/remoteEntry.js":"${entry.integrity}"`);
    // the check after the deploy finds the page as inventoried
    let checks: Check[] = [];
    for (let i = 0; i < 50 && !checks.some((c) => c.trigger === 'deploy'); i++) {
      await new Promise((r) => setTimeout(r, 100));
      checks = (await inventory()).checks;
    }
    expect(checks.find((c) => c.trigger === 'deploy')?.differences).toEqual([]);
  });
});
