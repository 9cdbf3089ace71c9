import type { Sql } from '../db/db.ts';

export interface Hit {
  /** hits in the current window, this one included */
  count: number;
  /** seconds until the current window ends (at least 1) */
  resetIn: number;
}

/**
 * Where throttle counters live. `hit` must be atomic: of N concurrent hits on one key, each sees a
 * distinct count. The default keeps them in PostgreSQL (shared by every instance); another store
 * (Redis…) only has to implement these three calls.
 */
export interface CounterStore {
  hit(key: string, windowMs: number): Promise<Hit>;
  /** takes one hit back (an attempt that turned out not to count) */
  undo(key: string): Promise<void>;
  clear(key: string): Promise<void>;
}

/** Fixed-window counters in the auth_throttle table; one upsert per hit, so atomic per key. */
export function dbCounterStore(db: Sql): CounterStore {
  return {
    async hit(key, windowMs) {
      const [row] = await db.query<Hit>(
        `INSERT INTO auth_throttle AS t (key, hits, window_started_at) VALUES ($1, 1, clock_timestamp())
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN t.window_started_at <= clock_timestamp() - make_interval(secs => $2::float8) THEN 1 ELSE t.hits + 1 END,
           window_started_at = CASE WHEN t.window_started_at <= clock_timestamp() - make_interval(secs => $2::float8)
                                    THEN clock_timestamp() ELSE t.window_started_at END
         RETURNING hits AS count,
           greatest(1, ceil(extract(epoch FROM t.window_started_at + make_interval(secs => $2::float8) - clock_timestamp())))::int AS "resetIn"`,
        [key, windowMs / 1000],
      );
      return row;
    },
    async undo(key) {
      await db.query('UPDATE auth_throttle SET hits = greatest(0, hits - 1) WHERE key = $1', [key]);
    },
    async clear(key) {
      await db.query('DELETE FROM auth_throttle WHERE key = $1', [key]);
    },
  };
}
