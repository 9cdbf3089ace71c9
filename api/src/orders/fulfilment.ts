import type { Deps } from '../deps.ts';
import { finalPartnerStatuses } from '../providers/print/fulfilmentProvider.ts';
import { partnerAddress } from '../checkout/billing.ts';
import type { JobHandler } from '../jobs/jobRunner.ts';
import type { OrderItemRow, OrderRow } from './orderQueries.ts';
import type { BillingDetails } from '@store/shared/rules';
import { isDelivered, recordShipment, sendShipmentMails } from './shipments.ts';
import { countOrderEvents, noteOrderEvent } from './orderEvents.ts';
import { notifyOwner } from '../mail/ownerMail.ts';
import { claimForSubmission, releaseClaim } from './fulfilmentClaim.ts';
import { loggableError } from '../http/errorHandling.ts';
import { componentLog } from '../log.ts';

const log = componentLog('fulfilment');

/** Polling gives up on a parcel never reported delivered after this long. */
const maxTrackingMs = 21 * 24 * 3600 * 1000;
/** A shipped parcel changes slowly (and webhooks report it first): poll it this many times less often. */
const shippedPollFactor = 10;

/** Nothing more to learn: canceled, or fulfilled and delivered (or tracked for too long). */
async function trackingDone(deps: Deps, order: Pick<OrderRow, 'id' | 'partner_status' | 'created_at'>): Promise<boolean> {
  if (order.partner_status === 'canceled') return true;
  if (!finalPartnerStatuses.has(order.partner_status ?? '')) return false;
  return Date.now() - new Date(order.created_at).getTime() > maxTrackingMs || (await isDelivered(deps.db, Number(order.id)));
}

/** Our stable id for an order at the partner: the idempotency key of the submission. */
export const externalIdOf = (orderId: number) => `store-order-${orderId}`;

/**
 * Submits a paid order to the print provider. Safe to run twice: a recorded partner order is
 * kept, and the provider's submitOrder is idempotent on the external id. A throw (provider down)
 * makes the job retry with backoff.
 */
export async function submitToPartner(deps: Deps, orderId: number): Promise<void> {
  const [order] = await deps.db.query<OrderRow>('SELECT * FROM orders WHERE id = $1', [orderId]);
  // a canceled order is never printed, even if a payment landed on it while it was being canceled
  if (!order || order.payment_status !== 'paid' || order.status === 'canceled') return;
  if (!order.partner_order_id) {
    // a cancel holds the order: it refunds it, or on failure lets go and queues this job again
    if (!(await claimForSubmission(deps.db, orderId))) return;
    const items = await deps.db.query<OrderItemRow>('SELECT * FROM order_items WHERE order_id = $1 ORDER BY id', [orderId]);
    const partner = await deps.print.fulfilment
      .submitOrder({
        externalId: externalIdOf(orderId),
        label: String(orderId),
        shippingMethod: order.shipping_option,
        address: partnerAddress(order.address as unknown as BillingDetails),
        items: items.map((i) => ({ productId: i.product_id, variantId: Number(i.variant_id), quantity: i.quantity, sku: i.sku })),
      })
      .catch(async (err: unknown) => {
        await releaseClaim(deps.db, orderId, 'submitting');
        throw err;
      });
    const stored = await deps.db.query(
      `UPDATE orders SET partner_order_id = $2, partner_status = $3, tracking_url = $4, fulfilment_claim = NULL, fulfilment_claim_at = NULL, updated_at = now()
        WHERE id = $1 AND partner_order_id IS NULL AND fulfilment_claim = 'submitting' RETURNING id`,
      [orderId, partner.id, partner.status, partner.trackingUrl],
    );
    if (stored.length) await noteOrderEvent(deps.db, orderId, 'sent-to-provider', { partnerOrderId: partner.id, status: partner.status });
    else if (!(await recordedAs(deps, orderId, partner.id))) {
      // a cancel took the claim over (this process was presumed dead) and refunded: undo the submission
      await deps.print.fulfilment.cancelOrder(partner.id).catch((err: unknown) => log.error({ orderId, code: loggableError(err).code }, 'could not withdraw a canceled order'));
      return;
    }
    if (partner.shipment) {
      await recordShipment(deps.db, orderId, partner.shipment);
      await sendShipmentMails(deps, orderId);
    }
  }
  await deps.jobs.enqueue('track-order', { orderId }, { startAfterSeconds: deps.checkout.partnerPollSeconds });
}

/** The order is recorded at the provider under this partner id (a parallel submission stored it). */
async function recordedAs(deps: Deps, orderId: number, partnerOrderId: string): Promise<boolean> {
  const [row] = await deps.db.query<{ partner_order_id: string | null }>('SELECT partner_order_id FROM orders WHERE id = $1', [orderId]);
  return row?.partner_order_id === partnerOrderId;
}

/** Polling fallback: refreshes the partner status, tracking link and shipment until delivered (or canceled). */
export async function trackPartnerOrder(deps: Deps, orderId: number): Promise<void> {
  const [order] = await deps.db.query<OrderRow>('SELECT * FROM orders WHERE id = $1', [orderId]);
  if (!order?.partner_order_id || (await trackingDone(deps, order))) return;
  const partner = await deps.print.fulfilment.getOrder(order.partner_order_id);
  if (partner.status !== order.partner_status) await noteOrderEvent(deps.db, orderId, 'provider-status', { status: partner.status });
  // never moves a canceled order back (a poll that read the provider before a cancel landed)
  await deps.db.query(`UPDATE orders SET partner_status = $2, tracking_url = coalesce($3, tracking_url), updated_at = now() WHERE id = $1 AND partner_status IS DISTINCT FROM 'canceled'`, [
    orderId,
    partner.status,
    partner.trackingUrl,
  ]);
  if (partner.shipment) {
    await recordShipment(deps.db, orderId, partner.shipment);
    await sendShipmentMails(deps, orderId);
  }
  if (!(await trackingDone(deps, { id: orderId, partner_status: partner.status, created_at: order.created_at }))) {
    const factor = finalPartnerStatuses.has(partner.status) ? shippedPollFactor : 1;
    await deps.jobs.enqueue('track-order', { orderId }, { startAfterSeconds: deps.checkout.partnerPollSeconds * factor });
  }
}

const failuresOf = (deps: Deps, orderId: number) => countOrderEvents(deps.db, orderId, 'fulfilment-failed').catch(() => 0);

/** The print provider's jobs; the payment's own (reconcile-payment) are in payments/paymentJobs.ts. */
export function fulfilmentJobHandlers(deps: Deps): Record<'fulfil-order' | 'track-order', JobHandler> {
  return {
    'fulfil-order': async ({ orderId }) => {
      try {
        await submitToPartner(deps, orderId);
      } catch (err) {
        // the owner sees each failed attempt (the job retries with backoff, and Retry is on the order page)
        const reason = String((err as Error).message ?? err).slice(0, 300);
        await noteOrderEvent(deps.db, orderId, 'fulfilment-failed', { message: reason });
        // the owner hears of the first failure; the retries that follow are on the order's timeline
        if ((await failuresOf(deps, orderId)) === 1) await notifyOwner(deps, { kind: 'fulfilment-failed', orderId, reason });
        throw err;
      }
    },
    'track-order': ({ orderId }) => trackPartnerOrder(deps, orderId),
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
