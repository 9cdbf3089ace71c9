import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from './helpers/testDatabases.ts';
import { startTestApp, type TestApp } from './helpers/testApp.ts';
import { eventually } from './fakes/shopper.ts';
import { signup } from './authHelpers.ts';
import { catalogueSyncs, HEARTBEAT_EVERY_MS, INTERRUPTED_MESSAGE, recoverInterruptedSyncs, syncState } from '../src/admin/catalogueSyncRuns.ts';
import { createProductStage, openStage } from '../src/catalog/catalogueStage.ts';
import type { PrintProvider } from '../src/providers/print/printProvider.ts';
import { createLocalPrintProvider } from '../src/providers/print/local/localPrintProvider.ts';

/** The local provider, held after its first products until `open()`: a sync provably running. */
function gatedProvider() {
  const base = createLocalPrintProvider();
  let open!: () => void;
  const gate = new Promise<void>((r) => (open = r));
  const catalogue = Object.create(base.catalogue) as PrintProvider['catalogue'];
  catalogue.listProducts = async function* () {
    let i = 0;
    for await (const p of base.catalogue.listProducts()) {
      if (i++ === 150) await gate;
      yield p;
    }
  };
  return { provider: { ...base, name: base.name, catalogue, fulfilment: base.fulfilment } as PrintProvider, open };
}

/**
 * A run whose process died (kill -9) must not block "Sync now" (issue #42): a running sync keeps a
 * heartbeat; a run silent for 30 s is filed interrupted; on the embedded database every run still
 * running at start is, and the staging tables it left are dropped (api/test/syncCrash.test.ts kills
 * a real store).
 */
describe.each(testDatabases)('catalogue sync runs after a crash on $name', (database) => {
  let t: TestApp;
  let actor: string;
  beforeAll(async () => {
    t = await startTestApp(database);
    actor = (await signup(t)).user.id;
  }, 120_000);
  afterAll(() => t.close());
  const lastRun = async () => (await t.db.query<{ status: string; message: string | null }>('SELECT status, message FROM catalogue_sync_runs ORDER BY id DESC LIMIT 1'))[0];
  const noneRunning = () => eventually(async () => (await t.db.query(`SELECT 1 FROM catalogue_sync_runs WHERE status = 'running'`)).length === 0, 60_000);

  it('a running run with a recent heartbeat blocks "Sync now"; one silent for 30 s reads interrupted and blocks nothing', async () => {
    await noneRunning();
    const syncs = catalogueSyncs(t.deps);
    // another instance's run, alive 10 s ago
    await t.db.query(`INSERT INTO catalogue_sync_runs (status, phase, staged, applied, heartbeat_at) VALUES ('running', 'applying', 300, 20, now() - interval '10 seconds')`);
    await expect(syncs.start(actor)).rejects.toMatchObject({ statusCode: 409 });
    expect((await syncState(t.db)).progress).toMatchObject({ phase: 'applying' });
    // its process died: no heartbeat for 31 s
    await t.db.query(`UPDATE catalogue_sync_runs SET heartbeat_at = now() - interval '31 seconds' WHERE status = 'running'`);
    const state = await syncState(t.db);
    expect(state.lastRun).toMatchObject({ status: 'failed', message: INTERRUPTED_MESSAGE });
    expect(state.progress).toBeNull();
    await syncs.start(actor);
    await noneRunning();
    expect(await lastRun()).toMatchObject({ status: 'succeeded' });
  }, 120_000);

  it('a running sync refreshes its heartbeat while a phase reports nothing', async () => {
    await noneRunning();
    const gated = gatedProvider();
    const syncs = catalogueSyncs({ ...t.deps, print: gated.provider });
    await syncs.start(actor);
    const beat = async () => (await t.db.query<{ at: Date }>(`SELECT heartbeat_at AS at FROM catalogue_sync_runs WHERE status = 'running'`))[0]?.at;
    const first = new Date((await beat())!).getTime();
    await new Promise((r) => setTimeout(r, HEARTBEAT_EVERY_MS + 1_500));
    expect(new Date((await beat())!).getTime()).toBeGreaterThan(first + HEARTBEAT_EVERY_MS / 2);
    gated.open();
    await noneRunning();
  }, 120_000);

  it('at the embedded store\'s start every running run is interrupted and every staging table dropped', async () => {
    await noneRunning();
    await t.db.query(`INSERT INTO catalogue_sync_runs (status, phase, staged, applied, heartbeat_at) VALUES ('running', 'staging', 100, 0, now())`);
    const stage = await openStage(t.db);
    await createProductStage(t.db, stage);
    const [{ s }] = await t.db.query<{ s: string }>('SELECT current_schema() AS s');
    const staging = s === 'public' ? 'catalogue_staging' : `${s}_staging`;
    const tables = () => t.db.query<{ t: string }>('SELECT tablename AS t FROM pg_tables WHERE schemaname = $1', [staging]);
    expect(await tables()).toHaveLength(1);
    await recoverInterruptedSyncs(t.db);
    expect(await lastRun()).toEqual({ status: 'failed', message: INTERRUPTED_MESSAGE });
    expect(await tables()).toEqual([]);
    expect(await t.db.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [staging])).toEqual([]);
    // and "Sync now" is accepted at once
    await catalogueSyncs(t.deps).start(actor);
    await noneRunning();
    expect(await lastRun()).toMatchObject({ status: 'succeeded' });
  }, 120_000);
});
