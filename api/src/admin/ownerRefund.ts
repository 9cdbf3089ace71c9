import type { Deps } from '../deps.ts';
import { conflict } from '../http/httpError.ts';
import { claimForCancel, releaseClaim } from '../orders/fulfilmentClaim.ts';
import { refundOrder } from './refunds.ts';

/**
 * The owner's refund (issue #24) holds the order's fulfilment claim while it runs, so no submission
 * to the print provider starts under it and a shopper's cancel waits its turn. A canceled order
 * has no claim to take (nothing will be submitted): its refund goes ahead as before.
 */
export async function refundByOwner(deps: Deps, actorId: string, orderId: number, input: { amountCents?: number; requestKey: string }) {
  const claim = await claimForCancel(deps.db, orderId);
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
