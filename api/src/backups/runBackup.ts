import client from 'prom-client';
import { backupsToKeep } from '@store/shared/rules';
import type { Deps } from '../deps.ts';
import type { Sql } from '../db/db.ts';
import { registry } from '../cluster/metrics.ts';
import { ownerAddresses } from '../mail/ownerMail.ts';
import { noticeMessage } from '../mail/templates.ts';
import { storeName } from '../mail/mailer.ts';
import { loggableError } from '../http/errorHandling.ts';
import type { BackupEnv } from './backupSettings.ts';
import type { BackupStore } from './backupStore.ts';
import { beat, failRun, finishRun, heartbeatEveryMs, lastRuns, markRemoved, scheduleSettings, startRun, type Trigger } from './backupRuns.ts';
import { writeBackup, type BackupOutcome } from './writeBackup.ts';
import { componentLog } from '../log.ts';

const log = componentLog('backups');

export type BackupDeps = Pick<Deps, 'db' | 'config' | 'mail'> & { backups: BackupEnv };

// Read from the database when scraped, so every instance of a cluster reports the same last success.
let lastSuccessDb: Sql | undefined;
new client.Gauge({
  name: 'store_backup_last_success_timestamp_seconds',
  help: 'When the last backup that succeeded finished (Unix seconds; 0: never)',
  registers: [registry],
  async collect() {
    if (!lastSuccessDb) return;
    try {
      const { lastSuccessAt } = await lastRuns(lastSuccessDb);
      this.set(lastSuccessAt ? Date.parse(lastSuccessAt) / 1000 : 0);
    } catch {
      // the database is away: keep the last value rather than fail the scrape
    }
  },
});
export function reportBackupsOf(db: Sql) {
  lastSuccessDb = db;
}

async function tellOwnerItFailed(d: BackupDeps, reason: string) {
  try {
    for (const to of await ownerAddresses(d)) {
      await d.mail.send(
        noticeMessage(to, `${storeName}: the backup failed`, [`The store could not take its backup: ${reason}`, 'Until one succeeds, orders since the last good backup exist only in the database. The Backups page shows every run.'], {
          href: `${d.config.publicUrl}/admin/backups`,
          label: 'Open Backups',
        }),
      );
    }
  } catch (err) {
    log.error({ code: loggableError(err).code }, 'backup: owner notification failed');
  }
}

/** Deletes the files the retention does not keep (taken time from the name); returns their names. */
export async function applyRetention(db: Sql, store: BackupStore): Promise<string[]> {
  const settings = await scheduleSettings(db);
  const files = (await store.list()).map((f) => ({ ...f, takenAt: takenAtOf(f.name) }));
  const keep = backupsToKeep(files, { daily: settings.keepDaily, weekly: settings.keepWeekly });
  const removed = [];
  for (const f of files) {
    if (keep.has(f)) continue;
    await store.remove(f.name);
    await markRemoved(db, f.name);
    removed.push(f.name);
  }
  return removed;
}

function takenAtOf(name: string): Date {
  const m = /-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(\d{3})?Z-/.exec(name);
  return m ? new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6], +(m[7] ?? 0))) : new Date(0);
}

/**
 * One backup run, recorded in backup_runs whatever happens: a failure is kept with its reason,
 * shown on the Backups page and e-mailed to the owner, then rethrown. A scheduled run applies the
 * retention afterwards.
 */
export async function runBackup(d: BackupDeps, trigger: Trigger): Promise<BackupOutcome & { runId: number; removed: string[] }> {
  // refused while another runs: recorded nowhere, mailed to no one (the other run reports for itself)
  const runId = await startRun(d.db, trigger);
  // alive while it runs: a run whose heartbeat stops (the process died) is interrupted by the next start
  const heartbeat = setInterval(() => void beat(d.db, runId).catch(() => {}), heartbeatEveryMs);
  heartbeat.unref();
  try {
    const out = await writeBackup(d.db, { dataDir: d.config.dataDir, store: d.backups.store, passphrase: d.backups.passphrase, runId }).finally(() => clearInterval(heartbeat));
    await finishRun(d.db, runId, { fileName: out.name, sizeBytes: out.size, secretsIncluded: out.secretsIncluded, holdMs: out.holdMs });
    const removed = trigger === 'schedule' ? await applyRetention(d.db, d.backups.store) : [];
    return { ...out, runId, removed };
  } catch (err) {
    const reason = (err as Error).message || 'unknown error';
    await failRun(d.db, runId, reason).catch(() => {});
    log.error({ err: loggableError(err) }, 'backup failed');
    await tellOwnerItFailed(d, reason);
    throw err;
  }
}
