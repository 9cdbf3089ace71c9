import type { Deps } from '../deps.ts';
import { conflict, HttpError } from '../http/httpError.ts';
import { claimForCancel, releaseClaim, type CancelClaim } from '../orders/fulfilmentClaim.ts';
import { askProviderToCancel } from '../orders/providerCancel.ts';
import { recordOrderEvent } from '../orders/orderEvents.ts';
import { refundOrder } from '../payments/refunds.ts';

/** The provider's status for goods that have left it: only a return can be refunded then. */
const shipped = 'fulfilled';

export interface OwnerRefundInput {
  amountCents?: number;
  requestKey: string;
  /** the owner says the goods are coming back: a shipped order may then be refunded */
  asReturn?: boolean;
}

/**
 * The owner's refund or void (issues #24, #41) takes the shopper's guarded path: it holds the order's
 * fulfilment claim (no submission starts under it), and when the refund would end the order it asks
 * the print provider to cancel first. The provider's answer decides: refused (in production, shipped)
 * means nothing is refunded, so the money never goes back while the goods go out. A shipped order is
 * refunded only as a return, and then it is not canceled at the provider (the goods are already out).
 */
export async function refundByOwner(deps: Deps, actorId: string, orderId: number, input: OwnerRefundInput) {
  if (!(await givesBackTheRest(deps, orderId, input.amountCents))) {
    // a part refund leaves the order going (parallel ones queue on the payment's lock), but not for goods that shipped
    await refuseShippedUnlessReturn(deps, orderId, input.asReturn);
    return refundOrder(deps, actorId, orderId, input);
  }
  const claim = await waitForClaim(deps, orderId);
  if (!claim) {
    const [order] = await deps.db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [orderId]);
    if (order && order.status !== 'canceled') throw conflict('This order is being sent to the print provider or canceled right now. Try again in a minute.');
    return refundOrder(deps, actorId, orderId, input);
  }
  let refunded = false;
  try {
    const atProvider = await settleWithProvider(deps, orderId, claim, input.asReturn === true);
    const out = await refundOrder(deps, actorId, orderId, { ...input, keepAtProvider: atProvider === 'return' });
    refunded = out.refund.status === 'succeeded';
    if (refunded && atProvider === 'return') await recordOrderEvent(deps.db, orderId, 'returned', { by: 'owner' });
    // the provider canceled before the money moved: the reply says so, as when it canceled after
    return atProvider === 'canceled' && !out.repeated ? { ...out, partnerCanceled: true } : out;
  } finally {
    await releaseClaim(deps.db, orderId, 'canceling');
    // a refund that failed on an order not yet at the provider: it still goes to be made
    if (!refunded && !claim.partnerOrderId) await deps.jobs.enqueue('fulfil-order', { orderId }, { singletonKey: `fulfil-${orderId}` });
  }
}

/**
 * Before the money goes back: the provider cancels the order, or (a return) it has shipped it.
 * Says which ('none': the provider never had it, or already canceled it). Throws, refunding nothing, otherwise.
 */
async function settleWithProvider(deps: Deps, orderId: number, claim: CancelClaim, asReturn: boolean): Promise<'none' | 'canceled' | 'return'> {
  if (!claim.partnerOrderId || claim.partnerStatus === 'canceled') {
    if (asReturn) throw conflict('This order has not shipped, so it cannot be refunded as a return. Refund it without marking it as a return.');
    return 'none';
  }
  if (asReturn) {
    const status = await liveStatus(deps, orderId, claim.partnerOrderId);
    if (status !== shipped) throw conflict(`This order has not shipped (the print provider says "${status ?? 'unknown'}"), so it cannot be refunded as a return. Nothing was refunded.`);
    return 'return';
  }
  const answer = await askProviderToCancel(deps, orderId, claim.partnerOrderId);
  if (answer.outcome === 'unreachable') throw new HttpError(502, 'The print provider did not answer, so the order was not canceled there and nothing was refunded. Try again in a minute.');
  if (answer.outcome === 'refused') {
    await recordOrderEvent(deps.db, orderId, 'refund-refused', { by: 'owner', providerStatus: answer.status });
    if (answer.status === shipped) throw conflict('This order has shipped, so nothing was refunded. If the goods come back, mark the refund as a return.');
    throw conflict('The print provider has already started making this order and would not cancel it, so nothing was refunded. Once it ships, refund it as a return if the goods come back.');
  }
  return 'canceled';
}

/** A part refund of goods that shipped is a return's: the owner says so, or it is refused. */
async function refuseShippedUnlessReturn(deps: Deps, orderId: number, asReturn: boolean | undefined): Promise<void> {
  if (asReturn) return;
  const [row] = await deps.db.query<{ partner_order_id: string | null; partner_status: string | null }>('SELECT partner_order_id, partner_status FROM orders WHERE id = $1', [orderId]);
  if (!row?.partner_order_id || row.partner_status === 'canceled') return;
  if ((await liveStatus(deps, orderId, row.partner_order_id)) === shipped) throw conflict('This order has shipped, so nothing was refunded. If the goods come back, mark the refund as a return.');
}

/** The provider's own word (the store's copy may be a poll behind); its copy is brought up to date. */
async function liveStatus(deps: Deps, orderId: number, partnerOrderId: string): Promise<string | null> {
  const now = await deps.print.fulfilment.getOrder(partnerOrderId).catch(() => null);
  if (!now) return null;
  await deps.db.query(`UPDATE orders SET partner_status = $2, updated_at = now() WHERE id = $1 AND partner_status IS DISTINCT FROM 'canceled'`, [orderId, now.status]);
  return now.status;
}

/** Whether this refund would give back all that is left of the charge (and so end the order). */
async function givesBackTheRest(deps: Deps, orderId: number, amountCents: number | undefined): Promise<boolean> {
  if (amountCents === undefined) return true;
  const [row] = await deps.db.query<{ left: number }>(
    `SELECT (p.amount_cents - coalesce((SELECT sum(r.amount_cents) FROM refunds r WHERE r.order_id = p.order_id AND r.status <> 'declined'), 0))::int AS left
       FROM payments p WHERE p.order_id = $1 AND p.status = 'paid'`,
    [orderId],
  );
  return !row || amountCents >= row.left;
}

/**
 * Another refund or cancel holding the claim finishes in moments (the owner's parallel clicks queue
 * behind it, as on the payment's lock); a submission to the provider does not wait: 409 at once.
 */
async function waitForClaim(deps: Deps, orderId: number) {
  for (let i = 0; i < 30; i++) {
    const claim = await claimForCancel(deps.db, orderId);
    if (claim) return claim;
    const [row] = await deps.db.query<{ fulfilment_claim: string | null }>('SELECT fulfilment_claim FROM orders WHERE id = $1', [orderId]);
    if (row?.fulfilment_claim !== 'canceling') return null;
    await new Promise((r) => setTimeout(r, 100));
  }
  return null;
}
