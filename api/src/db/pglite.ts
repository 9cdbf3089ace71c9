import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Db, Sql } from './db.ts';
import { openPgliteThread } from './pgliteThread.ts';

/**
 * Embedded PostgreSQL (WASM). `dataDir` undefined = in memory (tests). It runs on a thread of its
 * own (pgliteThread.ts); PGLITE_THREAD=0 keeps it on the calling thread, as before issue #42, and
 * is there only so the bench can show both side by side.
 */
export function openPglite(dataDir?: string): Promise<Db> {
  return process.env.PGLITE_THREAD === '0' ? openPgliteHere(dataDir) : openPgliteThread(dataDir);
}

/** PGlite on the calling thread: every statement holds it (the bench's "before" column). */
export async function openPgliteHere(dataDir?: string): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  const sql = (runner: Pick<PGlite, 'query' | 'exec'>): Sql => ({
    async query<T>(text: string, params: unknown[] = []) {
      const res = await runner.query<T>(text, params as never[]);
      return res.rows;
    },
    async exec(script: string) {
      await runner.exec(script);
    },
  });
  return {
    kind: 'pglite',
    ...sql(pg),
    transaction: (fn) => pg.transaction((tx) => fn(sql(tx))),
    close: () => pg.close(),
  };
}
