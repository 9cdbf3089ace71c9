import type { Sql } from '../db/db.ts';
import { HttpError } from '../http/httpError.ts';

export interface HealthProbe {
  /** the catalogue's size as last read, or a 503 when the database has not answered for `staleMs` */
  read(): Promise<{ products: number; checkedAt: number }>;
}

/**
 * `/api/health` answers from the event loop whatever the database is doing (#42): it reports the
 * last count read, asks again in the background when the last answer is older than `freshMs` (one
 * question at a time), and waits only for the very first answer. A database that has not answered
 * for `staleMs` is reported (503), so a balancer still sees a store whose database is stuck. On the
 * embedded database every statement queues on one connection: a count per health call waited
 * behind each backup or sync statement (health p99 0.2–18 s in the bench). The question is a count
 * only every `countEveryMs`, else a statement that reads nothing: counting 100k products held that
 * one connection 0.25–0.7 s during a sync, once a second, with every shopper's write behind it.
 * `count` is the catalogue's (catalog/productQueries.ts, passed in by routes/health.ts): the probe
 * sits with /api/ready's observability, and catalog/ already reads cluster/'s metrics.
 */
export function healthProbe(sql: Sql, count: (sql: Sql) => Promise<number>, opts: { freshMs?: number; staleMs?: number; countEveryMs?: number; now?: () => number } = {}): HealthProbe {
  const freshMs = opts.freshMs ?? 1_000;
  const staleMs = opts.staleMs ?? 15_000;
  const countEveryMs = opts.countEveryMs ?? 60_000;
  const now = opts.now ?? Date.now;
  let last: { products: number; checkedAt: number } | null = null;
  let counted = 0;
  let asking: Promise<void> | null = null;
  const question = async (): Promise<number> => {
    if (!last || now() - counted >= countEveryMs) {
      const products = await count(sql);
      counted = now();
      return products;
    }
    await sql.query('SELECT 1');
    return last.products;
  };
  const ask = () =>
    (asking ??= question()
      .then((products) => {
        last = { products, checkedAt: now() };
      })
      .finally(() => {
        asking = null;
      }));
  return {
    async read() {
      if (!last) await ask();
      const seen = last!;
      if (now() - seen.checkedAt > freshMs) ask().catch(() => {}); // a failure shows as age
      if (now() - seen.checkedAt > staleMs) throw new HttpError(503, 'The database is not answering.');
      return seen;
    },
  };
}
