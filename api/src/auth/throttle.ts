import type { Sql } from '../db/db.ts';

/** A fixed-window counter: at most `max` hits per `windowSeconds` for one key. */
export interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
}

/**
 * Seconds until every listed limit allows another try (0 = allowed now). Counters live in the
 * database so all API instances share them.
 */
export async function secondsBlocked(db: Sql, limits: Limit[]): Promise<number> {
  let wait = 0;
  for (const limit of limits) {
    const [row] = await db.query<{ hits: number; remaining: number }>(
      `SELECT hits, ceil(extract(epoch FROM window_started_at + make_interval(secs => $2::int) - now()))::int AS remaining
       FROM auth_throttle WHERE key = $1`,
      [limit.key, limit.windowSeconds],
    );
    if (row && row.remaining > 0 && row.hits >= limit.max) wait = Math.max(wait, row.remaining);
  }
  return wait;
}

/** Counts one hit against each limit; an expired window starts over. Atomic per key. */
export async function recordHit(db: Sql, limits: Limit[]): Promise<void> {
  for (const limit of limits) {
    await db.query(
      `INSERT INTO auth_throttle (key, hits, window_started_at) VALUES ($1, 1, now())
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN auth_throttle.window_started_at <= now() - make_interval(secs => $2::int) THEN 1 ELSE auth_throttle.hits + 1 END,
         window_started_at = CASE WHEN auth_throttle.window_started_at <= now() - make_interval(secs => $2::int) THEN now() ELSE auth_throttle.window_started_at END`,
      [limit.key, limit.windowSeconds],
    );
  }
}

export async function clearKey(db: Sql, key: string): Promise<void> {
  await db.query('DELETE FROM auth_throttle WHERE key = $1', [key]);
}

/** 'N minute(s)' or 'N second(s)' for a 429 message. */
export function describeWait(seconds: number): string {
  if (seconds >= 60) {
    const m = Math.ceil(seconds / 60);
    return `${m} minute${m === 1 ? '' : 's'}`;
  }
  return `${seconds} second${seconds === 1 ? '' : 's'}`;
}
