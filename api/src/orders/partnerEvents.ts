import type { Db, Sql } from '../db/db.ts';
import type { PartnerEvent } from '../providers/print/fulfilmentProvider.ts';
import { recordShipment } from './shipments.ts';
import { recordOrderEvent } from './orderEvents.ts';

/**
 * Applies a provider's event once: its id is recorded in the same transaction as its effect (status,
 * tracking link, shipment), so a redelivered or concurrent duplicate changes nothing. Says whether it
 * was applied and, when it recorded a shipment, for which of our orders.
 */
export async function applyPartnerEvent(db: Db, event: PartnerEvent): Promise<{ applied: boolean; shippedOrderId?: number }> {
  return db.transaction(async (tx) => {
    const [fresh] = await tx.query('INSERT INTO webhook_events (id, type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id', [event.id, event.type]);
    if (!fresh) return { applied: false };
    if (event.partnerOrderId && (event.status || event.trackingUrl)) {
      const updated = await tx.query<{ id: number }>(
        `UPDATE orders SET partner_status = coalesce($2, partner_status), tracking_url = coalesce($3, tracking_url), updated_at = now()
          WHERE partner_order_id = $1 RETURNING id`,
        [event.partnerOrderId, event.status ?? null, event.trackingUrl ?? null],
      );
      for (const { id } of updated) await recordOrderEvent(tx, Number(id), 'webhook', { type: event.type, status: event.status ?? null });
    }
    if (event.partnerOrderId && event.shipment) {
      const orderId = await orderIdOfPartnerOrder(tx, event.partnerOrderId);
      if (orderId !== undefined) {
        await recordShipment(tx, orderId, event.shipment);
        return { applied: true, shippedOrderId: orderId };
      }
    }
    return { applied: true };
  });
}

/** Our order's id for the provider's order id, if we have that order. */
export async function orderIdOfPartnerOrder(sql: Sql, partnerOrderId: string): Promise<number | undefined> {
  const [order] = await sql.query<{ id: number }>('SELECT id FROM orders WHERE partner_order_id = $1', [partnerOrderId]);
  return order ? Number(order.id) : undefined;
}
