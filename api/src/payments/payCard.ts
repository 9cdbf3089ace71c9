import { z } from 'zod';
import { ordersTotal, paymentsTotal } from '../cluster/metrics.ts';
import { cardDataIn, cardDataInQuery, cleanCardholderName, dollarsToCents, cardMessages } from '@store/shared/rules';
import type { Deps } from '../deps.ts';
import { badRequest, conflict } from '../http/httpError.ts';
import { chargeableCents, ensureTax, ownOrder } from '../orders/orderQueries.ts';
import { applyChargeResult, reconcilePayment, type PaymentRow } from './paymentRecords.ts';
import { cardTokenDescriptor, type CardToken } from '../providers/payment/paymentGateway.ts';
import { documentRequired } from '../http/validate.ts';

/**
 * The payment payload: spec §3's, with the card replaced by the gateway's one-time token
 * (`opaqueData`, from the tokenizer the page loads from the gateway's origin). Lengths are capped
 * so nothing huge is parsed; no message echoes a value.
 */
// amount, requestId and the token are needed; a missing one gets the handler's own 400 message
export const paymentSchema = documentRequired(
  z.object({
    amount: z.string().max(20).default('').describe('the total the shopper saw, in dollars ("34.78"): it must match the server total'),
    currency: z.string().max(8).default('USD'),
    name: z.string().max(100).default(''),
    requestId: z.union([z.string().max(40), z.number()]).default('').describe('the order id'),
    opaqueData: z.object({ dataDescriptor: z.string().max(64), dataValue: z.string().min(1).max(8192) }).optional().describe("the card token from the gateway's tokenizer"),
  }),
  ['amount', 'requestId', 'opaqueData'],
);

export const cardDataRefused =
  'Card numbers and security codes must never be sent to the store: the payment page sends them only to the payment gateway. Nothing was charged.';

/**
 * PCI scope: the store's server never takes a card number or CVV, not even to refuse it later.
 * Checked on the parsed body and the URL's query string (`?pan=…`) before anything else, in any
 * spelling (cardData.ts); the reply and the log never carry the value.
 */
export function refuseCardData(body: unknown, url = '') {
  const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
  if (cardDataIn(body) || cardDataInQuery(query)) throw badRequest(cardDataRefused);
}

/** Spec §5's name rule, and a token of the one kind the store charges with. */
function validatePayment(body: z.infer<typeof paymentSchema>): { name: string; token: CardToken } {
  const name = cleanCardholderName(body.name).trim().replace(/\s+/g, ' ');
  if (!name) throw badRequest(cardMessages.name);
  if (!body.opaqueData || body.opaqueData.dataDescriptor !== cardTokenDescriptor) {
    throw badRequest('The card details were not received from the secure payment form. Please enter your card again.');
  }
  return { name, token: { dataDescriptor: body.opaqueData.dataDescriptor, dataValue: body.opaqueData.dataValue } };
}

const paidView = (orderId: number, p: PaymentRow) => ({
  orderId,
  status: 'paid',
  transactionId: p.transaction_id,
  last4: p.last4,
  brand: p.brand,
  amount: p.amount_cents,
});

export type PayOutcome = { status: number; success: boolean; message: string; data: unknown };

/**
 * The order was paid by an earlier attempt (another tab, or a charge that timed out and then went
 * through): this request's card was not charged, and the reply says so and names the card that was,
 * never "Payment processed successfully" (issue 41, defect 12).
 */
export const alreadyPaidMessage = (p: Pick<PaymentRow, 'last4'>) =>
  `This order was already paid${p.last4 ? ` with the card ending ${p.last4}` : ''}. The card you just entered was not charged.`;

const alreadyPaid = (orderId: number, p: PaymentRow): PayOutcome => ({ status: 200, success: true, message: alreadyPaidMessage(p), data: { ...paidView(orderId, p), alreadyPaid: true } });

/**
 * Charges an order once. The payments row (primary key order_id) is claimed atomically —
 * inserted, or moved from 'declined' to 'processing' — so of any number of concurrent requests
 * exactly one reaches the gateway; the others see 'processing' or 'paid'. A lost answer becomes
 * 'unknown' and is reconciled with the gateway, never charged again.
 */
