import type { Deps } from '../deps.ts';
import { conflict, notFound } from '../http/httpError.ts';
import { paymentConfirmation } from '../payments/confirmationMail.ts';
import { orderMailSummary } from '../payments/orderMailSummary.ts';
import { recordOrderEvent } from '../orders/orderEvents.ts';
import { audit } from '../db/auditLog.ts';

/**
 * Sends a paid order to the print provider again (after a provider error, or when it never went).
 * Submission is idempotent on the order's external id, so a retry never prints twice.
 */
export async function retryFulfilment(deps: Deps, actorId: string, orderId: number): Promise<void> {
  const [o] = await deps.db.query<{ payment_status: string; partner_order_id: string | null }>('SELECT payment_status, partner_order_id FROM orders WHERE id = $1', [orderId]);
  if (!o) throw notFound('Order not found.');
  if (o.payment_status !== 'paid') throw conflict('Only a paid order can be sent to the print provider.');
  if (o.partner_order_id) throw conflict('This order is already with the print provider.');
  await deps.jobs.enqueue('fulfil-order', { orderId }, { singletonKey: `fulfil-${orderId}` });
  await recordOrderEvent(deps.db, orderId, 'fulfilment-retried');
  await audit(deps.db, actorId, 'order.retry-fulfilment', String(orderId), null, null);
}

/** The "payment received" e-mail again, to the address on the order. A mail failure is the caller's error. */
export async function resendConfirmation(deps: Deps, actorId: string, orderId: number): Promise<void> {
  const [o] = await deps.db.query<{ address: { email?: string; fullName?: string }; amount_cents: number | null; last4: string | null; status: string | null; order_status: string; payment_status: string; tax_cents: number; tax_label: string | null; discount_code: string | null; discount_cents: number }>(
    'SELECT o.address, o.tax_cents, o.tax_label, o.discount_code, o.discount_cents, o.status AS order_status, o.payment_status, p.amount_cents, p.last4, p.status FROM orders o LEFT JOIN payments p ON p.order_id = o.id WHERE o.id = $1',
    [orderId],
  );
  if (!o) throw notFound('Order not found.');
  // a canceled or refunded order's "payment received, we will tell you when it ships" would be false (issue #41 item 4)
  if (o.order_status === 'canceled' || o.payment_status !== 'paid') throw conflict('This order was canceled or refunded: there is no payment confirmation to send. The shopper had the cancel or refund e-mail.');
  if (o.status !== 'paid' || !o.address.email) throw conflict('Only a paid order has a confirmation to send.');
  // the same items, breakdown and address as the first one (issue #41 item 9)
  const summary = await orderMailSummary(deps.db, orderId);
  await deps.mail.send(paymentConfirmation(o.address.email, o.address.fullName ?? '', orderId, o.amount_cents ?? 0, o.last4 ?? '', `${deps.config.publicUrl}/orders`, { cents: o.tax_cents, label: o.tax_label }, { code: o.discount_code, cents: o.discount_cents }, summary));
  await recordOrderEvent(deps.db, orderId, 'confirmation-resent');
  await audit(deps.db, actorId, 'order.resend-confirmation', String(orderId), null, null);
}
