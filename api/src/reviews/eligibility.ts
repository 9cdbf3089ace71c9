import type { Sql } from '../db/db.ts';

/**
 * The shopper's delivered order holding the product, if any: only such a buyer may review it.
 * Delivered = the shipment's "delivered" event, or the provider's final 'fulfilled' status (the
 * local provider's parcel reaches it before its made-up delivery). A canceled order never counts.
 */
export async function deliveredOrderWith(db: Sql, userId: string, productId: string): Promise<number | undefined> {
  const [row] = await db.query<{ id: number }>(
    `SELECT o.id FROM orders o
      WHERE o.user_id = $1 AND o.status <> 'canceled'
        AND EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id AND i.product_id = $2)
        AND (o.partner_status = 'fulfilled' OR EXISTS (SELECT 1 FROM order_shipment_events e WHERE e.order_id = o.id AND e.status = 'delivered'))
      ORDER BY o.created_at DESC LIMIT 1`,
    [userId, productId],
  );
  return row ? Number(row.id) : undefined;
}

/** The refusal a shopper reads when they did not receive the product. */
export const notEligibleMessage = 'Only shoppers who received this product can review it. You can write a review once an order with it has been delivered.';
