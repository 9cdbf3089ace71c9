import type { Db } from '../db/db.ts';
import { recordOrderEvent } from './orderEvents.ts';
import { loggableError } from '../http/errorHandling.ts';
import { componentLog } from '../log.ts';

const log = componentLog('sweeps');

/** No payment is under way or done: a cancel cannot race a charge. */
export const noLivePayment = `NOT EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id AND p.status IN ('processing', 'paid', 'unknown'))`;

/**
 * Cancels orders left unpaid longer than `hours` (a sweep any instance may run: each order is
 * canceled by one UPDATE, so two instances never cancel or log it twice). Returns the ids.
 */
export async function cancelUnpaidOrders(db: Db, hours: number): Promise<number[]> {
  return db.transaction(async (tx) => {
    const rows = await tx.query<{ id: number }>(
      `UPDATE orders o SET status = 'canceled', updated_at = now()
        WHERE o.status <> 'canceled' AND o.payment_status = 'unpaid' AND o.created_at < now() - ($1::float8 * interval '1 hour') AND ${noLivePayment}
        RETURNING id`,
      [hours],
    );
    for (const { id } of rows) await recordOrderEvent(tx, Number(id), 'canceled', { by: 'job', afterHours: hours });
    return rows.map((r) => Number(r.id));
  });
}

/** Runs the unpaid-order sweep now and every `everyMs` (UNPAID_ORDER_CANCEL_HOURS, default 48). */
export function cancelUnpaidOrdersEvery(db: Db, hours: number, everyMs = 10 * 60_000): () => void {
  const run = () =>
    cancelUnpaidOrders(db, hours)
      .then((ids) => ids.length && log.info({ canceled: ids.length, hours }, 'unpaid orders canceled'))
      .catch((err: unknown) => log.error({ err: loggableError(err) }, 'unpaid-order sweep failed'));
  void run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
