import type { CatalogueRunStatus, SyncPhase, SyncProgress, SyncState } from '@store/shared/types';
import type { Deps } from '../deps.ts';
import type { Db, Sql } from '../db/db.ts';
import { conflict } from '../http/httpError.ts';
import { syncCatalogue } from '../catalog/syncCatalogue.ts';
import { dropStages } from '../catalog/catalogueStage.ts';
import { audit } from '../db/auditLog.ts';

/** Progress is written to the run at most this often (and at each new phase). */
const PROGRESS_EVERY_MS = 300;
/** How often a running sync says it is alive (heartbeat_at, migration 123). */
export const HEARTBEAT_EVERY_MS = 5_000;
/**
 * A running run silent this long died with its process and no longer blocks a new one: six missed
 * heartbeats (on the embedded database one waits behind the sync's own statements, each well under
 * a second). A run from before heartbeats (NULL) keeps the old rule: thirty minutes.
 */
// coalesce, not OR: with heartbeat_at NULL the comparison is NULL, and `NOT (NULL OR false)` is NULL,
// so a run from before heartbeats was never filed interrupted and blocked "Sync now" for ever
const alive = `coalesce(heartbeat_at > now() - interval '30 seconds', started_at > now() - interval '30 minutes')`;
export const STOPPED_MESSAGE = 'Stopped before it finished.';
export const INTERRUPTED_MESSAGE = 'Interrupted (the store stopped during the sync).';

/** Files as interrupted every running run whose process is gone (`all`: every running run). */
export async function interruptDeadSyncs(sql: Sql, opts: { all?: boolean } = {}): Promise<void> {
  await sql.query(`UPDATE catalogue_sync_runs SET status = 'failed', message = $1, finished_at = now() WHERE status = 'running'${opts.all ? '' : ` AND NOT ${alive}`}`, [INTERRUPTED_MESSAGE]);
}

/**
 * At the embedded store's start, whose lock proves no other process has the database: a sync still
 * 'running' died with its process (kill -9), so its run is filed interrupted and its staging tables
 * are dropped now, not after the six hours a server's other instances are given.
 */
export async function recoverInterruptedSyncs(db: Db): Promise<void> {
  await interruptDeadSyncs(db, { all: true });
  await dropStages(db);
}

export async function syncState(sql: Sql): Promise<SyncState> {
  const [current] = await sql.query<{ provider: string; version: string; synced_at: Date }>('SELECT provider, version, synced_at FROM catalogue_sync WHERE id = 1');
  // a run whose process died reads interrupted, not running for ever
  await interruptDeadSyncs(sql);
  const [run] = await sql.query<{ id: number; status: CatalogueRunStatus; started_at: Date; finished_at: Date | null; products: number | null; message: string | null; phase: SyncPhase | null; staged: number | null; to_apply: number | null; applied: number | null }>(
    'SELECT id::int AS id, status, started_at, finished_at, products, message, phase, staged, to_apply, applied FROM catalogue_sync_runs ORDER BY id DESC LIMIT 1',
  );
  const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
  return {
    provider: current?.provider ?? null,
    version: current?.version ?? null,
    syncedAt: iso(current?.synced_at ?? null),
    lastRun: run ? { id: run.id, status: run.status, startedAt: iso(run.started_at)!, finishedAt: iso(run.finished_at), products: run.products, message: run.message } : null,
    progress: run?.status === 'running' ? { phase: run.phase ?? 'staging', staged: run.staged ?? 0, toApply: run.to_apply, applied: run.applied ?? 0 } : null,
  };
}

export interface CatalogueSyncs {
  /** Starts a full import now, in the background, and returns its run id; 409 while one runs anywhere. */
  start(actorId: string): Promise<number>;
  /** The store is stopping: a running sync stops at its next batch and is recorded as failed. */
  stop(): Promise<void>;
}

/**
 * "Sync now", one at a time. In this instance, a flag set synchronously at a click's first check
 * and kept until its run has ended answers every other click 409 at once; across instances the
 * running row (one per partial unique index) is the lease. Each statement of a sync is short
 * (syncCatalogue), so clicks are read while it runs, not queued behind it (issue #42).
 */
export function catalogueSyncs(deps: Deps): CatalogueSyncs {
  let busy = false;
  let current: { controller: AbortController; done: Promise<void> } | null = null;
  return {
    async start(actorId) {
      if (busy) throw conflict('A catalogue sync is already running.');
      busy = true;
      let runId: number;
      try {
        runId = await claimRun(deps, actorId);
      } catch (err) {
        busy = false;
        throw err;
      }
      const controller = new AbortController();
      const done = runSync(deps, actorId, runId, controller.signal).finally(() => {
        busy = false;
        current = null;
      });
      current = { controller, done };
      return runId;
    },
    async stop() {
      const run = current;
      if (!run) return;
      run.controller.abort(new Error(STOPPED_MESSAGE));
      await run.done;
    },
  };
}

/** Records the run: the partial unique index admits one running run across every instance; a second start conflicts, never waits. */
function claimRun(deps: Deps, actorId: string): Promise<number> {
  return deps.db.transaction(async (tx) => {
    await interruptDeadSyncs(tx);
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO catalogue_sync_runs (actor_id, phase, staged, applied, heartbeat_at) VALUES ($1, 'staging', 0, 0, now())
       ON CONFLICT ((true)) WHERE status = 'running' DO NOTHING RETURNING id::int AS id`,
      [actorId],
    );
    if (!row) throw conflict('A catalogue sync is already running.');
    return row.id;
  });
}

async function runSync(deps: Deps, actorId: string, runId: number, signal: AbortSignal): Promise<void> {
  let written = 0;
  let phase: SyncPhase = 'staging';
  let writing: Promise<unknown> = Promise.resolve();
  const onProgress = (p: SyncProgress) => {
    const now = Date.now();
    if (p.phase === phase && now - written < PROGRESS_EVERY_MS) return;
    written = now;
    phase = p.phase;
    const row = [runId, p.phase, p.staged, p.toApply, p.applied];
    writing = writing.then(() => deps.db.query('UPDATE catalogue_sync_runs SET phase = $2, staged = $3, to_apply = $4, applied = $5, heartbeat_at = now() WHERE id = $1', row).catch(() => {}));
  };
  // alive while this process runs it, however long a phase goes without progress (the listings)
  const heartbeat = setInterval(() => {
    writing = writing.then(() => deps.db.query('UPDATE catalogue_sync_runs SET heartbeat_at = now() WHERE id = $1', [runId]).catch(() => {}));
  }, HEARTBEAT_EVERY_MS).unref();
  try {
    await syncCatalogue(deps.db, deps.print, deps.catalog, { force: true, onProgress, signal });
    await writing;
    const [{ n }] = await deps.db.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
    await deps.db.query(`UPDATE catalogue_sync_runs SET status = 'succeeded', products = $2, finished_at = now() WHERE id = $1`, [runId, n]);
    await audit(deps.db, actorId, 'catalogue.sync', String(runId), null, { products: n });
  } catch (err) {
    await writing;
    const message = signal.aborted ? STOPPED_MESSAGE : String((err as Error).message ?? err).slice(0, 300);
    await deps.db.query(`UPDATE catalogue_sync_runs SET status = 'failed', message = $2, finished_at = now() WHERE id = $1`, [runId, message]).catch(() => {});
  } finally {
    clearInterval(heartbeat);
  }
}
