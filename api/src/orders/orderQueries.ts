import type { Order, OrderDetails, OrderFields, PartnerDetails } from '@store/shared/types';
import type { Sql } from '../db/db.ts';
import type { Deps } from '../deps.ts';
import { selectTaxProvider } from '../providers/tax/selectTaxProvider.ts';
import { notFound } from '../http/httpError.ts';
import { spreadCents } from '@store/shared/rules';

export interface OrderRow {
  id: number;
  user_id: number;
  status: string;
  payment_method: string;
  payment_status: string;
  payment_id: string | null;
  shipping_option: string;
  shipping_cents: number;
  subtotal_cents: number;
  tax_cents: number;
  tax_computed: boolean;
  /** what was applied, stored with tax_cents (null: taxed before the owner's table, or not yet) */
  tax_rate_ppm: number | null;
  tax_label: string | null;
  tax_shipping_taxed: boolean | null;
  /** the discount code applied when the order was placed, and the cents it took off the goods (0 without one) */
  discount_code: string | null;
  discount_cents: number;
  address: Record<string, string>;
  partner_order_id: string | null;
  partner_status: string | null;
  tracking_url: string | null;
  created_at: Date | string;
}

export interface OrderItemRow {
  id: number;
  order_id: number;
  product_id: string;
  variant_id: number;
  product_title: string;
  product_image: string;
  variant_label: string;
  sku: string;
  color: string | null;
  size: string | null;
  quantity: number;
  price_cents: number;
  total_cents: number;
}

/** An order id as the client sends it: a positive integer, else "not found" (never a 500). */
export function parseOrderId(value: unknown): number | null {
  const s = String(value ?? '').trim();
  return /^\d{1,15}$/.test(s) && Number(s) > 0 ? Number(s) : null;
}

/** The caller's own order; another user's order is indistinguishable from a missing one. */
export async function ownOrder(sql: Sql, userId: string, orderIdInput: unknown, lock = false): Promise<OrderRow> {
  const id = parseOrderId(orderIdInput);
  if (id === null) throw notFound('Order not found.');
  const [order] = await sql.query<OrderRow>(`SELECT * FROM orders WHERE id = $1 AND user_id = $2${lock ? ' FOR UPDATE' : ''}`, [id, userId]);
  if (!order) throw notFound('Order not found.');
  return order;
}

export async function orderItems(sql: Sql, orderIds: number[]): Promise<Map<number, OrderItemRow[]>> {
  const map = new Map<number, OrderItemRow[]>();
  if (!orderIds.length) return map;
  const rows = await sql.query<OrderItemRow>('SELECT * FROM order_items WHERE order_id = ANY($1::bigint[]) ORDER BY id', [orderIds]);
  for (const r of rows) map.set(Number(r.order_id), [...(map.get(Number(r.order_id)) ?? []), r]);
  return map;
}

/**
 * Tax is 0 at creation and asked of the tax provider once afterwards (spec §9: on the order's
 * details or its payment, whichever comes first); the answer (amount, rate, label) is stored and
 * never asked again, so a rate changed later never changes an order shown or paid. Two first asks
 * at once store one answer: the UPDATE takes only an order not yet taxed.
 */
