import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db.ts';
import { hashPassword } from '../auth/passwords.ts';

/** The demo shopper whose orders fill a fresh store's dashboard; it cannot log in (random password). */
export const DEMO_SHOPPER_EMAIL = 'demo.shopper@example.com';

const demoAddress = {
  fullName: 'Demo Shopper', address: '1 Sample Street', city: 'Springfield', zipCode: '62701',
  country: 'US', state: 'IL', phone: '+12175550100', email: DEMO_SHOPPER_EMAIL,
};

/** A small deterministic generator: the same demo every fresh start. */
function seeded(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

/**
 * A few weeks of demo orders on a fresh demo store (embedded database, local provider), so the
 * owner's dashboard and chart show something on first start. Runs only while the store has no
 * order at all, so a real order is never mixed with invented ones; says how many it made.
 */
export async function seedDemoOrders(db: Db, days = 28): Promise<number> {
  const [{ n }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders');
  if (n > 0) return 0;
  const products = await db.query<{ id: string; title: string; image: string; variants: { id: number; price: number; title?: string; is_enabled: boolean; is_available: boolean }[] }>(
    'SELECT id, title, image, variants FROM products ORDER BY id LIMIT 40',
  );
  const sellable = products.flatMap((p) => {
    const v = p.variants.find((x) => x.is_enabled && x.is_available);
    return v ? [{ p, v }] : [];
  });
  if (!sellable.length) return 0;
  const random = seeded(42);
  return db.transaction(async (tx) => {
    const [user] = await tx.query<{ id: string }>(
      `INSERT INTO users (first_name, last_name, email, password_hash) VALUES ('Demo', 'Shopper', $1, $2)
       ON CONFLICT (lower(email)) DO UPDATE SET email = excluded.email RETURNING id::text AS id`,
      [DEMO_SHOPPER_EMAIL, await hashPassword(randomBytes(24).toString('base64url'))],
    );
    let made = 0;
    for (let day = days; day >= 1; day--) {
      const count = Math.floor(random() * 4); // 0–3 orders a day
      for (let k = 0; k < count; k++) {
        const { p, v } = sellable[Math.floor(random() * sellable.length)]!;
        const quantity = 1 + Math.floor(random() * 2);
        const subtotal = v.price * quantity;
        const shipping = 499;
        const at = `${day} days ${Math.floor(random() * 20)} hours`;
        const refunded = random() < 0.08;
        const [o] = await tx.query<{ id: number }>(
          `INSERT INTO orders (user_id, status, payment_method, payment_status, payment_id, shipping_option, shipping_cents, subtotal_cents, address,
                               partner_order_id, partner_status, created_at, updated_at)
           VALUES ($1, $2, 'card', $3, $4, 'Standard', $5, $6, $7, $8, $9, now() - $10::interval, now() - $10::interval) RETURNING id`,
          [user!.id, refunded ? 'canceled' : 'pending', refunded ? 'refunded' : 'paid', `demo-${day}-${k}`, shipping, subtotal, JSON.stringify(demoAddress),
            `demo-partner-${day}-${k}`, refunded ? 'canceled' : 'fulfilled', at],
        );
        await tx.query(
          `INSERT INTO order_items (order_id, product_id, variant_id, product_title, product_image, variant_label, quantity, price_cents, total_cents)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [o!.id, p.id, v.id, p.title, p.image, v.title ?? '', quantity, v.price, subtotal],
        );
        await tx.query(
          `INSERT INTO payments (order_id, status, invoice, amount_cents, last4, brand, transaction_id, updated_at)
           VALUES ($1, 'paid', $2, $3, '1111', 'Visa', $4, now() - $5::interval)`,
          [o!.id, String(o!.id), subtotal + shipping, `demo-${o!.id}`, at],
        );
        if (refunded) {
          await tx.query(
            `INSERT INTO refunds (order_id, request_key, kind, amount_cents, status, created_at, updated_at)
             VALUES ($1, $2, 'refund', $3, 'succeeded', now() - $4::interval, now() - $4::interval)`,
            [o!.id, `demo-refund-${o!.id}`, subtotal + shipping, at],
          );
        }
        made++;
      }
    }
    return made;
  });
}
