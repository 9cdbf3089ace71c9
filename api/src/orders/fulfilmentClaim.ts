import type { Sql } from '../db/db.ts';

/**
 * One guard between sending an order to the print provider and canceling it (issue #24): each
 * takes the order's claim with a single compare-and-set UPDATE, so a cancel never refunds an order
 * a submission is sending, and a submission never sends an order a cancel is refunding. A claim
 * older than this is a dead process's and may be taken over.
 */
const staleAfter = `fulfilment_claim_at < now() - interval '5 minutes'`;

/** Submission may start: paid, not canceled, not at the provider yet, no cancel under way. */
export async function claimForSubmission(db: Sql, orderId: number): Promise<boolean> {
  const rows = await db.query(
    `UPDATE orders SET fulfilment_claim = 'submitting', fulfilment_claim_at = now()
      WHERE id = $1 AND payment_status = 'paid' AND status <> 'canceled' AND partner_order_id IS NULL
        AND (fulfilment_claim IS NULL OR fulfilment_claim = 'submitting' OR ${staleAfter})
      RETURNING id`,
    [orderId],
  );
  return rows.length > 0;
}

export interface CancelClaim {
  partnerOrderId: string | null;
  partnerStatus: string | null;
}

/**
 * A cancel may start: not canceled and nothing else holds the claim. Returns what the provider
 * knows of the order (no partner id: it never reached the provider, and now it never will).
 */
export async function claimForCancel(db: Sql, orderId: number): Promise<CancelClaim | null> {
  const [row] = await db.query<{ partner_order_id: string | null; partner_status: string | null }>(
    `UPDATE orders SET fulfilment_claim = 'canceling', fulfilment_claim_at = now()
      WHERE id = $1 AND status <> 'canceled' AND (fulfilment_claim IS NULL OR ${staleAfter})
      RETURNING partner_order_id, partner_status`,
    [orderId],
  );
  return row ? { partnerOrderId: row.partner_order_id, partnerStatus: row.partner_status } : null;
}

/** Lets go of the claim `kind` (never someone else's). */
export async function releaseClaim(db: Sql, orderId: number, kind: 'submitting' | 'canceling'): Promise<void> {
  await db.query('UPDATE orders SET fulfilment_claim = NULL, fulfilment_claim_at = NULL WHERE id = $1 AND fulfilment_claim = $2', [orderId, kind]);
}