export async function payCard(deps: Deps, userId: string, body: z.infer<typeof paymentSchema>): Promise<PayOutcome> {
  const { name, token } = validatePayment(body);
  if (body.currency.toUpperCase() !== 'USD') throw badRequest('Only USD payments are accepted.');
  const amountCents = dollarsToCents(body.amount);
  if (amountCents === null) throw badRequest('Invalid amount: use dollars with two decimals, e.g. 12.34.');

  const order = await ownOrder(deps.db, userId, body.requestId);
  if (order.status === 'canceled' || order.partner_status === 'canceled') throw conflict('This order was canceled and cannot be paid.');
  await ensureTax(deps, order);
  const total = chargeableCents(order);

  // The amount is checked before the already-paid answer: a paid order never "accepts" another sum.
  if (amountCents !== total) throw conflict('The order total has changed. Please review your order and try again.');
  const [existing] = await deps.db.query<PaymentRow>('SELECT * FROM payments WHERE order_id = $1', [order.id]);
  if (existing?.status === 'paid') return alreadyPaid(Number(order.id), existing);

  const [claim] = await deps.db.query<PaymentRow>(
    `INSERT INTO payments (order_id, status, attempts, invoice, amount_cents) VALUES ($1, 'processing', 1, $2, $3)
     ON CONFLICT (order_id) DO UPDATE
        SET status = 'processing', attempts = payments.attempts + 1,
            invoice = 'O' || payments.order_id || 'A' || (payments.attempts + 1), amount_cents = EXCLUDED.amount_cents, message = NULL, updated_at = now()
      WHERE payments.status = 'declined'
     RETURNING *`,
    [order.id, `O${order.id}A1`, total],
  );
  if (!claim) {
    const [current] = await deps.db.query<PaymentRow>('SELECT * FROM payments WHERE order_id = $1', [order.id]);
    if (current?.status === 'paid') return alreadyPaid(Number(order.id), current);
    if (current?.status === 'unknown') {
      const settled = await reconcilePayment(deps, Number(order.id)).catch(() => current);
      if (settled?.status === 'paid') return alreadyPaid(Number(order.id), settled);
      if (settled?.status !== 'declined') throw conflict('We are still confirming your previous payment for this order. Please check My Orders in a few minutes.');
      return payCard(deps, userId, body); // the earlier attempt was declined after all: this one may proceed
    }
    // An instance that died between claiming and recording leaves 'processing' behind; once older
    // than any gateway call can take, it is treated as an unknown outcome and reconciled (issue 14).
    if (current?.status === 'processing' && (await markStaleProcessingUnknown(deps, Number(order.id)))) return payCard(deps, userId, body);
    throw conflict('A payment for this order is already being processed.');
  }

  const result = await deps.payment
    .charge({
      invoice: claim.invoice,
      amountCents: total,
      description: `Order ${order.id}`,
      token,
      cardholderName: name,
      email: order.address.email,
      billTo: {
        firstName: '',
        lastName: '',
        address: order.address.address ?? '',
        city: order.address.city ?? '',
        state: order.address.state ?? '',
        zip: order.address.zipCode ?? '',
        country: order.address.country ?? '',
      },
    })
    .catch(() => ({ outcome: 'unknown' as const, message: 'The payment gateway did not answer.' }));
  const saved = await applyChargeResult(deps, Number(order.id), result);
  paymentsTotal.inc({ outcome: result.outcome });
  if (result.outcome !== 'unknown') ordersTotal.inc({ event: result.outcome === 'approved' ? 'paid' : 'failed' });

  if (result.outcome === 'approved') return { status: 200, success: true, message: 'Payment processed successfully', data: paidView(Number(order.id), saved) };
  if (result.outcome === 'declined') return { status: 402, success: false, message: `Payment failed: ${result.message}`, data: null };
  return {
    status: 202,
    success: false,
    message: 'We could not confirm your payment yet. Please do not pay again: we are checking with the bank and will update your order.',
    // the page shows this instead of its form: no second card while the first may be charged (issue 41, defect 12)
    data: { orderId: Number(order.id), status: 'confirming' },
  };
}


/** Seconds after which a 'processing' claim can only mean its instance died (PAYMENT_PROCESSING_STALE_SECONDS). */
export const staleSeconds = () => Math.max(1, Number(process.env.PAYMENT_PROCESSING_STALE_SECONDS ?? 30));

async function markStaleProcessingUnknown(deps: Deps, orderId: number): Promise<boolean> {
  const rows = await deps.db.query(
    `UPDATE payments SET status = 'unknown', updated_at = now()
      WHERE order_id = $1 AND status = 'processing' AND updated_at < now() - make_interval(secs => $2) RETURNING order_id`,
    [orderId, staleSeconds()],
  );
  return rows.length > 0;
}
