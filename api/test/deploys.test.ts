import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from './helpers/testDatabases.ts';
import { startTestApp, testConfig, type TestApp } from './helpers/testApp.ts';
import { fakeRemoteFiles, fakeStoreRoot, type FakeBuild } from './helpers/fakeRemoteBuild.ts';
import { databaseRegistry } from '../src/remotes/registry.ts';
import { seedRegistry } from '../src/remotes/seedRegistry.ts';
import { createDeployToken } from '../src/remotes/deployTokens.ts';
import { signup, signupAdmin } from './authHelpers.ts';
import { changeLive, insertVersion } from '../src/remotes/registryStore.ts';
import type { Db } from '../src/db/db.ts';

const catalogRoutes = [{ path: '/', page: 'HomePage', catalogueOnly: true }, { path: '/shop', page: 'ShopPage' }];
const seeded: Record<string, FakeBuild> = {
  catalog: { routes: catalogRoutes, pages: { HomePage: 'ok', ShopPage: 'ok' } },
  content: { routes: [{ path: '/blogs', page: 'BlogsPage' }], pages: { BlogsPage: 'ok' } },
};
/** The catalog with a new page of its own: the journey's /gift-cards. */
const withGiftCards = (mark: string): FakeBuild => ({ routes: [...catalogRoutes, { path: '/gift-cards', page: 'GiftCardsPage' }], pages: { HomePage: 'ok', ShopPage: 'ok', GiftCardsPage: 'ok' }, mark });

