import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from './helpers/testDatabases.ts';
import { startTestApp, testConfig, type TestApp } from './helpers/testApp.ts';
import { fakeRemoteFiles, fakeStoreRoot, type FakeBuild } from './helpers/fakeRemoteBuild.ts';
import { databaseRegistry } from '../src/remotes/registry.ts';
import { seedRegistry } from '../src/remotes/seedRegistry.ts';
import { createDeployToken } from '../src/remotes/deployTokens.ts';

const repo = join(import.meta.dirname, '..', '..');
const shop: FakeBuild = { routes: [{ path: '/shop', page: 'ShopPage' }], pages: { ShopPage: 'ok' } };

/** A built remote folder, as `npm run deploy -- <remote> --dir` takes it. */
function builtDir(remote: string, build: FakeBuild): string {
  const dir = mkdtempSync(join(tmpdir(), `built-${remote}-`));
  for (const f of fakeRemoteFiles(remote, build)) {
    mkdirSync(dirname(join(dir, f.path)), { recursive: true });
    writeFileSync(join(dir, f.path), Buffer.from(f.data, 'base64'));
  }
  return dir;
}

/** Runs `npm run deploy` / `npm run rollback`'s script as a person would, to its exit. */
function command(script: 'deploy' | 'rollback', args: string[], store: string, token: string): Promise<{ code: number; out: string; err: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [join(repo, 'scripts', 'deploy', `${script}.mjs`), ...args, '--store', store], { env: { ...process.env, DEPLOY_TOKEN: token }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('exit', (code) => done({ code: code ?? -1, out, err }));
  });
}

describe.each(testDatabases)('the deploy and rollback commands on $name (#39 item 4)', (database) => {
  let t: TestApp;
  let registry: ReturnType<typeof databaseRegistry>;
  let token = '';
  let store = '';
  beforeAll(async () => {
    const root = fakeStoreRoot({ catalog: { ...shop, mark: 'seed' }, content: { routes: [{ path: '/blogs', page: 'BlogsPage' }], pages: { BlogsPage: 'ok' } } });
    const config = testConfig({ frontendsRoot: root });
    const db = await database.open();
    await seedRegistry(db, { frontendsRoot: root, defaults: config.remotes, publicUrl: config.publicUrl });
    registry = databaseRegistry(db, { pollMs: 60_000 });
    await registry.ready;
    t = await startTestApp({ name: database.name, open: async () => db }, { config, remotes: registry }, { seed: false });
    store = await t.app.listen({ port: 0, host: '127.0.0.1' });
    token = (await createDeployToken(db, 'team catalog', null)).token;
  });
  afterAll(async () => {
    registry.stop();
    await t.close();
  });

  it('with --if-live, of two deploys run in parallel against one live version, one lands and the other changes nothing and exits non-zero, saying why', async () => {
    const seed = registry.live().find((r) => r.name === 'catalog')!.version;
    const [a, b] = await Promise.all(
      ['parallel a', 'parallel b'].map((mark) => command('deploy', ['catalog', '--dir', builtDir('catalog', { ...shop, mark }), '--if-live', seed], store, token)),
    );
    const results = [a!, b!];
    const won = results.filter((r) => r.code === 0);
    const lost = results.filter((r) => r.code !== 0);
    expect(won, JSON.stringify(results)).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]!.err).toMatch(/nothing was (made live|changed)/);
    await registry.refresh();
    expect(registry.live().find((r) => r.name === 'catalog')!.version).toBe(won[0]!.out.trim());
    // a stale --if-live is refused before anything is sent
    const stale = await command('rollback', ['catalog', '--to', seed, '--if-live', seed], store, token);
    expect(stale.code).toBe(1);
    expect(stale.err).toContain(`live version is ${won[0]!.out.trim()}, not ${seed}`);
    const fresh = await command('rollback', ['catalog', '--to', seed, '--if-live', won[0]!.out.trim()], store, token);
    expect(fresh.code, fresh.err).toBe(0);
    expect(fresh.err).toContain('is live again');
  });

  it('refuses to roll back to a version the gate refused, exit 1', async () => {
    const refused = await command('deploy', ['catalog', '--dir', builtDir('catalog', { ...shop, pages: { ShopPage: 'throws' }, mark: 'throws' })], store, token);
    expect(refused.code).toBe(1);
    const version = (await t.app.inject({ method: 'GET', url: '/api/deploys', headers: { authorization: `Bearer ${token}` } })).json().data.remotes.find((r: { name: string }) => r.name === 'catalog').history[0].version as string;
    const back = await command('rollback', ['catalog', '--to', version], store, token);
    expect(back.code).toBe(1);
    expect(back.err).toContain('refused by the gate');
    expect(back.err).not.toContain('is live again');
  });
});

describe('a deploy replaced before the command returned (#39 item 4)', () => {
  let server: Server;
  let store = '';
  beforeAll(async () => {
    // a store where another deploy lands between this one's reply and its read-back
    server = createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      if (req.method === 'POST') {
        req.resume();
        res.statusCode = 201;
        res.end(JSON.stringify({ success: true, message: 'catalog 20260101-000000-aaaaaaaa is live.', data: { version: '20260101-000000-aaaaaaaa', revision: 7, canary: false } }));
        return;
      }
      res.end(JSON.stringify({ success: true, message: '', data: { revision: 8, remotes: [{ name: 'catalog', live: '20260101-000000-bbbbbbbb', canary: null, history: [{ version: '20260101-000000-bbbbbbbb', action: 'deploy', actor: 'team b' }] }] } }));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    store = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('says it was replaced, by whom, and exits 3 instead of printing "is live"', async () => {
    const res = await command('deploy', ['catalog', '--dir', builtDir('catalog', shop)], store, 'dpl_test');
    expect(res.code).toBe(3);
    expect(res.err).toContain('20260101-000000-aaaaaaaa was replaced before this command returned');
    expect(res.err).toContain('20260101-000000-bbbbbbbb (deploy by team b)');
    expect(res.err).not.toContain('is live.');
  });
});
