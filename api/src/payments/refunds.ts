import { formatCents, refundTaxCents } from '@store/shared/rules';
import type { Deps } from '../deps.ts';
import type { Sql } from '../db/db.ts';
import { badRequest, conflict, notFound } from '../http/httpError.ts';
import { audit } from '../db/auditLog.ts';
import { recordOrderEvent } from '../orders/orderEvents.ts';
import { refundNotice } from './refundMail.ts';
import { noticeOn } from '../mail/noticeSettings.ts';
import { componentLog } from '../log.ts';
import { loggableError } from '../http/errorHandling.ts';

const log = componentLog('mail');

export interface RefundView {
  id: string;
  orderId: number;
  kind: 'refund' | 'void';
  amountCents: number;
  /** the part of amountCents that was tax (shared/src/rules/tax.ts refundTaxCents) */
  taxCents: number;
  status: 'pending' | 'succeeded' | 'declined' | 'unknown';
  message: string | null;
}

interface Charge {
  amount_cents: number;
  /** the order's stored tax, of which refunds give back their share */
  tax_cents: number;
  address: { email?: string; fullName?: string };
  last4: string | null;
  transaction_id: string | null;
  partner_order_id: string | null;
  partner_status: string | null;
  payment_status: string;
}

const viewOf = (r: { id: number | string; order_id: number | string; kind: string; amount_cents: number; tax_cents: number; status: string; message: string | null }): RefundView => ({
  id: String(r.id),
  orderId: Number(r.order_id),
  kind: r.kind as RefundView['kind'],
  amountCents: r.amount_cents,
  taxCents: r.tax_cents,
  status: r.status as RefundView['status'],
  message: r.message,
});

/** Money (and the tax in it) already given back, or perhaps given back (an unknown answer counts until someone checks). */
async function committedCents(sql: Sql, orderId: number): Promise<{ amount: number; tax: number }> {
  const [row] = await sql.query<{ amount: number; tax: number }>(
    `SELECT coalesce(sum(amount_cents), 0)::int AS amount, coalesce(sum(tax_cents), 0)::int AS tax FROM refunds WHERE order_id = $1 AND status <> 'declined'`,
    [orderId],
  );
  return row ?? { amount: 0, tax: 0 };
}

/**
 * Gives back part or all of an order's card payment. The rules a store owner relies on:
 * - only a paid order, and never more than was charged less what was already given back: the
 *   order's payment row is locked while the refund is recorded, so parallel requests queue;
 * - the same `requestKey` twice is one refund (the first one's outcome is returned);
 * - a charge that has not settled cannot be refunded by the gateway: a full refund then voids it;
 * - the refund that gives back the rest cancels the order at the print provider when it was sent there (best effort: a
 *   provider that already started production refuses, and the reply says so);
 * - it gives back the order's tax in proportion to the money (refundTaxCents: the refund of the rest returns
 *   the rest of the tax), recorded on the refund and said in the shopper's e-mail;
 * - every attempt is in the audit log with what it changed.
 */
