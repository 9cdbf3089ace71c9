import { z } from 'zod';
import { ordersTotal } from '../cluster/metrics.ts';
import type { Variant } from '@store/shared/types';
import type { Deps } from '../deps.ts';
import { badRequest } from '../http/httpError.ts';
import { billingSchema, partnerAddress, requireBilling } from '../checkout/billing.ts';
import { quoteShipping } from '../checkout/shipping.ts';
import { selectShippingMessage } from '@store/shared/rules';
import type { OrderItemRow, OrderRow } from './orderQueries.ts';
import { claimDiscount } from '../discounts/discountClaim.ts';

/**
 * The order creation payload of spec §3. Only ids, quantities, the shipping option name and the
 * address are read: every price, the shipping cost and the totals are recomputed from the
 * database and the provider's quote; prices the client sends are ignored.
 */
export const placeOrderSchema = z
  .object({
    shippingOption: z.string().trim().max(60).default(''),
    billingDetails: billingSchema.optional(),
    address: z.string().max(4000).optional(),
    /** a discount code as typed; checked and one use taken when the order is placed (issue #41) */
    discountCode: z.string().trim().max(40).optional(),
    items: z
      .array(
        z
          .object({
            productId: z.union([z.string(), z.number()]).transform(String),
            variant_id: z.coerce.number().int().positive(),
            quantity: z.coerce.number().int().min(1).max(999),
          })
          .passthrough(),
      )
      .min(1, 'Your order has no items.')
      .max(100),
  })
  .passthrough();

interface ProductRow {
  id: string;
  title: string;
  image: string;
  images: { src: string; variant_ids: number[] }[];
  options: { type: string; values: { id: number; title: string }[] }[];
  variants: Variant[];
}

function billingFrom(body: z.infer<typeof placeOrderSchema>) {
  if (body.billingDetails) return requireBilling(body.billingDetails);
  let parsed: unknown = {};
  try {
    parsed = JSON.parse(body.address ?? '{}');
  } catch {
    throw badRequest('Invalid address.');
  }
  const result = billingSchema.safeParse(parsed);
  if (!result.success) throw badRequest('Invalid address.');
  return requireBilling(result.data);
}

export async function placeOrder(deps: Deps, userId: string, body: z.infer<typeof placeOrderSchema>) {
  const billing = billingFrom(body);
  if (!body.shippingOption) throw badRequest(selectShippingMessage);

  // merge repeated variants, then price every line from the catalogue
  const wanted = new Map<string, { productId: string; variantId: number; quantity: number }>();
  for (const i of body.items) {
    const key = `${i.productId}:${i.variant_id}`;
    const prev = wanted.get(key);
    wanted.set(key, { productId: i.productId, variantId: i.variant_id, quantity: (prev?.quantity ?? 0) + i.quantity });
  }
  const ids = [...new Set([...wanted.values()].map((w) => w.productId))];
  const products = await deps.db.query<ProductRow>('SELECT id, title, image, images, options, variants FROM products WHERE id = ANY($1::text[]) AND NOT hidden', [ids]);
  const byId = new Map(products.map((p) => [p.id, p]));
  const lines = [...wanted.values()].map((w) => {
    const p = byId.get(w.productId);
    const v = p?.variants.find((x) => Number(x.id) === w.variantId);
    if (!p || !v || v.is_enabled === false || v.is_available === false) throw badRequest('An item in your order is no longer available. Please update your cart.');
    const optionTitle = (type: string) => p.options.find((o) => o.type === type)?.values.find((val) => v.options.includes(val.id))?.title ?? null;
    return {
      productId: p.id,
      variantId: v.id,
      title: p.title,
      image: p.images.find((i) => i.variant_ids?.includes(v.id))?.src ?? p.image,
      variantLabel: v.title,
      sku: v.sku ?? '',
      color: optionTitle('color'),
      size: optionTitle('size'),
      quantity: w.quantity,
      priceCents: v.price,
      totalCents: v.price * w.quantity,
    };
  });

  const partnerItems = lines.map((l) => ({ productId: l.productId, variantId: l.variantId, quantity: l.quantity, sku: l.sku }));
  const options = await quoteShipping(deps, partnerItems, partnerAddress(billing));
  const shippingCents = options[body.shippingOption];
  if (!Number.isInteger(shippingCents)) throw badRequest('This shipping option is not available for your address. Please calculate shipping again.');
  const subtotal = lines.reduce((n, l) => n + l.totalCents, 0);

  const placed = await deps.db.transaction(async (tx) => {
    // the code's use is taken in the order's transaction: a refused code places no order, a failed order takes no use
    const discount = body.discountCode ? await claimDiscount(tx, body.discountCode, subtotal) : null;
    const [order] = await tx.query<OrderRow>(
      `INSERT INTO orders (user_id, shipping_option, shipping_cents, subtotal_cents, address, discount_code, discount_cents)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7) RETURNING *`,
      [userId, body.shippingOption, shippingCents, subtotal, JSON.stringify(billing), discount?.code ?? null, discount?.cents ?? 0],
    );
    const items: OrderItemRow[] = [];
    for (const l of lines) {
      const [item] = await tx.query<OrderItemRow>(
        `INSERT INTO order_items (order_id, product_id, variant_id, product_title, product_image, variant_label, sku, color, size, quantity, price_cents, total_cents)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING *`,
        [order.id, l.productId, l.variantId, l.title, l.image, l.variantLabel, l.sku, l.color, l.size, l.quantity, l.priceCents, l.totalCents],
      );
      items.push(item);
    }
    await tx.query(`DELETE FROM favourites_cart WHERE user_id = $1 AND type = 'cart'`, [userId]);
    return { order, items };
  });
  ordersTotal.inc({ event: 'placed' });
  return placed;
}
