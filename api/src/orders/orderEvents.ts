import type { Sql } from '../db/db.ts';
import { loggableError } from '../http/errorHandling.ts';
import { componentLog } from '../log.ts';

const log = componentLog('orders');

/** What the owner's timeline records beyond placed/paid/shipments/refunds, which have their own tables. */
export type OrderEventKind =
  | 'sent-to-provider'
  | 'fulfilment-failed'
  | 'fulfilment-retried'
  | 'provider-status'
  | 'webhook'
  | 'payment-declined'
  | 'payment-unknown'
  | 'confirmation-resent'
  | 'canceled'
  | 'refund-refused'
  | 'returned';

/** Appends one event to an order's timeline. Detail holds ids and statuses, never card data. */
export async function recordOrderEvent(sql: Sql, orderId: number, kind: OrderEventKind, detail: Record<string, unknown> = {}): Promise<void> {
  await sql.query('INSERT INTO order_events (order_id, kind, detail) VALUES ($1, $2, $3)', [orderId, kind, JSON.stringify(detail)]);
}

/** Best effort for background paths: a timeline write never fails the work it describes. */
export async function noteOrderEvent(sql: Sql, orderId: number, kind: OrderEventKind, detail: Record<string, unknown> = {}): Promise<void> {
  try {
    await recordOrderEvent(sql, orderId, kind, detail);
  } catch (err) {
    log.error({ kind, code: loggableError(err).code }, 'timeline event not recorded');
  }
}

/** How many events of one kind an order has had (e.g. fulfilment failures, to notify the first). */
export async function countOrderEvents(sql: Sql, orderId: number, kind: OrderEventKind): Promise<number> {
  const [row] = await sql.query<{ n: number }>('SELECT count(*)::int AS n FROM order_events WHERE order_id = $1 AND kind = $2', [orderId, kind]);
  return row?.n ?? 0;
}
