import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from './helpers/testDatabases.ts';
import { testConfig, type TestApp } from './helpers/testApp.ts';
import { startRegistryApp } from './helpers/registryApp.ts';
import { fakeRemoteFiles, fakeStoreRoot, type FakeBuild } from './helpers/fakeRemoteBuild.ts';
import { databaseRegistry, prewarmCandidate, type BuildAboutToServe } from '../src/remotes/registry.ts';
import { CANDIDATE_CHANNEL, setGate } from '../src/remotes/registryStore.ts';
import { listenForCatalogChanges } from '../src/cluster/cacheInvalidation.ts';
import type { Db } from '../src/db/db.ts';
import { createDeployToken } from '../src/remotes/deployTokens.ts';
import { writeShellDocument } from './helpers/shellDocument.ts';

// A server entry slower to load than the renderer waits for a page's remote (150 ms): cold, the page
// would go out for the browser to render ("Loading…"); warmed before it goes live, it never does.
const build = (mark: string): FakeBuild => ({ routes: [{ path: '/shop', page: 'ShopPage' }], pages: { ShopPage: 'ok' }, mark, loadMs: 400 });

describe.each(testDatabases)('a new version is warm before it goes live on $name (#39 item 3)', (database) => {
  let t: TestApp;
  let registry: ReturnType<typeof databaseRegistry>;
  let token = '';
  let db: Db;
  beforeAll(async () => {
    const root = fakeStoreRoot({ catalog: build('stable'), content: { routes: [{ path: '/blogs', page: 'BlogsPage' }], pages: { BlogsPage: 'ok' } } });
    writeShellDocument(join(root, 'shell', 'dist'));
    const config = testConfig({ frontendsRoot: root, renderThreads: 0 });
    ({ db, registry, t } = await startRegistryApp(database, config));
    token = (await createDeployToken(db, 'team catalog', null)).token;
  });
  afterAll(async () => {
    registry.stop();
    await t.close();
  });

  const auth = () => ({ authorization: `Bearer ${token}` });
  const shop = () => t.app.inject({ method: 'GET', url: `/shop?first=${Math.random()}`, headers: { cookie: 'store_bucket=50' } });

  it('serves the first page after a deploy server-rendered with the new version', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/deploys/catalog', headers: auth(), payload: { files: fakeRemoteFiles('catalog', build('deployed')) } });
    expect(res.statusCode, res.body).toBe(201);
    const first = await shop();
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('deployed ShopPage');
  });

  it('…and after a rollback to a version this instance served before', async () => {
    const seed = (await t.app.inject({ method: 'GET', url: '/api/deploys', headers: auth() })).json().data.remotes.find((r: { name: string }) => r.name === 'catalog').versions.find((v: { source: string }) => v.source === 'build').version;
    const back = await t.app.inject({ method: 'POST', url: '/api/deploys/catalog/rollback', headers: auth(), payload: { to: seed } });
    expect(back.statusCode, back.body).toBe(200);
    const first = await shop();
    expect(first.body).toContain('stable ShopPage');
  });

  it('another instance loads a build while the gate checks it (announced by NOTIFY), so the map change finds it warm; refused or malformed candidates are left alone', async () => {
    // a second instance's registry on the same database, its renderer replaced by a recorder
    const other = databaseRegistry(db, { pollMs: 60_000 });
    await other.ready;
    const prepared: { version: string; at: number }[] = [];
    other.beforeChange?.(async (builds: BuildAboutToServe[]) => {
      for (const b of builds) prepared.push({ version: b.version, at: Date.now() });
    });
    const listener = database.name === 'postgres' ? listenForCatalogChanges(process.env.TEST_DATABASE_URL!, () => {}, () => {}, { [CANDIDATE_CHANNEL]: (payload) => void prewarmCandidate(other, payload) }) : undefined;
    try {
      if (listener) {
        await new Promise((done) => setTimeout(done, 300)); // LISTEN issued
        const res = await t.app.inject({ method: 'POST', url: '/api/deploys/catalog', headers: auth(), payload: { files: fakeRemoteFiles('catalog', build('announced')) } });
        const returnedAt = Date.now();
        expect(res.statusCode, res.body).toBe(201);
        const version = res.json().data.version as string;
        // loaded on the other instance during the gate, before the deploy answered
        expect(prepared.find((p) => p.version === version)?.at ?? Infinity).toBeLessThanOrEqual(returnedAt);
      }
      // the same path by hand on either database: a passed or pending version is loaded, a refused one is not
      const res = await t.app.inject({ method: 'POST', url: '/api/deploys/catalog', headers: auth(), payload: { files: fakeRemoteFiles('catalog', build('by-hand')) } });
      expect(res.statusCode, res.body).toBe(201);
      const version = res.json().data.version as string;
      prepared.length = 0;
      await prewarmCandidate(other, `catalog ${version} 0`);
      expect(prepared.map((p) => p.version)).toEqual([version]);
      await setGate(db, 'catalog', version, 'refused', 'test: refused');
      prepared.length = 0;
      await prewarmCandidate(other, `catalog ${version} 0`);
      for (const bad of [undefined, '', 'catalog', `catalog ${version}`, `catalog ${version} 2`, `catalog ${version} 0 extra`, 'nosuch v1 0']) await prewarmCandidate(other, bad);
      expect(prepared).toEqual([]);
    } finally {
      other.stop();
      await listener?.stop();
    }
  });
});
