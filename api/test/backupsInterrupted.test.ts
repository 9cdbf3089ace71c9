import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/db.ts';
import { testDatabases } from './helpers/testDatabases.ts';
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

  it('at the embedded store start, every running run is interrupted, however fresh its beat', async () => {
    const id = await runWith('now()');
    await interruptStaleRuns(db, { all: true });
    expect(await statusOf(id)).toEqual({ status: 'failed', error: interruptedError });
  });
});
