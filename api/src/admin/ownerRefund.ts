import type { Deps } from '../deps.ts';
import { conflict } from '../http/httpError.ts';
import { claimForCancel, releaseClaim } from '../orders/fulfilmentClaim.ts';
import { refundOrder } from '../payments/refunds.ts';

/**
 * The owner's refund of what is left of a charge (issue #24) holds the order's fulfilment claim while
 * it runs, so no submission to the print provider starts under it and a shopper's cancel waits its
 * turn. A canceled order
 * has no claim to take (nothing will be submitted): its refund goes ahead as before.
 */
export async function refundByOwner(deps: Deps, actorId: string, orderId: number, input: { amountCents?: number; requestKey: string }) {
  // a part refund leaves the order going: parallel ones queue on the payment's lock as before
  if (!(await givesBackTheRest(deps, orderId, input.amountCents))) return refundOrder(deps, actorId, orderId, input);
  const claim = await waitForClaim(deps, orderId);
  if (!claim) {
    const [order] = await deps.db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [orderId]);
    if (order && order.status !== 'canceled') throw conflict('This order is being sent to the print provider or canceled right now. Try again in a minute.');
    return refundOrder(deps, actorId, orderId, input);
  }
  try {
    return await refundOrder(deps, actorId, orderId, input);
  } finally {
    await releaseClaim(deps.db, orderId, 'canceling');
    // a partial (or failed) refund of an order not yet at the provider: it still goes to be made
    if (!claim.partnerOrderId) await deps.jobs.enqueue('fulfil-order', { orderId }, { singletonKey: `fulfil-${orderId}` });
  }
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
