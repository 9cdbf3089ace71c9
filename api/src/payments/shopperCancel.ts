import { randomUUID } from 'node:crypto';
import { canCancel } from '@store/shared/rules';
import type { Deps } from '../deps.ts';
import { conflict, HttpError } from '../http/httpError.ts';
import { ownOrder } from '../orders/orderQueries.ts';
import { recordOrderEvent } from '../orders/orderEvents.ts';
import { askProviderToCancel } from '../orders/providerCancel.ts';
import { claimForCancel, releaseClaim } from '../orders/fulfilmentClaim.ts';
import { noLivePayment } from '../orders/cancelUnpaid.ts';
import { refundOrder } from './refunds.ts';
import { loggableError } from '../http/errorHandling.ts';
import { notifyOwner } from '../mail/ownerMail.ts';
import { noticeOn } from '../mail/noticeSettings.ts';
import { cancelNotice } from '../mail/cancelMail.ts';
import { componentLog } from '../log.ts';

const log = componentLog('mail');

/**
 * The shopper cancels their own order before production (spec §7 /api/update-order, issue #15).
 * Unpaid: canceled at once, unless a payment started meanwhile. Paid (issue #24): the order's
 * claim is taken first (one compare-and-set: no submission to the provider can start, a second
 * cancel gets 409), then the provider is asked to cancel; the payment goes back only once the
 * provider confirms, or when the order never reached it. Returns the message for the shopper.
 */
export async function cancelByShopper(deps: Deps, userId: string, orderIdInput: unknown): Promise<{ orderId: number; message: string }> {
  const order = await ownOrder(deps.db, userId, orderIdInput);
  const orderId = Number(order.id);
  if (!canCancel({ status: order.status, paymentStatus: order.payment_status, partnerStatus: order.partner_status })) {
    throw conflict('This order can no longer be canceled: it is already in production, canceled or its payment is being confirmed.');
  }
  if (order.payment_status === 'unpaid') {
    const done = await deps.db.transaction(async (tx) => {
      const rows = await tx.query<{ id: number }>(
        `UPDATE orders o SET status = 'canceled', updated_at = now() WHERE o.id = $1 AND o.status <> 'canceled' AND o.payment_status = 'unpaid' AND ${noLivePayment} RETURNING id`,
        [orderId],
      );
      if (rows.length) await recordOrderEvent(tx, orderId, 'canceled', { by: 'shopper' });
      return rows.length > 0;
    });
    if (!done) throw conflict('A payment for this order is under way; it cannot be canceled now.');
    await tellOfCancel(deps, order.address as { email?: string; fullName?: string }, orderId, 0);
    return { orderId, message: 'Order canceled' };
  }
  const claim = await claimForCancel(deps.db, orderId);
  if (!claim) throw conflict('This order is being sent to the print provider or canceled right now. Please try again in a minute.');
  let refunded = false;
  try {
    if (claim.partnerOrderId) await cancelAtProvider(deps, orderId, claim.partnerOrderId);
    const out = await refundOrder(deps, userId, orderId, { requestKey: `shopper-cancel-${orderId}-${randomUUID()}`, by: 'shopper' });
    if (out.refund.status !== 'succeeded') {
      throw new HttpError(
        502,
        claim.partnerOrderId
          ? 'The print provider canceled your order, but we could not refund your payment just now. The store will refund it; there is no need to cancel again.'
          : 'We could not refund your payment just now, so the order is not canceled. Please try again later.',
      );
    }
    refunded = true;
    // the shopper's own e-mail is the refund's (it says the order is canceled); the owner hears of it here
    await notifyOwner(deps, { kind: 'order-canceled', orderId, refundedCents: out.refund.amountCents });
    return { orderId, message: 'Order canceled and your payment refunded' };
  } finally {
    await releaseClaim(deps.db, orderId, 'canceling');
    // the order never reached the provider and stays paid: it goes on to be made
    if (!refunded && !claim.partnerOrderId) await deps.jobs.enqueue('fulfil-order', { orderId }, { singletonKey: `fulfil-${orderId}` });
  }
}

/** An unpaid order's cancel: the shopper's e-mail and the owner's notice (issue #41), each as the owner set it; best effort. */
async function tellOfCancel(deps: Deps, address: { email?: string; fullName?: string }, orderId: number, refundedCents: number): Promise<void> {
  if (address.email && (await noticeOn(deps.db, 'shopper-cancel'))) {
    await deps.mail
      .send(cancelNotice(address.email, address.fullName ?? '', { orderId, by: 'shopper', refundedCents, last4: '' }, `${deps.config.publicUrl}/orders`))
      .catch((err: unknown) => log.error({ code: loggableError(err).code }, 'cancel notice failed'));
  }
  await notifyOwner(deps, { kind: 'order-canceled', orderId, refundedCents });
}

/** Asks the provider to cancel; a refusal (production started) is a 409 and nothing is refunded. */
async function cancelAtProvider(deps: Deps, orderId: number, partnerOrderId: string): Promise<void> {
  const answer = await askProviderToCancel(deps, orderId, partnerOrderId);
  if (answer.outcome === 'unreachable') throw new HttpError(502, 'We could not reach the print provider to cancel your order, so it is not canceled and nothing was refunded. Please try again later.');
  if (answer.outcome === 'refused') throw conflict('This order can no longer be canceled: the print provider has already started making it. Nothing was refunded.');
}
