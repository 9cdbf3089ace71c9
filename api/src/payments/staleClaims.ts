import type { Deps } from '../deps.ts';
import { staleSeconds } from './payCard.ts';
import { componentLog } from '../log.ts';
import { loggableError } from '../http/errorHandling.ts';

const log = componentLog('sweeps');

/**
 * A payment claim left 'processing' longer than any gateway call takes means its instance died
 * mid-payment: the card may have been charged. Without this sweep it waited for the shopper to try
 * again; now every such claim becomes 'unknown' and is reconciled with the gateway (paid or not).
 * The conditional UPDATE hands each claim to exactly one instance.
 */
export async function sweepStaleClaims(deps: Pick<Deps, 'db' | 'jobs'>): Promise<number> {
  const rows = await deps.db.query<{ order_id: number }>(
    `UPDATE payments SET status = 'unknown', updated_at = now()
      WHERE status = 'processing' AND updated_at < now() - make_interval(secs => $1) RETURNING order_id`,
    [staleSeconds()],
  );
  for (const { order_id } of rows) await deps.jobs.enqueue('reconcile-payment', { orderId: Number(order_id) });
  return rows.length;
}

/** Runs the sweep every half stale period; errors are logged (code and message only). */
export function sweepStaleClaimsEvery(deps: Pick<Deps, 'db' | 'jobs'>): () => void {
  const everyMs = Math.max(1_000, (staleSeconds() * 1000) / 2);
  const timer = setInterval(() => {
    sweepStaleClaims(deps).catch((err: unknown) => log.error({ err: loggableError(err) }, 'stale-claim sweep failed'));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
