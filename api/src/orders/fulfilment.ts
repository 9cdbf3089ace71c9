import type { Deps } from '../deps.ts';
import { finalPartnerStatuses, fulfilmentOf } from '../providers/print/printProvider.ts';
import { partnerAddress } from '../checkout/billing.ts';
import { reconcilePayment } from '../payments/paymentRecords.ts';
import type { QueueName, JobHandler } from '../jobs/jobRunner.ts';
import type { OrderItemRow, OrderRow } from './orderQueries.ts';
import type { BillingDetails } from '@store/shared/rules';

/** Our stable id for an order at the partner: the idempotency key of the submission. */
export const externalIdOf = (orderId: number) => `store-order-${orderId}`;

/**
 * Submits a paid order to the print provider. Safe to run twice: a recorded partner order is
 * kept, and the provider's submitOrder is idempotent on the external id. A throw (provider down)
 * makes the job retry with backoff.
 */
export async function submitToPartner(deps: Deps, orderId: number): Promise<void> {
  const [order] = await deps.db.query<OrderRow>('SELECT * FROM orders WHERE id = $1', [orderId]);
  if (!order || order.payment_status !== 'paid') return;
  if (!order.partner_order_id) {
    const items = await deps.db.query<OrderItemRow>('SELECT * FROM order_items WHERE order_id = $1 ORDER BY id', [orderId]);
    const partner = await fulfilmentOf(deps.print).submitOrder({
      externalId: externalIdOf(orderId),
      label: String(orderId),
      shippingMethod: order.shipping_option,
      address: partnerAddress(order.address as unknown as BillingDetails),
      items: items.map((i) => ({ productId: i.product_id, variantId: Number(i.variant_id), quantity: i.quantity, sku: i.sku })),
    });
    await deps.db.query(
      `UPDATE orders SET partner_order_id = $2, partner_status = $3, tracking_url = $4, updated_at = now()
        WHERE id = $1 AND partner_order_id IS NULL`,
      [orderId, partner.id, partner.status, partner.trackingUrl],
    );
  }
  await deps.jobs.enqueue('track-order', { orderId }, { startAfterSeconds: deps.checkout.partnerPollSeconds });
}

/** Polling fallback: refreshes the partner status and tracking link until the order is final. */
export async function trackPartnerOrder(deps: Deps, orderId: number): Promise<void> {
  const [order] = await deps.db.query<OrderRow>('SELECT * FROM orders WHERE id = $1', [orderId]);
  if (!order?.partner_order_id || finalPartnerStatuses.has(order.partner_status ?? '')) return;
  const partner = await fulfilmentOf(deps.print).getOrder(order.partner_order_id);
  await deps.db.query('UPDATE orders SET partner_status = $2, tracking_url = coalesce($3, tracking_url), updated_at = now() WHERE id = $1', [
    orderId,
    partner.status,
    partner.trackingUrl,
  ]);
  if (!finalPartnerStatuses.has(partner.status)) {
    await deps.jobs.enqueue('track-order', { orderId }, { startAfterSeconds: deps.checkout.partnerPollSeconds });
  }
}

export function checkoutJobHandlers(deps: Deps): Record<QueueName, JobHandler> {
  return {
    'fulfil-order': ({ orderId }) => submitToPartner(deps, orderId),
    'track-order': ({ orderId }) => trackPartnerOrder(deps, orderId),
    'reconcile-payment': async ({ orderId }) => {
      const p = await reconcilePayment(deps, orderId);
      // still no answer from the gateway: throw so the job retries with backoff
      if (p?.status === 'unknown') throw new Error(`payment of order ${orderId} not reconciled yet`);
    },
  };
}

/**
 * At start: paid orders not yet at the partner and payments still 'unknown' are queued again, in
 * case a process died between the database write and the enqueue. Harmless when already queued:
 * submission is single-flight per order and idempotent on the external id.
 */
export async function requeueUnfinished(deps: Pick<Deps, 'db' | 'jobs'>): Promise<number> {
  const paid = await deps.db.query<{ id: number }>(`SELECT id FROM orders WHERE payment_status = 'paid' AND partner_order_id IS NULL`);
  for (const { id } of paid) await deps.jobs.enqueue('fulfil-order', { orderId: Number(id) }, { singletonKey: `fulfil-${id}` });
  const unknown = await deps.db.query<{ order_id: number }>(`SELECT order_id FROM payments WHERE status = 'unknown'`);
  for (const { order_id } of unknown) await deps.jobs.enqueue('reconcile-payment', { orderId: Number(order_id) });
  return paid.length + unknown.length;
}
