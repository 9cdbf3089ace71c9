import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/testApp.ts';
import { testDatabases } from './helpers/testDatabases.ts';
import { capturingMailer } from './helpers/tracking.ts';
import { testBackupEnv } from './helpers/backupFixtures.ts';
import { startBackupSchedule } from '../src/backups/backupSchedule.ts';
import { recentRuns, saveScheduleSettings } from '../src/backups/backupRuns.ts';
import { runBackup } from '../src/backups/runBackup.ts';
import { registry } from '../src/cluster/metrics.ts';
import type { BackupStore } from '../src/backups/backupStore.ts';

const until = async (what: () => Promise<boolean>, ms: number) => {
  const end = Date.now() + ms;
  while (!(await what())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 200));
  }
};

describe.each(testDatabases)('scheduled backups on $name', (database) => {
  let t: TestApp;
  const mail = capturingMailer();
  beforeAll(async () => {
    t = await startTestApp(database, { mail, config: { ...(await import('./helpers/testApp.ts')).testConfig(), ownerEmail: 'owner@example.com' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('runs on a short interval, one at a time on two instances, and the retention removes the oldest', async () => {
    const env = testBackupEnv();
    await saveScheduleSettings(t.db, { enabled: true, everyHours: 1, keepDaily: 1, keepWeekly: 0 });
    // two schedulers on one database, like two instances of a cluster
    const d = { ...t.deps, backups: env };
    const a = await startBackupSchedule(d, { intervalMs: 700, checkEveryMs: 100, pollSeconds: 0.5 });
    const b = await startBackupSchedule(d, { intervalMs: 700, checkEveryMs: 100, pollSeconds: 0.5 });
    try {
      await until(async () => (await recentRuns(t.db)).filter((r) => r.trigger === 'schedule' && r.status === 'succeeded').length >= 3, 60_000);
    } finally {
      await a.stop();
      await b.stop();
    }
    const runs = (await recentRuns(t.db)).filter((r) => r.trigger === 'schedule').reverse();
    // never two at once: each run started after the one before it finished
    for (let i = 1; i < runs.length; i++) expect(Date.parse(runs[i].startedAt)).toBeGreaterThanOrEqual(Date.parse(runs[i - 1].finishedAt!));
    const files = await env.store.list();
    const done = runs.filter((r) => r.status === 'succeeded');
    // keep 1 daily: only the newest file of today is left; the older runs say their file was removed
    expect(files.map((f) => f.name)).toEqual([done.at(-1)!.fileName]);
    expect(done.slice(0, -1).every((r) => r.removedAt !== null)).toBe(true);
    const metrics = await registry.metrics();
    const value = Number(/^store_backup_last_success_timestamp_seconds (\S+)$/m.exec(metrics)?.[1]);
    expect(Math.abs(value - Date.parse(done.at(-1)!.finishedAt!) / 1000)).toBeLessThan(2);
  }, 90_000);

  it('a failed backup is recorded with its reason and e-mailed to the owner', async () => {
    const broken: BackupStore = { ...testBackupEnv().store, put: async () => Promise.reject(new Error('disk full')) };
    await expect(runBackup({ ...t.deps, backups: { store: broken, scheduleOn: false } }, 'schedule')).rejects.toThrow('disk full');
    const [last] = await recentRuns(t.db);
    expect(last).toMatchObject({ status: 'failed', error: 'disk full', trigger: 'schedule' });
    expect(mail.sent.at(-1)).toMatchObject({ to: 'owner@example.com', subject: 'PrintPop Store: the backup failed' });
    expect(mail.sent.at(-1)!.text).toContain('disk full');
  });
});
