import type { TestApp } from './testApp.ts';

/**
 * An order of `productId` by `userId`, written straight in SQL (the checkout suites test placing
 * and paying): 'delivered' adds the shipment and its delivered event, 'fulfilled' only the
 * provider's final status, 'paid' neither.
 */
export async function orderWith(t: TestApp, userId: string, productId: string, state: 'paid' | 'fulfilled' | 'delivered', email = 'buyer@example.com'): Promise<number> {
  const [o] = await t.db.query<{ id: number }>(
    `INSERT INTO orders (user_id, status, payment_status, shipping_option, shipping_cents, subtotal_cents, address, partner_order_id, partner_status)
     VALUES ($1, 'paid', 'paid', 'Standard', 0, 1000, $2, $3, $4) RETURNING id`,
    [userId, JSON.stringify({ email, fullName: 'Ada Lovelace' }), `p-${userId}-${productId}-${Math.random()}`, state === 'paid' ? 'in-production' : 'fulfilled'],
  );
  const orderId = Number(o!.id);
  await t.db.query(
    `INSERT INTO order_items (order_id, product_id, variant_id, product_title, product_image, quantity, price_cents, total_cents) VALUES ($1, $2, 1, 'A product', '', 1, 1000, 1000)`,
    [orderId, productId],
  );
  if (state === 'delivered') {
    await t.db.query(`INSERT INTO order_shipments (order_id, carrier, tracking_number) VALUES ($1, 'USPS', '9400')`, [orderId]);
    await t.db.query(`INSERT INTO order_shipment_events (order_id, status, occurred_at) VALUES ($1, 'delivered', now())`, [orderId]);
    // the 'fulfilled' status alone already counts; a delivered parcel of a provider that says otherwise still must
    await t.db.query(`UPDATE orders SET partner_status = 'in-transit' WHERE id = $1`, [orderId]);
  }
  return orderId;
}

/** Ids of visible catalogue products, first `n`. */
export async function productIds(t: TestApp, n: number): Promise<{ id: string; category: string; title: string }[]> {
  return t.db.query('SELECT id, category, title FROM products WHERE NOT hidden ORDER BY id LIMIT $1', [n]);
}
