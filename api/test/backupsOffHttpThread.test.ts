import { readdirSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, testConfig, type TestApp } from './helpers/testApp.ts';
import { pgliteOnDisk } from './helpers/testDatabases.ts';
import { testBackupEnv } from './helpers/backupFixtures.ts';
import { outbox, signupAdmin } from './authHelpers.ts';
import type { ThreadDb } from '../src/db/pgliteThread.ts';
import { BackupWriter } from '../src/backups/backupWriter.ts';
import { runningBackupThreads } from '../src/backups/backupOnThread.ts';
import { recentRuns } from '../src/backups/backupRuns.ts';

// Issue #42: a backup of the embedded database on disk writes its whole file (rows read from the
// copy, hashed twice, gzipped, sealed) on a backup thread. The thread that answers HTTP only starts
// it and waits: during the row phase its event loop stays free, and no row passes through it.
// Through a listening server and real HTTP, as a shopper and the owner reach it.

/** Rows enough that reading them from the copy takes seconds (a big shop's catalogue) */
const BULK_ROWS = 250_000;

describe('a backup of the embedded database on disk, off the HTTP thread', () => {
  let t: TestApp;
  let base: string;
  let admin: Record<string, string>;
  const config = testConfig();
  const env = testBackupEnv();
  const copyDataDir = () => (t.db as ThreadDb).copyDataDir;
  beforeAll(async () => {
    t = await startTestApp(pgliteOnDisk(config.dataDir), { config, backups: env });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    const owner = await signupAdmin(t);
    admin = { authorization: `Bearer ${owner.accessToken}` };
    await t.db.query(`INSERT INTO newsletter_subscribers (email) SELECT 'bulk-' || g || '-' || md5(g::text) || '@example.com' FROM generate_series(1, ${BULK_ROWS}) g`);
  }, 180_000);
  afterAll(async () => {
    vi.restoreAllMocks();
    await t?.close();
  });

  /** "Back up now" over HTTP; `afterCopy` runs when the copy is made (the row phase begins). */
  async function backUpNow(afterCopy: (dir: string) => void | Promise<void> = () => {}) {
    const db = t.db as ThreadDb;
    const real = copyDataDir();
    let copiedAt = 0;
    db.copyDataDir = async (dir) => {
      const copy = await real(dir);
      copiedAt = performance.now();
      await afterCopy(dir);
      return copy;
    };
    try {
      const res = await fetch(`${base}/api/admin/backups`, { method: 'POST', headers: { ...admin, 'content-type': 'application/json' }, body: '{}' });
      return { status: res.status, body: (await res.json()) as { success: boolean; message: string; data: { holdMs: number | null; name: string } | null }, copiedAt, repliedAt: performance.now() };
    } finally {
      db.copyDataDir = real;
    }
  }

  it('the row phase (≥ 2 s) leaves the HTTP thread free: no row written on it, its event loop idle, health answering at once', async () => {
    const rowsHere = vi.spyOn(BackupWriter.prototype, 'rows');
    const delay = monitorEventLoopDelay({ resolution: 10 });
    let elu = performance.eventLoopUtilization();
    const health: number[] = [];
    let rowPhase = false;
    let done = false;
    const probe = (async () => {
      while (!done) {
        const t0 = performance.now();
        const res = await fetch(`${base}/api/health`);
        await res.arrayBuffer();
        if (rowPhase && !done) health.push(performance.now() - t0);
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    const reply = await backUpNow(() => {
      rowPhase = true;
      delay.enable();
      elu = performance.eventLoopUtilization();
    });
    const busy = performance.eventLoopUtilization(elu).utilization;
    delay.disable();
    done = true;
    await probe;

    expect(reply.status, reply.body.message).toBe(200);
    const rowPhaseMs = reply.repliedAt - reply.copiedAt;
    const summary = `row phase ${Math.round(rowPhaseMs)} ms; HTTP thread busy ${(busy * 100).toFixed(1)} %; loop delay p99 ${(delay.percentile(99) / 1e6).toFixed(1)} ms, max ${(delay.max / 1e6).toFixed(1)} ms; health max ${Math.round(Math.max(...health))} ms over ${health.length}; rows written here ${rowsHere.mock.calls.length}`;
    console.log(`[off-thread] ${summary}`);
    expect(rowPhaseMs, summary).toBeGreaterThanOrEqual(2000);
    // structurally: no batch of rows was written on this thread
    expect(rowsHere, summary).not.toHaveBeenCalled();
    // the HTTP thread did little else than wait (and answer this test's own probe): writing the rows
    // here kept it ~35 % busy on a loaded 2-core machine, against ~12 % now. The loop's delay and
    // health's times are printed, not asserted: on a shared machine they measure the neighbours too.
    expect(busy, summary).toBeLessThan(0.2);
    expect(health.length, summary).toBeGreaterThan(10);
    // the owner's reply says how long the database was held, and so does the run's line
    expect(reply.body.data!.holdMs).toBeTypeOf('number');
    expect(reply.body.data!.holdMs!).toBeLessThan(1000);
    const [run] = await recentRuns(t.db);
    expect(run).toMatchObject({ status: 'succeeded', fileName: reply.body.data!.name, holdMs: reply.body.data!.holdMs });
    expect(readdirSync(config.dataDir).filter((n) => n.startsWith('.backup-'))).toEqual([]);
    rowsHere.mockRestore();
  }, 300_000);

  const failures = [
    {
      how: 'the thread throws (a copy that does not open)',
      afterCopy: (dir: string) => corrupt(dir),
      reason: /^The backup could not be written from its copy of the database: /,
    },
    {
      how: 'the thread dies mid-file',
      afterCopy: () => void killThreadMidFile(config.dataDir),
      reason: /^The backup's thread stopped before the file was complete \(exit \d+\)\.$/,
    },
  ];
  it.each(failures)('$how: the run is recorded failed with the reason, the owner is told, no partial file or copy is left', async ({ afterCopy, reason }) => {
    const before = (await outbox(t, 0)).length;
    const reply = await backUpNow(afterCopy);
    expect(reply.status).toBe(500);
    const [run] = await recentRuns(t.db);
    expect(run.status).toBe('failed');
    expect(run.error).toMatch(reason);
    const mails = await outbox(t, before + 1);
    expect(mails.at(-1)!.subject).toMatch(/the backup failed$/);
    expect(mails.at(-1)!.text).toContain(run.error!);
    expect(readdirSync(config.dataDir).filter((n) => n.startsWith('.backup-'))).toEqual([]);
    expect(runningBackupThreads()).toEqual([]);
  }, 300_000);
});

/** The copy loses its tables' files: PGlite cannot open it. */
async function corrupt(dir: string) {
  await rm(join(dir, 'base'), { recursive: true, force: true });
}

/** Stops the backup thread as a crash would, once its file has some rows in it. */
async function killThreadMidFile(dataDir: string) {
  const written = () => readdirSync(dataDir).some((n) => n.endsWith('.partial') && statSync(join(dataDir, n)).size > 64_000);
  for (let i = 0; i < 3000 && !written(); i++) await new Promise((r) => setTimeout(r, 10));
  await runningBackupThreads()[0]?.terminate();
}
