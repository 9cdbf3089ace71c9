import type { Sql } from '../db/db.ts';
import type { BackupRun } from '@store/shared/types';
import type { Manifest } from './manifest.ts';

export type Trigger = BackupRun['trigger'];

export type { BackupRun };

export interface ScheduleSettings {
  enabled: boolean;
  everyHours: number;
  keepDaily: number;
  keepWeekly: number;
}

const runColumns = `id, trigger, status, started_at AS "startedAt", finished_at AS "finishedAt", file_name AS "fileName", size_bytes AS "sizeBytes",
  secrets_included AS "secretsIncluded", error, removed_at AS "removedAt", hold_ms AS "holdMs"`;
const iso = (v: unknown) => (v == null ? null : new Date(v as string).toISOString());
const asRun = (r: BackupRun): BackupRun => ({
  ...r,
  startedAt: iso(r.startedAt)!,
  finishedAt: iso(r.finishedAt),
  removedAt: iso(r.removedAt),
  sizeBytes: r.sizeBytes == null ? null : Number(r.sizeBytes),
  holdMs: r.holdMs == null ? null : Number(r.holdMs),
});

export class BackupAlreadyRunning extends Error {
  constructor() {
    super('A backup is already running; try again when it has finished.');
  }
}

/** How often a running backup says it is alive, and how long a silence means its process is gone. */
export const heartbeatEveryMs = 5_000;
const silentFor = `interval '30 seconds'`;
export const interruptedError = 'Interrupted (the store stopped during the backup).';
// a run recorded before heartbeats (NULL) keeps the old rule: an hour
const alive = `coalesce(heartbeat_at > now() - ${silentFor}, started_at > now() - interval '1 hour')`;

/**
 * Records as failed every run that no longer runs: its process died (kill -9, a lost machine) and
 * its heartbeat stopped. `all`: every 'running' run, at the embedded store's start, when its lock
 * proves no other process has the database.
 */
export async function interruptStaleRuns(db: Sql, opts: { all?: boolean } = {}): Promise<void> {
  await db.query(`UPDATE backup_runs SET status = 'failed', finished_at = now(), error = $1 WHERE status = 'running'${opts.all ? '' : ` AND NOT ${alive}`}`, [interruptedError]);
}

/** Records a run as running; refuses (BackupAlreadyRunning) while another is, on any instance. */
export async function startRun(db: Sql, trigger: Trigger): Promise<number> {
  await interruptStaleRuns(db);
  try {
    const [row] = await db.query<{ id: number }>(`INSERT INTO backup_runs (trigger, status, heartbeat_at) VALUES ($1, 'running', now()) RETURNING id`, [trigger]);
    return Number(row.id);
  } catch (err) {
    if ((err as { code?: string }).code === '23505') throw new BackupAlreadyRunning();
    throw err;
  }
}

/**
 * After a restore. The run that took this backup was 'running' inside its own snapshot; the file
 * being restored proves it finished, so it is recorded as succeeded (with the manifest's finish
 * time and the file's name and size). Any other run going then is not going in this database.
 * A backup written before manifests named their run (no `run`) leaves every such run failed.
 */
export async function settleRestoredRuns(db: Sql, restored: { manifest: Pick<Manifest, 'run' | 'finishedAt' | 'createdAt' | 'secrets'>; sizeBytes: number }): Promise<void> {
  const { run, finishedAt, createdAt, secrets } = restored.manifest;
  if (run)
    await db.query(
      `UPDATE backup_runs SET status = 'succeeded', finished_at = $2::timestamptz, file_name = $3, size_bytes = $4, secrets_included = $5, error = NULL WHERE id = $1 AND status = 'running'`,
      [run.id, finishedAt ?? createdAt, run.fileName, restored.sizeBytes, secrets === 'sealed'],
    );
  await db.query(`UPDATE backup_runs SET status = 'failed', finished_at = now(), error = 'Was running when the restored backup was taken; its outcome is in the store it was taken from.' WHERE status = 'running'`);
}

/** The running backup is alive (every heartbeatEveryMs, while it runs). */
export async function beat(db: Sql, id: number): Promise<void> {
  await db.query(`UPDATE backup_runs SET heartbeat_at = now() WHERE id = $1 AND status = 'running'`, [id]);
}

export async function finishRun(db: Sql, id: number, out: { fileName: string; sizeBytes: number; secretsIncluded: boolean; holdMs?: number }): Promise<void> {
  await db.query(`UPDATE backup_runs SET status = 'succeeded', finished_at = now(), file_name = $2, size_bytes = $3, secrets_included = $4, hold_ms = $5 WHERE id = $1`, [
    id,
    out.fileName,
    out.sizeBytes,
    out.secretsIncluded,
    out.holdMs ?? null,
  ]);
}

export async function failRun(db: Sql, id: number, error: string): Promise<void> {
  await db.query(`UPDATE backup_runs SET status = 'failed', finished_at = now(), error = $2 WHERE id = $1`, [id, error.slice(0, 500)]);
}

export async function markRemoved(db: Sql, fileName: string): Promise<void> {
  await db.query(`UPDATE backup_runs SET removed_at = now() WHERE file_name = $1 AND removed_at IS NULL`, [fileName]);
}

/** The last runs, newest first; a run whose process died reads failed (recorded so here). */
export async function recentRuns(db: Sql, limit = 50): Promise<BackupRun[]> {
  await interruptStaleRuns(db);
  return (await db.query<BackupRun>(`SELECT ${runColumns} FROM backup_runs ORDER BY started_at DESC, id DESC LIMIT $1`, [limit])).map(asRun);
}

/** The last finished run that succeeded, and when the last one started (the schedule counts from it). */
export async function lastRuns(db: Sql): Promise<{ lastSuccessAt: string | null; lastStartedAt: string | null; running: boolean }> {
  const [row] = await db.query<{ s: unknown; t: unknown; r: boolean }>(
    `SELECT max(finished_at) FILTER (WHERE status = 'succeeded') AS s, max(started_at) FILTER (WHERE trigger = 'schedule') AS t,
            bool_or(status = 'running' AND ${alive}) AS r FROM backup_runs`,
  );
  return { lastSuccessAt: iso(row?.s), lastStartedAt: iso(row?.t), running: Boolean(row?.r) };
}

export async function scheduleSettings(db: Sql): Promise<ScheduleSettings> {
  const [row] = await db.query<ScheduleSettings>(`SELECT enabled, every_hours AS "everyHours", keep_daily AS "keepDaily", keep_weekly AS "keepWeekly" FROM backup_settings WHERE id = 1`);
  return row ?? { enabled: true, everyHours: 24, keepDaily: 7, keepWeekly: 4 };
}

export async function saveScheduleSettings(db: Sql, s: ScheduleSettings): Promise<void> {
  await db.query(
    `INSERT INTO backup_settings (id, enabled, every_hours, keep_daily, keep_weekly) VALUES (1, $1, $2, $3, $4)
     ON CONFLICT (id) DO UPDATE SET enabled = $1, every_hours = $2, keep_daily = $3, keep_weekly = $4`,
    [s.enabled, s.everyHours, s.keepDaily, s.keepWeekly],
  );
}