describe.each(testDatabases)('deploying one remote on $name', (database) => {
  let t: TestApp;
  let registry: ReturnType<typeof databaseRegistry>;
  let token = '';
  let db: Db;
  let root = '';
  beforeAll(async () => {
    root = fakeStoreRoot(seeded);
    const config = testConfig({ frontendsRoot: root });
    db = await database.open();
    await seedRegistry(db, { frontendsRoot: root, defaults: config.remotes, publicUrl: config.publicUrl });
    registry = databaseRegistry(db, { pollMs: 60_000 });
    await registry.ready;
    t = await startTestApp({ name: database.name, open: async () => db }, { config, remotes: registry }, { seed: false });
    // the gate's dry run loads server entries over HTTP from this instance, as the renderer does
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    token = (await createDeployToken(db, 'team catalog', null)).token;
  });
  afterAll(async () => {
    registry.stop();
    await t.close();
  });

  const deploy = (remote: string, build: FakeBuild, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/deploys/${remote}`, headers: { authorization: `Bearer ${token}`, ...headers }, payload: { files: fakeRemoteFiles(remote, build), ...extra } });
  const rollback = (remote: string, to?: string) =>
    t.app.inject({ method: 'POST', url: `/api/deploys/${remote}/rollback`, headers: { authorization: `Bearer ${token}` }, payload: to ? { to } : {} });
  const overview = async () => (await t.app.inject({ method: 'GET', url: '/api/deploys', headers: { authorization: `Bearer ${token}` } })).json().data;

  it('starts from the builds of this checkout, one version each, recorded as seeds', async () => {
    expect(Object.keys(registry.map()).sort()).toEqual(['catalog', 'content']);
    const catalog = (await overview()).remotes.find((r: { name: string }) => r.name === 'catalog');
    expect(catalog.live).toMatch(/^build-[0-9a-f]{12}$/);
    expect(registry.map().catalog).toBe(`/mfe/catalog/${catalog.live}/mf-manifest.json`);
    expect(catalog.history[0]).toMatchObject({ action: 'seed', actor: 'start' });
  });

  it('copies the start-up build where versions live: a build written into its folder later changes none of its files (#39 item 2)', async () => {
    const seed = registry.live().find((r) => r.name === 'catalog')!.version;
    const served = (path: string) => t.app.inject({ method: 'GET', url: `/mfe/catalog/${seed}/${path}` });
    const before = (await served('ssr/remoteEntry.ssr.js')).body;
    expect(before).toContain('ShopPage');
    // `npm run deploy -- catalog` without --dir builds into catalog-mfe/dist
    const dist = join(root, 'catalog-mfe', 'dist');
    writeFileSync(join(dist, 'ssr', 'remoteEntry.ssr.js'), 'export const rebuilt = true;\n');
    writeFileSync(join(dist, 'mf-manifest.json'), JSON.stringify({ name: 'catalog', rebuilt: true }));
    const manifest = await served('mf-manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json().rebuilt).toBeUndefined();
    expect(manifest.headers['cache-control']).toContain('immutable');
    expect((await served('ssr/remoteEntry.ssr.js')).body).toBe(before);
    // a second start with the folder changed records that build as a version of its own and keeps the first
    await seedRegistry(db, { frontendsRoot: root, defaults: testConfig({ frontendsRoot: root }).remotes, publicUrl: 'http://127.0.0.1' });
    await registry.refresh();
    const rebuilt = registry.live().find((r) => r.name === 'catalog')!.version;
    expect(rebuilt).not.toBe(seed);
    expect((await rollback('catalog', seed)).statusCode).toBe(200);
    expect(registry.map().catalog).toBe(`/mfe/catalog/${seed}/mf-manifest.json`);
    expect((await served('ssr/remoteEntry.ssr.js')).body).toBe(before);
    // the rest of this file deploys against the first build's routes
    writeFileSync(join(dist, 'mf-manifest.json'), (await served('mf-manifest.json')).body);
    writeFileSync(join(dist, 'ssr', 'remoteEntry.ssr.js'), before);
  });

  it('refuses a deploy without a deploy token or admin session, in the envelope', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/deploys/catalog', payload: { files: fakeRemoteFiles('catalog') } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false });
    const forged = await deploy('catalog', {}, {}, { authorization: 'Bearer dpl_not-a-real-token' });
    expect(forged.statusCode).toBe(401);
    const unknown = await deploy('nosuch', {});
    expect(unknown.statusCode).toBe(404);
    const badPath = await t.app.inject({ method: 'POST', url: '/api/deploys/catalog', headers: { authorization: `Bearer ${token}` }, payload: { files: [{ path: '../etc/passwd', data: '' }] } });
    expect(badPath.statusCode).toBe(400);
  });

  it('deploys a new version that every reader sees at once, serves its files immutably, and rolls back to the previous one', async () => {
    const before = registry.map().catalog;
    const res = await deploy('catalog', withGiftCards('gift v1'), { reason: 'gift cards' });
    expect(res.statusCode, res.body).toBe(201);
    const { version } = res.json().data;
    expect(version).toMatch(/^\d{8}-\d{6}-[0-9a-f]{8}$/);
    expect(registry.map().catalog).toBe(`/mfe/catalog/${version}/mf-manifest.json`);
    expect((registry.manifest('catalog')!.manifest.metaData!.routes as { path: string }[]).map((r) => r.path)).toContain('/gift-cards');
    // one object per stored version: what readers build from it (a page's hints) is kept by it (#24)
    expect(registry.manifest('catalog')).toBe(registry.manifest('catalog'));
    const file = await t.app.inject({ method: 'GET', url: `/mfe/catalog/${version}/ssr/remoteEntry.ssr.js` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toContain('immutable');
    expect(file.headers['access-control-allow-origin']).toBe('*');

    const back = await rollback('catalog');
    expect(back.statusCode, back.body).toBe(200);
    expect(registry.map().catalog).toBe(before);
    // the rolled-back version stays servable (a tab opened before keeps working) and listed
    expect((await t.app.inject({ method: 'GET', url: `/mfe/catalog/${version}/mf-manifest.json` })).statusCode).toBe(200);
    const catalog = (await overview()).remotes.find((r: { name: string }) => r.name === 'catalog');
    expect(catalog.versions.map((v: { version: string }) => v.version)).toContain(version);
    expect(catalog.history.slice(0, 2).map((h: { action: string }) => h.action)).toEqual(['rollback', 'deploy']);
    // forward again by name
    expect((await rollback('catalog', version)).statusCode).toBe(200);
    expect(registry.map().catalog).toBe(`/mfe/catalog/${version}/mf-manifest.json`);
    // the same build again is not a new version
    const again = await deploy('catalog', withGiftCards('gift v1'));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain(version);
  });

  it('sends a stored file compressed as the client accepts it (br, else gzip), the same bytes once decoded', async () => {
    const big = `export const words = ${JSON.stringify('gift card '.repeat(800))};\n`;
    const files = [...fakeRemoteFiles('catalog', withGiftCards('compressed')), { path: 'assets/big-0a1b2c3d.js', data: Buffer.from(big).toString('base64') }];
    const res = await t.app.inject({ method: 'POST', url: '/api/deploys/catalog', headers: { authorization: `Bearer ${token}` }, payload: { files, reason: 'compressed' } });
    expect(res.statusCode, res.body).toBe(201);
    const url = `/mfe/catalog/${res.json().data.version}/assets/big-0a1b2c3d.js`;
    const get = (acceptEncoding?: string) => t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(big);
    const gz = await get('br;q=0, gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(big);
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(big);
    expect((await get('br')).rawPayload.equals(br.rawPayload)).toBe(true);
  });

  const refusals: [string, string, FakeBuild][] = [
    ['manifest', 'is remote "other"', { manifest: { name: 'other' } }],
    ['exposes', 'does not expose: GiftCardsPage', { routes: [{ path: '/gift-cards', page: 'GiftCardsPage' }], pages: { HomePage: 'ok' } }],
    ['shared-versions', 'requires react ^18.2.0', { shared: [{ name: 'react', version: '18.2.0', requiredVersion: '^18.2.0' }] }],
    ['path-collision', "/blogs is already content's", { routes: [{ path: '/blogs', page: 'GiftCardsPage' }] }],
    ['server-render', 'GiftCardsPage (/gift-cards) failed to render on the server', { pages: { GiftCardsPage: 'throws' } }],
  ];
  it.each(refusals)('refuses a version that fails the %s check, naming it, and leaves the live map untouched', async (check, says, build) => {
    const map = registry.map();
    const revision = (await overview()).revision;
    const res = await deploy('catalog', { ...build, mark: `refused ${check}` });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ success: false });
    expect(res.json().message).toContain(`Refused (${check})`);
    expect(res.json().message).toContain(says);
    expect(registry.map()).toEqual(map);
    expect((await overview()).revision).toBe(revision);
    const catalog = (await overview()).remotes.find((r: { name: string }) => r.name === 'catalog');
    expect(catalog.history[0]).toMatchObject({ action: 'refused' });
  });

  it('refuses a change made against a map that has moved on (If-Match), 412', async () => {
    const { revision } = await overview();
    const stale = await deploy('catalog', withGiftCards('stale'), {}, { 'if-match': `"${revision - 1}"` });
    expect(stale.statusCode).toBe(412);
    const fresh = await deploy('catalog', withGiftCards('fresh'), {}, { 'if-match': `"${revision}"` });
    expect(fresh.statusCode, fresh.body).toBe(201);
  });

  it('loses no deploy run in parallel: two remotes, and two deploys of one remote', async () => {
    const results = await Promise.all([
      deploy('catalog', withGiftCards('parallel a')),
      deploy('catalog', withGiftCards('parallel b')),
      deploy('content', { routes: [{ path: '/blogs', page: 'BlogsPage' }], pages: { BlogsPage: 'ok' }, mark: 'parallel c' }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const [a, b, c] = results.map((r) => r.json().data.version as string);
    const all = (await overview()).remotes;
    const history = (name: string) => all.find((r: { name: string }) => r.name === name).history.filter((h: { action: string }) => h.action === 'deploy').map((h: { version: string }) => h.version);
    expect(history('catalog')).toEqual(expect.arrayContaining([a, b]));
    expect(history('content')).toContain(c);
    expect([a, b]).toContain(all.find((r: { name: string }) => r.name === 'catalog').live);
    expect(all.find((r: { name: string }) => r.name === 'content').live).toBe(c);
  });

  it('serves a canary to a share of visitors until it is promoted', async () => {
    const live = registry.live().find((r) => r.name === 'catalog')!.version;
    const res = await deploy('catalog', withGiftCards('canary'), { canary: 20 });
    expect(res.statusCode, res.body).toBe(201);
    const { version } = res.json().data;
    expect(registry.live().find((r) => r.name === 'catalog')).toMatchObject({ version: live, canary: { version, percent: 20 } });
    const promoted = await t.app.inject({ method: 'POST', url: '/api/deploys/catalog/promote', headers: { authorization: `Bearer ${token}` } });
    expect(promoted.statusCode).toBe(200);
    expect(registry.live().find((r) => r.name === 'catalog')).toEqual({ name: 'catalog', version, entry: `/mfe/catalog/${version}/mf-manifest.json` });
  });

  it('never makes a refused version live: not by rollback --to, not by promote; it is listed as refused with its reason (#39 item 1)', async () => {
    const res = await deploy('catalog', { ...withGiftCards('refused for good'), pages: { HomePage: 'ok', ShopPage: 'ok', GiftCardsPage: 'throws' } });
    expect(res.statusCode, res.body).toBe(422);
    const refused = (await overview()).remotes.find((r: { name: string }) => r.name === 'catalog').history[0].version as string;
    const map = registry.map();
    const back = await rollback('catalog', refused);
    expect(back.statusCode, back.body).toBe(409);
    expect(back.json()).toMatchObject({ success: false, message: expect.stringContaining('refused by the gate (server-render:') });
    expect(registry.map()).toEqual(map);
    const listed = (await overview()).remotes.find((r: { name: string }) => r.name === 'catalog').versions.find((v: { version: string }) => v.version === refused);
    expect(listed).toMatchObject({ status: 'refused', gate: 'refused', gateReason: expect.stringContaining('server-render: GiftCardsPage (/gift-cards) failed to render') });
    // the same bytes again are checked again (and refused again), never "already version …; roll back to it"
    const again = await deploy('catalog', { ...withGiftCards('refused for good'), pages: { HomePage: 'ok', ShopPage: 'ok', GiftCardsPage: 'throws' } });
    expect(again.statusCode, again.body).toBe(422);
    expect(again.json().message).not.toContain('roll back to it');
    expect(again.json().data ?? null).toBeNull();
    // no other path either: the map's own change refuses it under its lock (promote and the canary guard go through it)
    await expect(changeLive(db, { remote: 'catalog', live: refused, action: 'promote', actor: 'test' })).rejects.toThrow(/refused by the gate/);
    await expect(changeLive(db, { remote: 'catalog', live: registry.live().find((r) => r.name === 'catalog')!.version, canary: { version: refused, percent: 10 }, action: 'canary', actor: 'test' })).rejects.toThrow(/refused by the gate/);
    expect(registry.map()).toEqual(map);
  });

  it('refuses to roll back to a version still being checked by the gate', async () => {
    await insertVersion(db, { remote: 'catalog', version: '20990101-000000-0000abcd', entry: '/mfe/catalog/20990101-000000-0000abcd/mf-manifest.json', contentHash: '0000abcd', manifest: {}, source: 'upload', createdBy: 'test', gate: 'pending' });
    const res = await rollback('catalog', '20990101-000000-0000abcd');
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toContain('has not passed the gate');
  });

  it("takes an admin's session as well as a deploy token (the Deploys page), and refuses a shopper's, 403", async () => {
    const owner = await signupAdmin(t);
    const asOwner = { authorization: `Bearer ${owner.accessToken}` };
    const read = await t.app.inject({ method: 'GET', url: '/api/deploys', headers: asOwner });
    expect(read.statusCode).toBe(200);
    expect(read.json().data.remotes.map((r: { name: string }) => r.name)).toContain('catalog');
    // past the gate of who may deploy: refused for what it asks (no canary left), in the envelope
    const promote = await t.app.inject({ method: 'POST', url: '/api/deploys/catalog/promote', headers: asOwner });
    expect(promote.statusCode).toBe(409);
    expect(promote.json()).toMatchObject({ success: false, message: expect.stringContaining('no canary') });
    const shopper = await signup(t);
    const refused = await t.app.inject({ method: 'GET', url: '/api/deploys', headers: { authorization: `Bearer ${shopper.accessToken}` } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false });
  });

  it('runs the gate again on a re-upload of a refused build: it goes live once what refused it is gone (#39 item 1)', async () => {
    const claimsNews: FakeBuild = { routes: [...catalogRoutes, { path: '/news', page: 'GiftCardsPage' }], pages: { HomePage: 'ok', ShopPage: 'ok', GiftCardsPage: 'ok' }, mark: 'news' };
    expect((await deploy('content', { routes: [{ path: '/blogs', page: 'BlogsPage' }, { path: '/news', page: 'BlogsPage' }], pages: { BlogsPage: 'ok' }, mark: 'content with news' })).statusCode).toBe(201);
    const first = await deploy('catalog', claimsNews);
    expect(first.statusCode, first.body).toBe(422);
    expect(first.json().message).toContain('Refused (path-collision)');
    expect((await deploy('content', { routes: [{ path: '/blogs', page: 'BlogsPage' }], pages: { BlogsPage: 'ok' }, mark: 'content without news' })).statusCode).toBe(201);
    const second = await deploy('catalog', claimsNews);
    expect(second.statusCode, second.body).toBe(201);
    expect(registry.map().catalog).toBe(`/mfe/catalog/${second.json().data.version}/mf-manifest.json`);
    expect((await overview()).remotes.find((r: { name: string }) => r.name === 'catalog').versions[0]).toMatchObject({ status: 'live', gate: 'passed', gateReason: null });
  });
});
