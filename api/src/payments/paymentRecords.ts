import type { Deps } from '../deps.ts';
import type { ChargeResult } from '../providers/payment/paymentGateway.ts';
import { paymentConfirmation } from './confirmationMail.ts';
import { orderMailSummary, summaryLines, type OrderMailSummary } from './orderMailSummary.ts';
import { recordOrderEvent } from '../orders/orderEvents.ts';
import { notifyOwner } from '../mail/ownerMail.ts';
import { componentLog } from '../log.ts';
import { loggableError } from '../http/errorHandling.ts';

const log = componentLog('jobs');
const mailLog = componentLog('mail');

export interface PaymentRow {
  order_id: number;
  status: 'processing' | 'paid' | 'declined' | 'unknown';
  attempts: number;
  invoice: string;
  amount_cents: number;
  last4: string | null;
  brand: string | null;
  transaction_id: string | null;
  message: string | null;
}

/**
 * Records the gateway's answer for a claimed payment. Only the safe fields are kept (last 4,
 * brand, transaction id, auth code). A paid order is queued for fulfilment.
 */
export async function applyChargeResult(deps: Deps, orderId: number, result: ChargeResult): Promise<PaymentRow> {
  const row = await deps.db.transaction(async (tx) => {
    if (result.outcome === 'approved') {
      const [p] = await tx.query<PaymentRow>(
        `UPDATE payments SET status = 'paid', last4 = $2, brand = $3, transaction_id = $4, auth_code = $5, message = NULL, updated_at = now()
          WHERE order_id = $1 AND status IN ('processing', 'unknown') RETURNING *`,
        [orderId, result.last4, result.brand, result.transactionId, result.authCode],
      );
      await tx.query(
        `UPDATE orders SET payment_status = 'paid', payment_method = 'card', payment_id = $2, updated_at = now() WHERE id = $1`,
        [orderId, result.transactionId],
      );
      return p;
    }
    const status = result.outcome === 'declined' ? 'declined' : 'unknown';
    const [p] = await tx.query<PaymentRow>(
      `UPDATE payments SET status = $2, message = $3, updated_at = now() WHERE order_id = $1 AND status IN ('processing', 'unknown') RETURNING *`,
      [orderId, status, result.message],
    );
    // unknown: the shopper sees "pending" until reconciliation decides
    await tx.query(`UPDATE orders SET payment_status = $2, updated_at = now() WHERE id = $1 AND payment_status <> 'paid'`, [
      orderId,
      status === 'unknown' ? 'pending' : 'unpaid',
    ]);
    if (p) await recordOrderEvent(tx, orderId, status === 'declined' ? 'payment-declined' : 'payment-unknown', { message: result.message ?? null });
    return p;
  });
  if (result.outcome === 'approved' && row) {
    // the shopper's and the owner's mails list the same items, breakdown and address (issue 41, defect 9)
    const summary = await orderMailSummary(deps.db, orderId).catch(() => null);
    void sendConfirmation(deps, orderId, row, summary);
    void notifyOwner(deps, { kind: 'paid-order', orderId, amountCents: row.amount_cents, lines: summary ? summaryLines(summary) : undefined });
    await deps.jobs.enqueue('fulfil-order', { orderId }, { singletonKey: `fulfil-${orderId}` }).catch((err: unknown) => log.error({ queue: 'fulfil-order', err: loggableError(err) }, 'enqueue failed'));
  } else if (result.outcome === 'unknown') {
    await deps.jobs
      .enqueue('reconcile-payment', { orderId }, { startAfterSeconds: deps.checkout.reconcileAfterSeconds })
      .catch((err: unknown) => log.error({ queue: 'reconcile-payment', err: loggableError(err) }, 'enqueue failed'));
  }
  return row;
}

/**
 * Asks the gateway what happened to an 'unknown' charge. Approved → paid; declined → a new
 * attempt is allowed; no record yet → still unknown (never charged again meanwhile).
 */
export async function reconcilePayment(deps: Deps, orderId: number): Promise<PaymentRow | null> {
  const [p] = await deps.db.query<PaymentRow>('SELECT * FROM payments WHERE order_id = $1', [orderId]);
  if (!p || p.status !== 'unknown') return p ?? null;
  const found = await deps.payment.lookup(p.invoice);
  if (found.outcome === 'not-found' || found.outcome === 'unknown') return p;
  return applyChargeResult(deps, orderId, found);
}

/** Best effort: a mail failure is logged, never turned into a failed payment. */
async function sendConfirmation(deps: Deps, orderId: number, p: PaymentRow, summary: OrderMailSummary | null): Promise<void> {
  try {
    const [o] = await deps.db.query<{ address: { email?: string; fullName?: string }; tax_cents: number; tax_label: string | null; discount_code: string | null; discount_cents: number }>(
      'SELECT address, tax_cents, tax_label, discount_code, discount_cents FROM orders WHERE id = $1',
      [orderId],
    );
    if (!o?.address.email) return;
    const tax = { cents: o.tax_cents, label: o.tax_label };
    await deps.mail.send(paymentConfirmation(o.address.email, o.address.fullName ?? '', orderId, p.amount_cents, p.last4 ?? '', `${deps.config.publicUrl}/orders`, tax, { code: o.discount_code, cents: o.discount_cents }, summary));
  } catch (err) {
    // the code only: an SMTP error quotes the address
    mailLog.error({ code: loggableError(err).code }, 'payment confirmation failed');
  }
}
