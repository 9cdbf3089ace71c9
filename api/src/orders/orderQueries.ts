import type { Order, OrderDetails, OrderFields, PartnerDetails } from '@store/shared/types';
import { taxCents } from '@store/shared/rules';
import type { Sql } from '../db/db.ts';
import { notFound } from '../http/httpError.ts';

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
 * Tax is 0 at creation and computed once afterwards (spec §9) by the documented rule in
 * @store/shared/rules tax.ts; a paid order's tax never changes.
 */
export async function ensureTax(sql: Sql, order: OrderRow): Promise<number> {
  if (order.tax_computed) return order.tax_cents;
  const tax = taxCents(order.subtotal_cents, order.address.country ?? '', order.address.state ?? '');
  const [row] = await sql.query<{ tax_cents: number }>(
    `UPDATE orders SET tax_cents = CASE WHEN tax_computed THEN tax_cents ELSE $2 END, tax_computed = true, updated_at = now()
      WHERE id = $1 RETURNING tax_cents`,
    [order.id, tax],
  );
  order.tax_cents = row.tax_cents;
  order.tax_computed = true;
  return row.tax_cents;
}

export const chargeableCents = (o: OrderRow) => o.subtotal_cents + o.shipping_cents + o.tax_cents;

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
    totalAmount: o.subtotal_cents + o.shipping_cents,
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
