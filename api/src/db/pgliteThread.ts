import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Db, Sql } from './db.ts';
import { componentLog } from '../log.ts';

/**
 * Embedded PostgreSQL (PGlite) on a thread of its own (pgliteWorker.mjs), behind the same `Db` as
 * every other database. PGlite runs each statement synchronously in WASM: on the thread that
 * answers HTTP, a 2-second statement (a backup, a sync, a big report) would stop health checks,
 * cached pages and static files for 2 seconds. Here the statement holds the database's thread
 * only; the HTTP thread waits for its answer like it waits for a PostgreSQL server's.
 *
 * Messages carry structured clones, so rows keep their types (Date, arrays, jsonb objects,
 * bigint). Errors come back with the fields callers read (code, detail, constraint…).
 */
export interface ThreadDb extends Db {
  /** Physical copy of the data directory under a short hold (backups); see pgliteCopy.mjs. */
  copyDataDir(dest: string): Promise<DataDirCopy>;
}

export interface DataDirCopy {
  /** how long every statement waited for the copy (ms) */
  holdMs: number;
  /** the first checkpoint, before the copy: a statement like any other, that others wait behind */
  checkpointMs: number;
  totalMs: number;
  bulkBytes: number;
  heldBytes: number;
  heldFiles: number;
}

export function canCopyDataDir(db: Db): db is ThreadDb {
  return typeof (db as Partial<ThreadDb>).copyDataDir === 'function';
}

type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: { name: string; message: string; stack?: string; fields: Record<string, unknown> } };

function asError(e: Extract<Reply, { ok: false }>['error']): Error {
  const err = Object.assign(new Error(e.message), e.fields);
  err.name = e.name;
  if (e.stack) err.stack = e.stack;
  return err;
}

const threads = new WeakMap<Db, Worker>();

/** The thread behind `db` (tests stop it as a crash would). */
export function threadOf(db: Db): Worker | undefined {
  return threads.get(db);
}

/**
 * `dataDir` undefined = in memory (tests), through the same thread.
 */
export async function openPgliteThread(dataDir?: string): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const worker = new Worker(new URL('./pgliteWorker.mjs', import.meta.url), {
    workerData: { dataDir },
    // plain JavaScript: the thread needs none of this process's flags (tsx's loader)
    execArgv: [],
  });
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void; outside: boolean }>();
  let nextId = 1;
  let gone: Error | null = null;

  // the thread keeps the process alive only while a call waits (as PGlite on this thread did not)
  const holdOpen = () => (pending.size ? worker.ref() : worker.unref());

  const fail = (err: Error) => {
    gone ??= err;
    for (const p of pending.values()) p.reject(gone);
    pending.clear();
    holdOpen();
  };

  await new Promise<void>((resolve, reject) => {
    const exited = (code: number) => reject(new Error(`The embedded database did not start (thread exit ${code}).`));
    worker.once('message', () => {
      worker.off('error', reject).off('exit', exited);
      resolve();
    });
    worker.once('error', reject).once('exit', exited);
  });
  worker.on('message', (msg: Reply | { slow: Record<string, unknown> }) => {
    // PGLITE_SLOW_MS (pgliteWorker.mjs): a statement or transaction that held the connection long
    if ('slow' in msg) return void componentLog('db').warn(msg.slow, 'slow embedded database hold');
    const p = pending.get(msg.id);
    if (!p) return;
    pending.delete(msg.id);
    holdOpen();
    if (msg.ok) p.resolve(msg.value);
    else p.reject(asError(msg.error));
  });
  worker.on('error', (err) => fail(Object.assign(new Error(`The embedded database's thread failed: ${err.message}`), { code: 'PGLITE_THREAD' })));
  worker.on('exit', (code) => fail(Object.assign(new Error(`The embedded database's thread stopped (exit ${code}).`), { code: 'PGLITE_THREAD' })));
  holdOpen();

  const call = <T>(msg: Record<string, unknown>): Promise<T> => {
    // a fresh error each time: its stack names the caller (a background task that outlived close())
    if (gone) return Promise.reject(Object.assign(new Error(gone.message), { code: (gone as { code?: string }).code }));
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject, outside: msg.tx === undefined });
      holdOpen();
      try {
        worker.postMessage({ ...msg, id });
      } catch (err) {
        // a parameter that cannot be cloned (a function, a symbol): refused here, as a driver would
        pending.delete(id);
        holdOpen();
        reject(err as Error);
      }
    });
  };

  const sql = (tx?: number): Sql => ({
    query: <T>(text: string, params: unknown[] = []) => call<T[]>({ op: 'query', text, params, tx }),
    exec: (script: string) => call<void>({ op: 'exec', script, tx }),
  });

  let closing: Promise<void> | null = null;
  let openTransactions = 0;
  const db: Db = {
    kind: 'pglite',
    ...sql(),
    // one connection: in use while a call is out or a transaction is open; the rest wait for it (/metrics)
    poolStats: () => {
      const inUse = pending.size > 0 || openTransactions > 0 ? 1 : 0;
      let outside = 0; // calls not of an open transaction: behind it, or behind each other
      for (const p of pending.values()) if (p.outside) outside++;
      return { total: 1, idle: 1 - inUse, waiting: openTransactions > 0 ? outside : Math.max(0, outside - 1) };
    },
    async transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T> {
      const tx = await call<number>({ op: 'begin' });
      openTransactions++;
      try {
        return await runTransaction(tx, fn);
      } finally {
        openTransactions--;
      }
    },
    close: () =>
      (closing ??= (async () => {
        if (gone) return;
        await call({ op: 'close' });
        gone = new Error('The embedded database is closed.');
        await worker.terminate();
      })()),
  };
  /** fn's queries go to the thread's open transaction `tx`; a throw rolls it back */
  async function runTransaction<T>(tx: number, fn: (tx: Sql) => Promise<T>): Promise<T> {
    let result: T;
    try {
      result = await fn(sql(tx));
    } catch (err) {
      await call({ op: 'end', tx, commit: false }).catch(() => {});
      throw err;
    }
    await call({ op: 'end', tx, commit: true });
    return result;
  }
  threads.set(db, worker);
  // in memory there is no directory to copy: a backup reads it the MVCC way (snapshot.ts)
  if (!dataDir) return db;
  return Object.assign(db, { copyDataDir: (dest: string) => call<DataDirCopy>({ op: 'copyDataDir', dest }) }) satisfies ThreadDb;
}

/** A backup's copy of the data directory is `<dataDir>/.backup-pgdata-<random>` (backups/embeddedSnapshot.ts). */
export const dataDirCopyPrefix = '.backup-pgdata-';

/**
 * Removes what a backup interrupted by a crash left in `dataDir`: its copy of the data directory
 * and its unfinished file (`.backup-<random>.partial`, backups/writeBackup.ts).
 */
export function removeLeftoverCopies(dataDir: string): void {
  let names: string[];
  try {
    names = readdirSync(dataDir);
  } catch {
    return;
  }
  for (const n of names) if (n.startsWith(dataDirCopyPrefix) || /^\.backup-[0-9a-f]+\.partial$/.test(n)) rmSync(join(dataDir, n), { recursive: true, force: true });
}
