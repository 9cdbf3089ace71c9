import PgBoss from 'pg-boss';
import type { Db } from '../db/db.ts';
import { adapterFor } from '../jobs/jobRunner.ts';
import { lastRuns, scheduleSettings } from './backupRuns.ts';
import { runBackup, type BackupDeps } from './runBackup.ts';
import { componentLog } from '../log.ts';
import { loggableError } from '../http/errorHandling.ts';

const log = componentLog('backups');

const queue = 'store-backup';

export interface BackupSchedule {
  /** Looks whether a backup is due and, if so, queues one (the timer calls it). */
  tick(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Scheduled backups as a pg-boss job. Every instance looks every minute whether one is due (the
 * last scheduled run started `every_hours` ago); the queue's 'stately' policy and one singleton key
 * allow one queued and one running backup in the whole cluster, and the worker looks again before
 * it starts, so two instances never back up twice for one slot.
 * `intervalMs` overrides the hours (tests); with no run yet, the first is due one interval after start.
 */
export async function startBackupSchedule(d: BackupDeps & { db: Db }, opts: { checkEveryMs?: number; intervalMs?: number; pollSeconds?: number } = {}): Promise<BackupSchedule> {
  const startedAt = Date.now();
  const [{ s }] = await d.db.query<{ s: string }>('SELECT current_schema() AS s');
  const boss = new PgBoss({ db: adapterFor(d.db), schema: s === 'public' ? 'pgboss' : `${s}_boss`, schedule: false, supervise: false } as unknown as PgBoss.ConstructorOptions);
  boss.on('error', (err: unknown) => log.error({ err: loggableError(err) }, 'backup schedule queue error'));
  await boss.start();
  await boss.createQueue(queue, { name: queue, policy: 'stately', retryLimit: 0 });

  const due = async (): Promise<boolean> => {
    const settings = await scheduleSettings(d.db);
    if (!settings.enabled) return false;
    const every = opts.intervalMs ?? settings.everyHours * 3_600_000;
    const { lastStartedAt, running } = await lastRuns(d.db);
    if (running) return false;
    return Date.now() - (lastStartedAt ? Date.parse(lastStartedAt) : startedAt) >= every;
  };

  await boss.work(queue, { pollingIntervalSeconds: opts.pollSeconds ?? 2, batchSize: 1 }, async () => {
    if (!(await due())) return;
    // the failure is recorded, shown and e-mailed by runBackup; the job itself ends either way
    await runBackup(d, 'schedule').catch(() => {});
  });

  let stopped = false;
  const tick = async () => {
    if (stopped || !(await due())) return;
    await boss.send(queue, {}, { singletonKey: 'backup', retryLimit: 0 });
  };
  const timer = setInterval(() => {
    tick().catch((err: unknown) => log.error({ err: loggableError(err) }, 'backup schedule check failed'));
  }, opts.checkEveryMs ?? 60_000);
  timer.unref();
  return {
    tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await boss.stop({ graceful: true, close: false, wait: true, timeout: 30_000 }).catch(() => {});
    },
  };
}