export async function ensureTax(deps: Pick<Deps, 'db' | 'tax' | 'config'>, order: OrderRow): Promise<number> {
  if (order.tax_computed) return order.tax_cents;
  const provider = deps.tax ?? selectTaxProvider(deps.config.taxProvider, deps.db);
  const items = (await orderItems(deps.db, [Number(order.id)])).get(Number(order.id)) ?? [];
  const a = order.address;
  // a discount lowers the taxable goods: each line is taxed on its total less its share of the discount
  const off = spreadCents(items.map((i) => i.total_cents), order.discount_cents ?? 0);
  const quote = await provider.quote(
    { country: a.country ?? '', state: a.state ?? '', city: a.city, zipCode: a.zipCode },
    items.map((i, n) => ({ productId: i.product_id, variantId: Number(i.variant_id), quantity: i.quantity, totalCents: i.total_cents - off[n]! })),
    order.shipping_cents,
  );
  type Taxed = Pick<OrderRow, 'tax_cents' | 'tax_rate_ppm' | 'tax_label' | 'tax_shipping_taxed'>;
  const taxed = 'tax_cents, tax_rate_ppm, tax_label, tax_shipping_taxed';
  const [stored] = await deps.db.query<Taxed>(
    `UPDATE orders SET tax_cents = $2, tax_rate_ppm = $3, tax_label = $4, tax_shipping_taxed = $5, tax_computed = true, updated_at = now()
      WHERE id = $1 AND NOT tax_computed RETURNING ${taxed}`,
    [order.id, quote.taxCents, quote.ratePpm, quote.label, quote.shippingTaxed],
  );
  // another request stored its answer first: that one stands
  const row = stored ?? (await deps.db.query<Taxed>(`SELECT ${taxed} FROM orders WHERE id = $1`, [order.id]))[0];
  Object.assign(order, row, { tax_computed: true });
  return order.tax_cents;
}

/** What the card is charged: goods less their discount, plus shipping and tax. */
export const chargeableCents = (o: OrderRow) => o.subtotal_cents - (o.discount_cents ?? 0) + o.shipping_cents + o.tax_cents;

/** The order as the pages read it (spec §3), money in cents. */
export function orderView(o: OrderRow, items: OrderItemRow[], provider: string): Order {
  const fields: OrderFields = {
    orderId: Number(o.id),
    id: Number(o.id),
    createdAt: new Date(o.created_at).toISOString(),
    status: o.status,
    paymentStatus: o.payment_status,
    paymentMethod: o.payment_method,
    paymentId: o.payment_id,
    shippingOption: o.shipping_option,
    subtotal: o.subtotal_cents,
    shippingCost: o.shipping_cents,
    tax: o.tax_cents,
    taxLabel: o.tax_label ?? null,
    discountCode: o.discount_code ?? null,
    discount: o.discount_cents ?? 0,
    totalAmount: o.subtotal_cents - (o.discount_cents ?? 0) + o.shipping_cents,
    chargeableAmount: chargeableCents(o),
    address: JSON.stringify(o.address),
    orderItems: items.map((i) => ({
      id: Number(i.id),
      productId: i.product_id,
      variant_id: Number(i.variant_id),
      productImage: i.product_image,
      productTitle: i.product_title,
      color: i.color,
      size: i.size,
      sku: i.sku,
      variantLabel: i.variant_label,
      quantity: i.quantity,
      price: i.price_cents,
      totalPrice: i.total_cents,
    })),
  };
  const details: PartnerDetails | null = o.partner_order_id ? { status: o.partner_status, connect: { url: o.tracking_url } } : null;
  return { ...fields, [`${provider}Details` as const]: details };
}

/** Order details as spec §3: line_items with quantity and metadata (title, variant_label, sku). */
export function orderDetailsView(o: OrderRow, items: OrderItemRow[]): OrderDetails {
  return {
    id: Number(o.id),
    status: o.partner_status ?? 'on-hold',
    line_items: items.map((i) => ({
      product_id: i.product_id,
      variant_id: Number(i.variant_id),
      quantity: i.quantity,
      status: 'on-hold',
      metadata: { title: i.product_title, variant_label: i.variant_label, sku: i.sku, price: i.price_cents },
    })),
  };
}

/** The user's orders, newest first (at most 500). */
export function ordersOfUser(sql: Sql, userId: string): Promise<OrderRow[]> {
  return sql.query<OrderRow>('SELECT * FROM orders WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT 500', [userId]);
}

/** Deletes the user's order if the partner canceled it; anything else stays. */
export async function deleteCanceledOrder(sql: Sql, orderId: number, userId: string): Promise<void> {
  await sql.query(`DELETE FROM orders WHERE id = $1 AND user_id = $2 AND partner_status = 'canceled'`, [orderId, userId]);
}
