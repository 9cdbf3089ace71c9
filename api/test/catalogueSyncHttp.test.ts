import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { testDatabases } from './helpers/testDatabases.ts';
import { startTestApp, type TestApp } from './helpers/testApp.ts';
import { eventually } from './fakes/shopper.ts';
import { signupAdmin } from './authHelpers.ts';
import { buildApp } from '../src/app.ts';
import { openPostgres } from '../src/db/postgres.ts';
import type { Db } from '../src/db/db.ts';
import type { PrintProvider } from '../src/providers/print/printProvider.ts';
import type { ProviderProduct } from '../src/providers/print/catalogueSource.ts';
import { createLocalPrintProvider } from '../src/providers/print/local/localPrintProvider.ts';

/**
 * The local provider, held at a gate after `after` products until the test opens it: a sync that is
 * provably still running while the clicks arrive. `change` rewrites each product (a new catalogue).
 */
function gatedProvider(after: number, change: (p: ProviderProduct) => ProviderProduct = (p) => p) {
  const base = createLocalPrintProvider();
  let open!: () => void;
  let reached!: () => void;
  const gate = new Promise<void>((r) => (open = r));
  const atGate = new Promise<void>((r) => (reached = r));
  const catalogue = Object.create(base.catalogue) as PrintProvider['catalogue'];
  catalogue.listProducts = async function* () {
    let i = 0;
    for await (const p of base.catalogue.listProducts()) {
      if (i++ === after) {
        reached();
        await gate;
      }
      yield change(p);
    }
  };
  return { provider: { ...base, name: base.name, catalogue, fulfilment: base.fulfilment } as PrintProvider, open, atGate };
}

const listen = async (app: FastifyInstance) => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
};

/** "Sync now" over real HTTP: parallel clicks through listening servers, not app.inject (issue #42). */
describe.each(testDatabases)('catalogue sync single-flight over HTTP on $name', (database) => {
  let t: TestApp;
  let other: { app: FastifyInstance; db: Db | null };
  let urls: string[];
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp(database);
    const owner = await signupAdmin(t);
    headers = { authorization: `Bearer ${owner.accessToken}`, 'content-type': 'application/json' };
    // a second instance of the store on the same database: on PostgreSQL its own pool, as another process has
    let db: Db | null = null;
    if (database.name === 'postgres') {
      const [{ s }] = await t.db.query<{ s: string }>('SELECT current_schema() AS s');
      db = await openPostgres(process.env.TEST_DATABASE_URL!, { schema: s, max: 5 });
    }
    const app = await buildApp({ ...t.deps, db: db ?? t.deps.db });
    other = { app, db };
    urls = [await listen(t.app), await listen(app)];
  }, 120_000);
  afterAll(async () => {
    await other.app.close();
    await other.db?.close();
    await t.close();
  });

  const runs = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM catalogue_sync_runs'))[0]!.n;
  const noneRunning = () => eventually(async () => (await t.db.query(`SELECT 1 FROM catalogue_sync_runs WHERE status = 'running'`)).length === 0, 60_000);
  const useProvider = (p: PrintProvider) => {
    (t.deps as { print: PrintProvider }).print = p;
  };
  /** ten clicks at once, alternating between the two instances */
  const tenClicks = () =>
    Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const res = await fetch(`${urls[i % 2]}/api/admin/catalogue/sync`, { method: 'POST', headers, body: '{}' });
        return { status: res.status, body: (await res.json()) as { success: boolean; message: string } };
      }),
    );

  it('starts exactly one run for 10 parallel clicks while none runs; the other 9 are refused (409, success false)', async () => {
    await noneRunning();
    const gated = gatedProvider(300);
    useProvider(gated.provider);
    const before = await runs();
    const replies = await tenClicks();
    expect(replies.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    for (const r of replies.filter((x) => x.status === 409)) expect(r.body).toMatchObject({ success: false, message: 'A catalogue sync is already running.' });
    expect(replies.find((r) => r.status === 200)!.body).toMatchObject({ success: true, message: 'Catalogue sync started' });
    expect((await runs()) - before).toBe(1);
    gated.open();
    await noneRunning();
    expect((await t.db.query<{ status: string }>('SELECT status FROM catalogue_sync_runs ORDER BY id DESC LIMIT 1'))[0]?.status).toBe('succeeded');
  }, 120_000);

  it('starts none for 10 parallel clicks while a sync is running', async () => {
    await noneRunning();
    const gated = gatedProvider(300);
    useProvider(gated.provider);
    const first = await fetch(`${urls[0]}/api/admin/catalogue/sync`, { method: 'POST', headers, body: '{}' });
    expect(first.status).toBe(200);
    await gated.atGate;
    const before = await runs();
    const replies = await tenClicks();
    expect(replies.map((r) => r.status)).toEqual(Array(10).fill(409));
    expect(replies.every((r) => r.body.success === false)).toBe(true);
    expect(await runs()).toBe(before);
    // the running sync reports how far it has got, on either instance
    const state = (await (await fetch(`${urls[1]}/api/admin/catalogue/sync`, { headers })).json()) as { data: { progress: { phase: string; staged: number } | null } };
    expect(state.data.progress).toMatchObject({ phase: 'staging' });
    gated.open();
    await noneRunning();
  }, 120_000);

  it('a store that stops mid-sync leaves the live catalogue untouched, files the run as stopped, and starts clean next time', async () => {
    await noneRunning();
    const titles = async () => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM products WHERE title LIKE '% (v2)'`))[0]!.n;
    const [{ n: products }] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
    // a third instance, stopped while its sync stages a changed catalogue
    const stopping = await buildApp(t.deps);
    const url = await listen(stopping);
    const gated = gatedProvider(500, (p) => ({ ...p, title: `${p.title} (v2)` }));
    useProvider(gated.provider);
    expect((await fetch(`${url}/api/admin/catalogue/sync`, { method: 'POST', headers, body: '{}' })).status).toBe(200);
    await gated.atGate;
    const closed = stopping.close();
    gated.open();
    await closed;
    const [run] = await t.db.query<{ status: string; message: string }>('SELECT status, message FROM catalogue_sync_runs ORDER BY id DESC LIMIT 1');
    expect(run).toEqual({ status: 'failed', message: 'Stopped before it finished.' });
    expect(await titles()).toBe(0);
    expect((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM products'))[0]!.n).toBe(products);
    // nothing of the stopped sync is left in the staging schema
    const [{ s }] = await t.db.query<{ s: string }>('SELECT current_schema() AS s');
    const staged = await t.db.query(`SELECT tablename FROM pg_tables WHERE schemaname = $1`, [s === 'public' ? 'catalogue_staging' : `${s}_staging`]);
    expect(staged).toEqual([]);
    // the next start is clean: it runs to the end and brings the change in
    const again = await fetch(`${urls[0]}/api/admin/catalogue/sync`, { method: 'POST', headers, body: '{}' });
    expect(again.status).toBe(200);
    await noneRunning();
    expect((await t.db.query<{ status: string }>('SELECT status FROM catalogue_sync_runs ORDER BY id DESC LIMIT 1'))[0]?.status).toBe('succeeded');
    expect(await titles()).toBe(products);
    const listed = (await (await fetch(`${urls[0]}/api/t-shirts`)).json()) as { data: { title: string }[] };
    expect(listed.data[0]!.title).toMatch(/ \(v2\)$/);
  }, 180_000);
});
