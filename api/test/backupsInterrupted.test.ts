import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../src/db/db.ts';
import { testDatabases } from './helpers/testDatabases.ts';
import { testConfig } from './helpers/testApp.ts';
import { testBackupEnv } from './helpers/backupFixtures.ts';
import { runBackup, type BackupDeps } from '../src/backups/runBackup.ts';
import type { BackupStore } from '../src/backups/backupStore.ts';
import { BackupAlreadyRunning, beat, interruptedError, interruptStaleRuns, lastRuns, recentRuns, startRun } from '../src/backups/backupRuns.ts';

// Issue #42: a backup whose process died (kill -9) stayed 'running' and refused every new backup for
// an hour. A running backup now beats every few seconds; a run silent for 30 s is interrupted.

describe.each(testDatabases)('a backup run left running on $name', (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await database.open();
  });
  afterAll(async () => {
    await db.close();
  });
  const runWith = async (heartbeat: string | null, started = 'now()') =>
    Number((await db.query<{ id: number }>(`INSERT INTO backup_runs (trigger, status, started_at, heartbeat_at) VALUES ('manual', 'running', ${started}, ${heartbeat ?? 'NULL'}) RETURNING id`))[0].id);
  const statusOf = async (id: number) => (await db.query<{ status: string; error: string | null }>('SELECT status, error FROM backup_runs WHERE id = $1', [id]))[0];
  // each case starts with no run going (one case failing leaves none to the next)
  beforeEach(async () => {
    await db.query(`UPDATE backup_runs SET status = 'failed' WHERE status = 'running'`);
  });

  it('one that beat within 30 s is running: a new backup is refused', async () => {
    const id = await runWith(`now() - interval '20 seconds'`);
    expect((await lastRuns(db)).running).toBe(true);
    await expect(startRun(db, 'manual')).rejects.toBeInstanceOf(BackupAlreadyRunning);
    // its beat keeps it so
    await db.query(`UPDATE backup_runs SET heartbeat_at = now() - interval '29 seconds' WHERE id = $1`, [id]);
    await beat(db, id);
    await expect(startRun(db, 'manual')).rejects.toBeInstanceOf(BackupAlreadyRunning);
    expect((await statusOf(id)).status).toBe('running');
  });

  it('one silent for more than 30 s is interrupted: the page reads it failed and a new backup starts at once', async () => {
    const id = await runWith(`now() - interval '31 seconds'`, `now() - interval '2 minutes'`);
    expect((await lastRuns(db)).running).toBe(false);
    expect((await recentRuns(db)).find((r) => r.id === id)).toMatchObject({ status: 'failed', error: interruptedError });
    await db.query(`UPDATE backup_runs SET status = 'running', error = NULL, finished_at = NULL WHERE id = $1`, [id]);
    const next = await startRun(db, 'manual');
    expect(await statusOf(id)).toEqual({ status: 'failed', error: 'Interrupted (the store stopped during the backup).' });
    expect((await statusOf(next)).status).toBe('running');
  });

  it('one recorded before heartbeats keeps the hour', async () => {
    const young = await runWith(null, `now() - interval '10 minutes'`);
    await expect(startRun(db, 'manual')).rejects.toBeInstanceOf(BackupAlreadyRunning);
    await db.query(`UPDATE backup_runs SET started_at = now() - interval '61 minutes' WHERE id = $1`, [young]);
    await startRun(db, 'manual');
    expect((await statusOf(young)).status).toBe('failed');
  });

  it('a running backup beats every 5 s until it ends', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    // the file waits to be moved in until let go: the run stays running meanwhile
    let letGo!: () => void;
    const held = new Promise<void>((r) => (letGo = r));
    try {
      const store = testBackupEnv().store;
      const gated: BackupStore = { ...store, put: async (name, path) => (await held, store.put(name, path)) };
      const d = { db, config: testConfig(), mail: { send: async () => {} }, backups: { store: gated, scheduleOn: false } } as unknown as BackupDeps;
      const run = runBackup(d, 'manual');
      let id = 0;
      while (!id) id = Number((await db.query<{ id: number }>(`SELECT id FROM backup_runs WHERE status = 'running'`))[0]?.id ?? 0);
      await db.query(`UPDATE backup_runs SET heartbeat_at = now() - interval '1 minute' WHERE id = $1`, [id]);
      await vi.advanceTimersByTimeAsync(5_000);
      await vi.waitFor(async () => expect((await lastRuns(db)).running).toBe(true));
      letGo();
      await run;
      expect((await statusOf(id)).status).toBe('succeeded');
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      letGo();
      vi.useRealTimers();
    }
  });

  it('at the embedded store start, every running run is interrupted, however fresh its beat', async () => {
    const id = await runWith('now()');
    await interruptStaleRuns(db, { all: true });
    expect(await statusOf(id)).toEqual({ status: 'failed', error: interruptedError });
  });
});