export async function refundOrder(deps: Deps, actorId: string, orderId: number, input: { amountCents?: number; requestKey: string; by?: 'owner' | 'shopper'; keepAtProvider?: boolean }) {
  // 1. Record the attempt, under the order's lock, before the gateway hears of it.
  // whole: this one refund is the whole charge (so it may be a void); completes: nothing is left after it
  type Claim = { again: RefundView } | { again?: undefined; id: number; amount: number; whole: boolean; completes: boolean; charge: Charge };
  const claim = await deps.db.transaction(async (tx): Promise<Claim> => {
    const [again] = await tx.query<Parameters<typeof viewOf>[0]>('SELECT * FROM refunds WHERE request_key = $1', [input.requestKey]);
    if (again) {
      if (Number(again.order_id) !== orderId) throw conflict('This request key was used for another order.');
      return { again: viewOf(again) };
    }
    const [charge] = await tx.query<Charge>(
      `SELECT p.amount_cents, p.last4, p.transaction_id, o.tax_cents, o.address, o.partner_order_id, o.partner_status, o.payment_status
         FROM orders o JOIN payments p ON p.order_id = o.id
        WHERE o.id = $1 AND p.status = 'paid' FOR UPDATE OF p`,
      [orderId],
    );
    if (!charge || !charge.transaction_id) {
      const [exists] = await tx.query('SELECT 1 FROM orders WHERE id = $1', [orderId]);
      if (!exists) throw notFound('Order not found.');
      throw conflict('Only a paid order can be refunded.');
    }
    const before = await committedCents(tx, orderId);
    const left = charge.amount_cents - before.amount;
    const amount = input.amountCents ?? left;
    if (left <= 0) throw conflict('This order has already been refunded in full.');
    if (!Number.isInteger(amount) || amount <= 0) throw badRequest('Invalid amount: a refund is a positive number of cents.');
    if (amount > left) throw badRequest(`A refund cannot exceed what is left of the charge (${formatCents(left)}).`);
    const taxCents = refundTaxCents({ orderTaxCents: charge.tax_cents, chargedCents: charge.amount_cents, refundedBeforeCents: before.amount, taxReturnedBeforeCents: before.tax, refundCents: amount });
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO refunds (order_id, request_key, kind, amount_cents, tax_cents, status, actor_id) VALUES ($1, $2, 'refund', $3, $4, 'pending', $5) RETURNING id`,
      [orderId, input.requestKey, amount, taxCents, actorId],
    );
    return { id: Number(row!.id), amount, whole: amount === charge.amount_cents, completes: amount === left, charge };
  });
  if (claim.again) return { refund: claim.again, repeated: true, partnerCanceled: null };

  // 2. Ask the gateway; an unsettled full charge is voided instead.
  const { charge } = claim;
  let kind: 'refund' | 'void' = 'refund';
  let result = await deps.payment.refund({ transactionId: charge.transaction_id!, amountCents: claim.amount, last4: charge.last4 ?? '' });
  if (result.outcome === 'declined' && result.notSettled && claim.whole) {
    kind = 'void';
    const voided = await deps.payment.void(charge.transaction_id!);
    result = voided.outcome === 'voided' ? { outcome: 'refunded', transactionId: voided.transactionId } : voided;
  }
  const status = result.outcome === 'refunded' ? 'succeeded' : result.outcome;
  const message = result.outcome === 'refunded' ? null : result.message;

  // 3. Record the outcome; a full refund or a void ends the order's payment and, where it can, the order.
  const paymentStatus = status === 'succeeded' && claim.completes ? (kind === 'void' ? 'voided' : 'refunded') : charge.payment_status;
  const row = await deps.db.transaction(async (tx) => {
    const [updated] = await tx.query<Parameters<typeof viewOf>[0]>(
      `UPDATE refunds SET kind = $2, status = $3, message = $4, gateway_transaction_id = $5, updated_at = now() WHERE id = $1 RETURNING *`,
      [claim.id, kind, status, message, result.outcome === 'refunded' ? result.transactionId : null],
    );
    if (paymentStatus !== charge.payment_status) {
      // nothing is left of the payment: the order is over, and My Orders says so
      await tx.query(`UPDATE orders SET payment_status = $2, status = 'canceled', updated_at = now() WHERE id = $1`, [orderId, paymentStatus]);
      await recordOrderEvent(tx, orderId, 'canceled', { by: input.by ?? 'owner', paymentStatus });
    }
    await audit(tx, actorId, `order.${kind}`, String(orderId), { paymentStatus: charge.payment_status }, { paymentStatus, refund: viewOf(updated!) });
    return updated!;
  });

  if (status === 'succeeded') await sendRefundNotice(deps, charge, viewOf(row), paymentStatus !== charge.payment_status);

  let partnerCanceled: boolean | null = null;
  // a return's goods have shipped: nothing to cancel at the provider
  if (status === 'succeeded' && claim.completes && !input.keepAtProvider && charge.partner_order_id && charge.partner_status !== 'canceled') {
    const canceled = await deps.print.fulfilment.cancelOrder(charge.partner_order_id).catch(() => null);
    partnerCanceled = canceled !== null;
    if (canceled) await deps.db.query('UPDATE orders SET partner_status = $2, updated_at = now() WHERE id = $1', [orderId, canceled.status]);
  }
  return { refund: viewOf(row), repeated: false, partnerCanceled };
}

/** Best effort: the money went back whatever the mail does; a failure is logged, never the refund's error. The owner may switch it off. */
async function sendRefundNotice(deps: Deps, charge: Charge, r: RefundView, canceled: boolean): Promise<void> {
  if (!charge.address.email || !(await noticeOn(deps.db, 'shopper-refund'))) return;
  try {
    const notice = { orderId: r.orderId, kind: r.kind, amountCents: r.amountCents, taxCents: r.taxCents, last4: charge.last4 ?? '', canceled };
    await deps.mail.send(refundNotice(charge.address.email, charge.address.fullName ?? '', notice, `${deps.config.publicUrl}/orders`));
  } catch (err) {
    // the code only: an SMTP error quotes the address
    log.error({ code: loggableError(err).code }, 'refund notice failed');
  }
}
