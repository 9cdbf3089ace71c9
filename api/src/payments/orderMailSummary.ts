import { formatCents, taxLineLabel } from '@store/shared/rules';
import type { Sql } from '../db/db.ts';

/**
 * What an order e-mail lists (issue 41, defect 9): the items, the cost broken down as the shopper
 * paid it, and where it ships. Read from the order as stored; money in integer cents, formatted here.
 */
export interface OrderMailSummary {
  items: { title: string; variant: string; quantity: number; totalCents: number }[];
  subtotalCents: number;
  discount: { code: string | null; cents: number };
  shipping: { option: string; cents: number };
  tax: { label: string | null; cents: number };
  totalCents: number;
  shipTo: string[];
}

type AddressJson = { fullName?: string; address?: string; city?: string; state?: string; zipCode?: string; country?: string; phone?: string };

export async function orderMailSummary(sql: Sql, orderId: number): Promise<OrderMailSummary | null> {
  const [o] = await sql.query<{ subtotal_cents: number; shipping_cents: number; shipping_option: string; tax_cents: number; tax_label: string | null; discount_code: string | null; discount_cents: number | null; address: AddressJson }>(
    'SELECT subtotal_cents, shipping_cents, shipping_option, tax_cents, tax_label, discount_code, discount_cents, address FROM orders WHERE id = $1',
    [orderId],
  );
  if (!o) return null;
  const items = await sql.query<{ product_title: string; variant_label: string; color: string | null; size: string | null; quantity: number; total_cents: number }>(
    'SELECT product_title, variant_label, color, size, quantity, total_cents FROM order_items WHERE order_id = $1 ORDER BY id',
    [orderId],
  );
  const discountCents = o.discount_cents ?? 0;
  const a = o.address ?? {};
  const place = [a.city, [a.state, a.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return {
    items: items.map((i) => ({ title: i.product_title, variant: i.variant_label || [i.color, i.size].filter(Boolean).join(' / '), quantity: i.quantity, totalCents: i.total_cents })),
    subtotalCents: o.subtotal_cents,
    discount: { code: o.discount_code, cents: discountCents },
    shipping: { option: o.shipping_option, cents: o.shipping_cents },
    tax: { label: o.tax_label, cents: o.tax_cents },
    totalCents: o.subtotal_cents - discountCents + o.shipping_cents + o.tax_cents,
    shipTo: [a.fullName, a.address, place, a.country].filter((s): s is string => Boolean(s && s.trim())),
  };
}

/** The summary as lines of text: items, then the cost as charged, then the address. */
export function summaryLines(s: OrderMailSummary): string[] {
  return [
    'Items:',
    ...s.items.map((i) => `${i.quantity} × ${i.title}${i.variant ? ` (${i.variant})` : ''}: ${formatCents(i.totalCents)}`),
    `Sub-total: ${formatCents(s.subtotalCents)}`,
    ...(s.discount.cents > 0 ? [`Discount${s.discount.code ? ` (${s.discount.code})` : ''}: −${formatCents(s.discount.cents)}`] : []),
    `Shipping (${s.shipping.option}): ${formatCents(s.shipping.cents)}`,
    `${taxLineLabel(s.tax.label)}: ${formatCents(s.tax.cents)}`,
    `Total: ${formatCents(s.totalCents)}`,
    ...(s.shipTo.length ? [`Ships to: ${s.shipTo.join(', ')}`] : []),
  ];
}
