import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from './helpers/testDatabases.ts';
import { startTestApp, testConfig, type TestApp } from './helpers/testApp.ts';
import { fakeRemoteFiles, fakeStoreRoot, type FakeBuild } from './helpers/fakeRemoteBuild.ts';
import { databaseRegistry } from '../src/remotes/registry.ts';
import { seedRegistry } from '../src/remotes/seedRegistry.ts';
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
    const db = await database.open();
    await seedRegistry(db, { frontendsRoot: root, defaults: config.remotes, publicUrl: config.publicUrl });
    registry = databaseRegistry(db, { pollMs: 60_000 });
    await registry.ready;
    t = await startTestApp({ name: database.name, open: async () => db }, { config, remotes: registry }, { seed: false, frontends: true });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
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
    expect([...byUrl.keys()].sort()).toEqual(['/assets/chunk-abc.js', '/assets/entry-abc.js', '/early-input.js', '/mfe/checkout/remoteEntry.js']);
    expect(byUrl.get('/mfe/checkout/remoteEntry.js')).toMatchObject({ remote: 'checkout', integrity: sha384(readFileSync(join(root, 'checkout-mfe', 'dist', 'remoteEntry.js'))), deployedBy: 'start' });
    expect(byUrl.get('/assets/entry-abc.js')).toMatchObject({ remote: 'shell', integrity: sha384('import "./chunk-abc.js";\n') });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/payment-scripts' })).statusCode).toBe(401);
  });

  it('serves the payment page with integrity on every script and hint, an import map for the rest, and a CSP of the store and the tokenizer only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/payment/12' });
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    expect(res.headers['content-security-policy']).toMatch(new RegExp(`^script-src 'self' http://localhost:9 'nonce-${nonce!.replace(/[+/]/g, '\\$&')}'; connect-src 'self' http://localhost:9;`));
    const map = /<head>\s*<script type="importmap" nonce="([^"]+)">([^<]+)<\/script>/.exec(res.body);
    expect(map?.[1]).toBe(nonce);
    expect(JSON.parse(map![2]!).integrity['/mfe/checkout/remoteEntry.js']).toBe(sha384(readFileSync(join(root, 'checkout-mfe', 'dist', 'remoteEntry.js'))));
    expect(res.body).toContain(`<script type="module" crossorigin src="/assets/entry-abc.js" integrity="${sha384('import "./chunk-abc.js";\n')}">`);
    expect(res.body).toContain(`<script src="/early-input.js" integrity="${sha384('window.early = true;\n')}">`);
    expect(res.body).toContain(`<link rel="modulepreload" crossorigin href="/assets/chunk-abc.js" integrity="${sha384('export const chunk = 1;\n')}">`);
    // absolute, so the federation runtime finds it and links no second copy (boot-after-paint.js does this elsewhere)
    expect(res.body).toContain(`<link rel="stylesheet" crossorigin href="${new URL(t.deps.config.publicUrl).origin}/assets/index-abc.css">`);
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.body).not.toContain('importmap');
    expect(home.headers['content-security-policy']).not.toContain('localhost:9');
  });

  it('finds the page as inventoried, then names a checkout file changed on disk without a deploy: recorded, e-mailed, on /metrics', async () => {
    expect((await checkNow()).differences).toEqual([]);
    const file = join(root, 'checkout-mfe', 'dist', 'remoteEntry.js');
    const original = readFileSync(file);
    const sentBefore = (await outbox(t, 0)).length;
    writeFileSync(file, Buffer.concat([original, Buffer.from(' ')]));
    try {
      const found = await checkNow();
      expect(found.differences).toEqual([expect.objectContaining({ file: '/mfe/checkout/remoteEntry.js', change: 'content-changed', expected: sha384(original), found: sha384(Buffer.concat([original, Buffer.from(' ')])) })]);
      expect((await inventory()).checks[0]).toMatchObject({ trigger: 'owner', differences: [{ file: '/mfe/checkout/remoteEntry.js', change: 'content-changed' }] });
      const mail = (await outbox(t, sentBefore + 1)).at(-1)!;
      expect(mail.subject).toMatch(/payment page's scripts changed/);
      expect(mail.text).toContain('/mfe/checkout/remoteEntry.js: its content changed since it was inventoried');
      expect(await metrics.metrics()).toMatch(/^store_payment_page_differences 1$/m);
    } finally {
      writeFileSync(file, original);
    }
    expect((await checkNow()).differences).toEqual([]);
    expect(await metrics.metrics()).toMatch(/^store_payment_page_differences 0$/m);
  });

  it('"Check now" pressed 4 times at once: one check runs, one record, one e-mail', async () => {
    const file = join(root, 'checkout-mfe', 'dist', 'remoteEntry.js');
    const original = readFileSync(file);
    const checks = async () => Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM payment_page_checks'))[0]!.n);
    const checksBefore = await checks();
    const sentBefore = (await outbox(t, 0)).length;
    writeFileSync(file, Buffer.concat([original, Buffer.from(' ')]));
    try {
      const done = await Promise.all([checkNow(), checkNow(), checkNow(), checkNow()]);
      expect(done.every((c) => c.differences.length === 1)).toBe(true);
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
