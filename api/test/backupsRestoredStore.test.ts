import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/testApp.ts';
import { testDatabases } from './helpers/testDatabases.ts';
import { passphrase, schemaName, tempDir, testBackupEnv } from './helpers/backupFixtures.ts';
import { post, signup } from './authHelpers.ts';
import { runBackup, reportBackupsOf } from '../src/backups/runBackup.ts';
import { recentRuns } from '../src/backups/backupRuns.ts';
import { restore } from '../src/backups/restore.ts';
import { embeddedTarget, postgresTarget, type RestoreTarget } from '../src/backups/restoreTargets.ts';
import { registry } from '../src/cluster/metrics.ts';
import { openPglite } from '../src/db/pglite.ts';
import { openPostgres } from '../src/db/postgres.ts';
import type { Db } from '../src/db/db.ts';

const pgUrl = process.env.TEST_DATABASE_URL;

/** A restore target of the same kind as the database the backup came from, and how to open what it restored. */
function targetFor(kind: 'pglite' | 'postgres') {
  if (kind === 'pglite') {
    const dir = tempDir('restored');
    return { target: (): RestoreTarget => embeddedTarget(dir), open: () => openPglite(join(dir, 'pgdata')), drop: async () => {} };
  }
  const schema = schemaName();
  return {
    schema,
    target: (): RestoreTarget => postgresTarget(pgUrl!, schema),
    open: () => openPostgres(pgUrl!, { schema, max: 2, applicationName: 'test' }),
    drop: async () => {
      const pg = await openPostgres(pgUrl!, { max: 1, applicationName: 'test' });
      const left = await pg.query<{ n: string }>(`SELECT nspname AS n FROM pg_namespace WHERE nspname LIKE $1`, [`${schema}%`]);
      for (const { n } of left) await pg.exec(`DROP SCHEMA "${n}" CASCADE`).catch(() => {});
      await pg.close();
    },
  };
}

async function lastSuccessMetric(db: Db): Promise<number> {
  reportBackupsOf(db);
  const metric = await registry.getSingleMetric('store_backup_last_success_timestamp_seconds')!.get();
  return metric.values[0]?.value ?? 0;
}

describe.each(testDatabases)('what a restored store says and lets in, on $name', (database) => {
  let t: TestApp;
  const env = testBackupEnv();
  let file = '';
  let runId = 0;
  let shopper: Awaited<ReturnType<typeof signup>>;
  const cleanups: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    t = await startTestApp(database, { backups: env });
    shopper = await signup(t);
    const out = await runBackup({ ...t.deps, backups: env }, 'manual');
    file = join(env.store.where, out.name);
    runId = out.runId;
  }, 120_000);
  afterAll(async () => {
    for (const c of cleanups) await c();
    await t.close();
  });

  /** Restores the backup, then serves the restored database with this store's signing key (the same key: as when it comes from the environment). */
  async function restoredApp(opts: { withoutSecrets?: boolean }) {
    const where = targetFor(database.name);
    cleanups.push(where.drop);
    const out = await restore(file, where.target(), { passphrase, ...opts });
    const db = await where.open();
    const app = await startTestApp({ name: database.name, open: async () => db }, { config: t.deps.config, backups: env }, { seed: false });
    cleanups.unshift(() => app.close());
    return { out, db, app, where };
  }

  it('the run that took the backup is recorded as succeeded in the restored store, and the metric reads it (item 14)', async () => {
    const { db, app } = await restoredApp({});
    const runs = await recentRuns(db);
    const run = runs.find((r) => r.id === runId)!;
    expect(run).toMatchObject({ status: 'succeeded', fileName: file.split('/').at(-1), error: null, secretsIncluded: true });
    expect(run.sizeBytes).toBeGreaterThan(0);
    expect(runs.filter((r) => r.status === 'running')).toEqual([]);
    // the Backups page's overview: no "The last backup failed"
    const admin = await app.app.inject({ method: 'GET', url: '/api/admin/backups', headers: await ownerHeaders(app) });
    expect(admin.json().data.runs[0]).toMatchObject({ id: runId, status: 'succeeded' });
    expect(admin.json().data.lastSuccessAt).toBe(run.finishedAt);
    const seconds = await lastSuccessMetric(db);
    expect(seconds).toBe(Date.parse(run.finishedAt!) / 1000);
    expect(seconds).toBeGreaterThan(0);
  }, 240_000);

  it('with its secrets a restored store keeps the sessions; without them nobody stays signed in, even under the same key (item 13)', async () => {
    const kept = await restoredApp({});
    expect(kept.out.secretsRestored).toBe(true);
    expect((await post(kept.app, '/api/auth/refresh', { refreshToken: shopper.refreshToken })).status).toBe(200);

    const without = await restoredApp({ withoutSecrets: true });
    expect(without.out.secretsRestored).toBe(false);
    const refused = await post(without.app, '/api/auth/refresh', { refreshToken: shopper.refreshToken });
    expect(refused.status).toBe(401);
    expect(refused.body.success).toBe(false);
    const [{ live }] = await without.db.query<{ live: number }>('SELECT count(*)::int AS live FROM refresh_tokens WHERE revoked_at IS NULL');
    expect(live).toBe(0);
  }, 360_000);

  it.runIf(database.name === 'postgres')('the set-aside schema printed is the real one (item 16)', async () => {
    const where = targetFor('postgres');
    cleanups.push(where.drop);
    await restore(file, where.target(), { passphrase });
    const second = await restore(file, where.target(), { passphrase });
    expect(second.aside).toMatch(new RegExp(`^${where.schema}_before_restore_\\d{8}t\\d{6}$`));
    const pg = await openPostgres(pgUrl!, { max: 1, applicationName: 'test' });
    try {
      expect(await pg.query(`SELECT 1 FROM pg_namespace WHERE nspname = $1`, [second.aside])).toHaveLength(1);
    } finally {
      await pg.close();
    }
  }, 240_000);
});

async function ownerHeaders(app: TestApp) {
  const { ensureAdmin } = await import('../src/admin/roles.ts');
  const email = `owner-${Date.now().toString(36)}@example.com`;
  await ensureAdmin(app.db, email, 'owner-password-1');
  const login = await post(app, '/api/auth/login', { email, password: 'owner-password-1' });
  return { authorization: `Bearer ${login.body.data.accessToken}` };
}
