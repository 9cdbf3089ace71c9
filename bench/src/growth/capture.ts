import type { Db, Sql } from '../../../api/src/db/db.ts';

export interface CapturedQuery {
  text: string;
  params: unknown[];
  ms: number;
}

/**
 * Wraps a database so a section can see which statements one request runs and how long each
 * takes, to name the query (and plan) that dominates a missed budget.
 */
export function capturing(db: Db): { db: Db; start(): void; stop(): CapturedQuery[] } {
  let log: CapturedQuery[] | null = null;
  const wrap = (sql: Sql): Sql => ({
    async query<T>(text: string, params: unknown[] = []) {
      const t = performance.now();
      const rows = await sql.query<T>(text, params);
      log?.push({ text, params, ms: performance.now() - t });
      return rows;
    },
    exec: (script) => sql.exec(script),
  });
  const wrapped: Db = {
    kind: db.kind,
    ...wrap(db),
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    close: () => db.close(),
  };
  return {
    db: wrapped,
    start: () => void (log = []),
    stop: () => {
      const out = log ?? [];
      log = null;
      return out;
    },
  };
}

/** EXPLAIN ANALYZE of a captured statement: the plan lines that say where the time goes. */
export async function explain(db: Db, q: CapturedQuery, maxLines = 14): Promise<string[]> {
  const rows = await db.query<Record<string, string>>(`EXPLAIN (ANALYZE, COSTS OFF) ${q.text}`, q.params);
  return rows.map((r) => Object.values(r)[0]).slice(0, maxLines);
}
