import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/testApp.ts';
import { testDatabases } from './helpers/testDatabases.ts';
import { passphrase, schemaName, startWriters, tempDir, testBackupEnv } from './helpers/backupFixtures.ts';
import { runBackup } from '../src/backups/runBackup.ts';
import { readBackup } from '../src/backups/backupReader.ts';
import { restore } from '../src/backups/restore.ts';
import { embeddedTarget, postgresTarget } from '../src/backups/restoreTargets.ts';
import { openPglite } from '../src/db/pglite.ts';
import { openPostgres } from '../src/db/postgres.ts';
import type { Db } from '../src/db/db.ts';

const pgUrl = process.env.TEST_DATABASE_URL;

async function countsOf(db: Db, tables: string[]) {
  const out: Record<string, number> = {};
  for (const t of tables) out[t] = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${t}"`))[0].n;
  return out;
}

describe.each(testDatabases)('backup and restore on $name', (database) => {
  let t: TestApp;
  const env = testBackupEnv();
  beforeAll(async () => {
    t = await startTestApp(database, { backups: env });
  });
  afterAll(async () => {
    await t.close();
  });

  it('takes a backup while 8 clients write; a fresh restore has every order and account acknowledged before it started', async () => {
    const writers = await startWriters(t, 8);
    while (writers.acked.orders.length < 24) await new Promise((r) => setTimeout(r, 50));
    // acknowledged before the backup started: copied now, before runBackup is called
    const users = [...writers.acked.users];
    const orders = [...writers.acked.orders];
    const out = await runBackup({ ...t.deps, backups: env }, 'manual');
    await new Promise((r) => setTimeout(r, 200));
    await writers.stop();
    expect(writers.acked.orders.length).toBeGreaterThan(orders.length);

    const file = join(env.store.where, out.name);
    const { manifest } = await readBackup(file);
    expect(manifest).toMatchObject({ databaseKind: database.name, secrets: 'sealed', format: 1 });
    expect(manifest.migrationLevel).toBe(manifest.migrations.at(-1));
    expect(manifest.tables.every((x) => /^[0-9a-f]{64}$/.test(x.sha256))).toBe(true);

    const dataDir = tempDir('restore');
    const restored = await restore(file, embeddedTarget(dataDir), { passphrase });
    expect(restored.secretsRestored).toBe(true);
    for (const c of restored.counts) expect(c.rows, c.name).toBe(c.expected);
    const db = await openPglite(join(dataDir, 'pgdata'));
    try {
      const haveUsers = new Set((await db.query<{ id: number }>('SELECT id FROM users')).map((r) => String(r.id)));
      const haveOrders = new Set((await db.query<{ id: number }>('SELECT id FROM orders')).map((r) => Number(r.id)));
      expect(users.filter((u) => !haveUsers.has(u))).toEqual([]);
      expect(orders.filter((o) => !haveOrders.has(o))).toEqual([]);
      expect((await db.query('SELECT name FROM secrets')).length).toBe((await t.db.query('SELECT name FROM secrets')).length);
      // the sequences carry on past the restored rows: a new order gets a fresh id
      const [{ n }] = await db.query<{ n: number }>(`SELECT (nextval(pg_get_serial_sequence('orders', 'id')) > max(id)) AS n FROM orders`);
      expect(n).toBe(true);
    } finally {
      await db.close();
    }

    // the same backup into the other kind of database gives the same rows, table by table
    if (pgUrl) {
      const schema = schemaName();
      const toPg = await restore(file, postgresTarget(pgUrl, schema), { passphrase });
      expect(Object.fromEntries(toPg.counts.map((c) => [c.name, c.rows]))).toEqual(Object.fromEntries(restored.counts.map((c) => [c.name, c.rows])));
      const pg = await openPostgres(pgUrl, { schema, max: 1, applicationName: 'test' });
      try {
        expect(await countsOf(pg, ['users', 'orders'])).toEqual({ users: restored.counts.find((c) => c.name === 'users')!.rows, orders: restored.counts.find((c) => c.name === 'orders')!.rows });
      } finally {
        await pg.exec(`DROP SCHEMA ${schema} CASCADE`).catch(() => {});
        await pg.close();
      }
    }
  }, 480_000);

  it('a second restore into the same directory keeps the first aside and never overwrites it', async () => {
    const out = await runBackup({ ...t.deps, backups: env }, 'manual');
    const file = join(env.store.where, out.name);
    const dataDir = tempDir('restore-twice');
    await restore(file, embeddedTarget(dataDir), { passphrase });
    const second = await restore(file, embeddedTarget(dataDir), { passphrase });
    expect(second.aside).toMatch(/pgdata\.before-restore-/);
    expect(existsSync(second.aside!)).toBe(true);
    expect(readdirSync(dataDir).filter((n) => n.startsWith('pgdata'))).toHaveLength(2);
  }, 360_000);
});
