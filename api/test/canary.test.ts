import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from './helpers/testDatabases.ts';
import { testConfig, type TestApp } from './helpers/testApp.ts';
import { startRegistryApp } from './helpers/registryApp.ts';
import { fakeRemoteFiles, fakeStoreRoot, type FakeBuild } from './helpers/fakeRemoteBuild.ts';
import { databaseRegistry } from '../src/remotes/registry.ts';
import { createDeployToken } from '../src/remotes/deployTokens.ts';
import { writeShellDocument } from './helpers/shellDocument.ts';

const catalogRoutes = [{ path: '/shop', page: 'ShopPage' }];
const build = (mark: string): FakeBuild => ({ routes: catalogRoutes, pages: { ShopPage: 'ok' }, mark });

describe.each(testDatabases)('canary of one remote on $name', (database) => {
  let t: TestApp;
  let registry: ReturnType<typeof databaseRegistry>;
  let token = '';
  beforeAll(async () => {
    const root = fakeStoreRoot({ catalog: build('stable'), content: { routes: [{ path: '/blogs', page: 'BlogsPage' }], pages: { BlogsPage: 'ok' } } });
    writeShellDocument(join(root, 'shell', 'dist'));
    const config = testConfig({ frontendsRoot: root, metrics: { token: 'canary-metrics', host: '127.0.0.1' }, remoteErrorReportsPerMinute: 30, canary: { minViews: 50, maxErrorRate: 0.05, factor: 2, everyMs: 100 } });
    const { db, ...started } = await startRegistryApp(database, config);
    ({ registry, t } = started);
    token = (await createDeployToken(db, 'team catalog', null)).token;
  });
  afterAll(async () => {
    registry.stop();
    await t.close();
  });

  const auth = () => ({ authorization: `Bearer ${token}` });
  const deployCanary = async (mark: string, percent: number) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/deploys/catalog', headers: auth(), payload: { files: fakeRemoteFiles('catalog', build(mark)), canary: percent } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.version as string;
  };
  const page = (bucket: number) => t.app.inject({ method: 'GET', url: '/shop', headers: { cookie: `store_bucket=${bucket}` } });
  /** a page whose remote's server entry is still loading (150 ms budget) goes out for the browser to render, uncached: ask again */
  const rendered = async (bucket: number) => {
    for (let i = 0; ; i++) {
      const res = await page(bucket);
      if (res.body.includes('ShopPage') || i === 30) return res;
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const remotesJson = async (bucket: number) => (await t.app.inject({ method: 'GET', url: '/remotes.json', headers: { cookie: `store_bucket=${bucket}` } })).json() as Record<string, string>;
  const catalog = async () => (await t.app.inject({ method: 'GET', url: '/api/deploys', headers: auth() })).json().data.remotes.find((r: { name: string }) => r.name === 'catalog');
  const report = (payload: unknown, ip = '10.1.0.1', bucket = 0) =>
    t.app.inject({ method: 'POST', url: '/api/remote-errors', remoteAddress: ip, headers: { cookie: `store_bucket=${bucket}` }, payload: payload as object });
  const until = async (check: () => Promise<boolean>, ms = 5_000) => {
    const end = Date.now() + ms;
    while (Date.now() < end) {
      if (await check()) return true;
      await new Promise((r) => setTimeout(r, 100));
    }
    return false;
  };

  it('gives a first visitor a bucket cookie on the page and on /remotes.json', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/shop' });
    expect(first.statusCode).toBe(200);
    expect(String(first.headers['set-cookie'])).toMatch(/^store_bucket=\d{1,2}; Path=\/; Max-Age=\d+; SameSite=Lax; HttpOnly/);
    const again = await page(5);
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('splits visitors by share; the server render and /remotes.json agree and stay the same per cookie; the page cache keeps them apart', async () => {
    const version = await deployCanary('canary-one', 30);
    // a stable visitor first fills the page cache; a canary visitor must not get it, and the reverse
    for (const round of [1, 2]) {
      const stable = await rendered(90);
      expect(stable.body, `round ${round}`).toContain('stable ShopPage');
      expect(stable.body).not.toContain('canary-one');
      const canary = await rendered(10);
      expect(canary.body, `round ${round}`).toContain('canary-one ShopPage');
    }
    expect((await remotesJson(10)).catalog).toBe(`/mfe/catalog/${version}/mf-manifest.json`);
    expect((await remotesJson(29)).catalog).toBe(`/mfe/catalog/${version}/mf-manifest.json`);
    const stableEntry = `/mfe/catalog/${(await catalog()).live}/mf-manifest.json`;
    expect((await remotesJson(30)).catalog).toBe(stableEntry);
    expect((await remotesJson(90)).catalog).toBe(stableEntry);
    expect((await catalog()).canary).toEqual({ version, percent: 30 });
  });

  it('promotes a canary: every visitor gets it', async () => {
    const version = (await catalog()).canary.version as string;
    const res = await t.app.inject({ method: 'POST', url: '/api/deploys/catalog/promote', headers: auth() });
    expect(res.statusCode, res.body).toBe(200);
    expect((await remotesJson(90)).catalog).toBe(`/mfe/catalog/${version}/mf-manifest.json`);
    expect((await rendered(90)).body).toContain('canary-one ShopPage');
    expect((await catalog()).canary).toBeNull();
  });

  it('validates error reports: 400 for a message, an address or an unknown remote; counts a good one against the version served', async () => {
    const bad = [
      { remote: 'catalog', name: 'TypeError', route: '/shop', message: 'card 4111 declined' },
      { remote: 'catalog', name: 'TypeError: x is undefined', route: '/shop' },
      { remote: 'catalog', name: 'TypeError', route: 'https://store.example/shop?email=a@b.c' },
      { remote: 'nosuch', name: 'TypeError', route: '/shop' },
    ];
    for (const payload of bad) {
      const res = await report(payload, '10.2.0.1');
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ success: false });
    }
    const good = await report({ remote: 'content', name: 'TypeError', route: '/blogs' }, '10.2.0.1');
    expect(good.statusCode, good.body).toBe(202);
    expect(good.json()).toMatchObject({ success: true, data: { counted: true } });
    const metrics = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer canary-metrics' } });
    expect(metrics.body).toMatch(/store_remote_errors_total\{remote="content",version="[^"]+"\} [1-9]/);
    expect(metrics.body).toMatch(/store_remote_renders_total\{remote="catalog",version="[^"]+",outcome="ok"\} [1-9]/);
  });

  // (reports against content from here: the catalog's stable error rate stays at 0 for the guard's test)
  it('rate limits error reports per address, in parallel', async () => {
    const replies = await Promise.all(Array.from({ length: 45 }, () => report({ remote: 'content', name: 'Error', route: '/blogs' }, '10.3.0.1')));
    const codes = replies.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 202)).toHaveLength(30);
    expect(codes.filter((c) => c === 429)).toHaveLength(15);
    expect(replies.find((r) => r.statusCode === 429)!.json()).toMatchObject({ success: false });
    // another address is not held back
    expect((await report({ remote: 'content', name: 'Error', route: '/blogs' }, '10.3.0.2')).statusCode).toBe(202);
  });

  it('keeps a canary below the threshold, and rolls one past it back by itself', async () => {
    const live = (await catalog()).live as string;
    const version = await deployCanary('canary-two', 50);
    for (let i = 0; i < 60; i++) await Promise.all([page(0), page(99)]);
    // 2 errors in 60 views: 3.3 %, under 5 %
    for (const ip of ['10.4.0.1', '10.4.0.2']) expect((await report({ remote: 'catalog', version, name: 'TypeError', route: '/shop' }, ip)).statusCode).toBe(202);
    await new Promise((r) => setTimeout(r, 600));
    expect((await catalog()).canary?.version).toBe(version);
    // 2 more: 6.7 % (> 5 % and > 2× the stable version's rate)
    for (const ip of ['10.4.0.3', '10.4.0.4']) expect((await report({ remote: 'catalog', version, name: 'TypeError', route: '/shop' }, ip)).statusCode).toBe(202);
    expect(await until(async () => (await catalog()).canary === null)).toBe(true);
    const after = await catalog();
    expect(after.live).toBe(live);
    expect(after.history[0]).toMatchObject({ action: 'auto-rollback', actor: 'canary-guard', version: live });
    expect(after.history[0].reason).toContain('6.7 % errors over 60 views');
    expect(after.versions.find((v: { version: string }) => v.version === version)).toMatchObject({ status: 'earlier', views: 60, errors: 4 });
    expect((await remotesJson(0)).catalog).not.toContain(version);
    expect((await page(0)).body).not.toContain('canary-two');
  });

  it('charges a report that comes after an automatic rollback to the version it names, never to the now-live one (#39 item 5)', async () => {
    const before = await catalog();
    const rolledBack = before.versions.find((v: { status: string; errors: number }) => v.status === 'earlier' && v.errors === 4).version as string;
    const liveErrors = before.versions.find((v: { status: string }) => v.status === 'live').errors as number;
    // a tab that loaded the canary before the rollback reports its error now, with the canary's cookie
    const late = await report({ remote: 'catalog', version: rolledBack, name: 'TypeError', route: '/shop' }, '10.5.0.1', 0);
    expect(late.statusCode, late.body).toBe(202);
    expect(late.json()).toMatchObject({ success: true, data: { counted: false } });
    await new Promise((r) => setTimeout(r, 300));
    const after = await catalog();
    expect(after.versions.find((v: { status: string }) => v.status === 'live').errors).toBe(liveErrors);
    expect(after.versions.find((v: { version: string }) => v.version === rolledBack).errors).toBe(4);
  });
});
