import type { AdminOrderDetail, TimelineEntry } from '@store/shared/types';
import { formatCents } from '@store/shared/rules';
import type { Sql } from '../db/db.ts';

const iso = (d: Date | string) => new Date(d).toISOString();

/** Turns a stored event into the owner's sentence. */
function eventText(kind: string, d: Record<string, unknown>): string {
  switch (kind) {
    case 'sent-to-provider':
      return `Sent to the print provider (order ${String(d.partnerOrderId ?? '?')}, ${String(d.status ?? 'created')})`;
    case 'fulfilment-failed':
      return `The print provider refused or did not answer: ${String(d.message ?? 'no reason given')}`;
    case 'fulfilment-retried':
      return 'Fulfilment retried by the owner';
    case 'provider-status':
      return `Provider status: ${String(d.status)}`;
    case 'webhook':
      return `Provider webhook ${String(d.type)}${d.status ? `: ${String(d.status)}` : ''}`;
    case 'payment-declined':
      return `Card declined: ${String(d.message ?? '')}`;
    case 'payment-unknown':
      return 'The payment gateway did not answer; waiting for reconciliation';
    case 'confirmation-resent':
      return 'Confirmation e-mail sent again';
    case 'refund-refused':
      return `Refund refused: the print provider would not cancel (${String(d.providerStatus ?? 'status unknown')}); nothing was refunded`;
    case 'returned':
      return 'Refunded as a return: the goods had shipped';
    case 'canceled':
      return d.by === 'shopper' ? 'Canceled by the shopper' : d.by === 'job' ? 'Canceled: not paid in time' : 'Canceled by the owner';
    default:
      return kind;
  }
}

/** Everything the owner's order page shows, with one timeline merged from every table that keeps a time. */
export async function orderForAdmin(sql: Sql, orderId: number): Promise<AdminOrderDetail | null> {
  const [o] = await sql.query<{
    id: number; created_at: Date; status: string; payment_status: string; partner_order_id: string | null; partner_status: string | null;
    tracking_url: string | null; user_id: string; first_name: string; last_name: string; email: string; address: Record<string, unknown>;
    shipping_option: string; subtotal_cents: number; shipping_cents: number; tax_cents: number; tax_label: string | null;
    discount_code: string | null; discount_cents: number;
  }>(
    `SELECT o.id, o.created_at, o.status, o.payment_status, o.partner_order_id, o.partner_status, o.tracking_url, o.user_id::text AS user_id,
            u.first_name, u.last_name, u.email, o.address, o.shipping_option, o.subtotal_cents, o.shipping_cents, o.tax_cents, o.tax_label,
            o.discount_code, o.discount_cents
       FROM orders o JOIN users u ON u.id = o.user_id WHERE o.id = $1`,
    [orderId],
  );
  if (!o) return null;
  const items = await sql.query<{ product_id: string; product_title: string; variant_label: string; quantity: number; price_cents: number; total_cents: number }>(
    'SELECT product_id, product_title, variant_label, quantity, price_cents, total_cents FROM order_items WHERE order_id = $1 ORDER BY id',
    [orderId],
  );
  const [payment] = await sql.query<{ status: string; amount_cents: number; last4: string | null; brand: string | null; transaction_id: string | null; updated_at: Date }>(
    'SELECT status, amount_cents, last4, brand, transaction_id, updated_at FROM payments WHERE order_id = $1',
    [orderId],
  );
  const events = await sql.query<{ kind: string; detail: Record<string, unknown>; created_at: Date }>(
    'SELECT kind, detail, created_at FROM order_events WHERE order_id = $1 ORDER BY created_at, id',
    [orderId],
  );
  const shipments = await sql.query<{ status: string; occurred_at: Date; description: string }>(
    'SELECT status, occurred_at, description FROM order_shipment_events WHERE order_id = $1 ORDER BY occurred_at, id',
    [orderId],
  );
  const [shipment] = await sql.query<{ carrier: string; tracking_number: string; tracking_url: string | null }>(
    'SELECT carrier, tracking_number, tracking_url FROM order_shipments WHERE order_id = $1',
    [orderId],
  );
  const refunds = await sql.query<{ kind: string; amount_cents: number; tax_cents: number; status: string; message: string | null; gateway_transaction_id: string | null; created_at: Date }>(
    'SELECT kind, amount_cents, tax_cents, status, message, gateway_transaction_id, created_at FROM refunds WHERE order_id = $1 ORDER BY created_at, id',
    [orderId],
  );

  const timeline: TimelineEntry[] = [{ at: iso(o.created_at), kind: 'placed', text: `Placed by ${o.email}` }];
  if (payment?.status === 'paid') {
    timeline.push({
      at: iso(payment.updated_at),
      kind: 'paid',
      text: `Paid ${formatCents(payment.amount_cents)} by ${payment.brand ?? 'card'} ending ${payment.last4 ?? '????'} (transaction ${payment.transaction_id ?? '?'})`,
    });
  }
  for (const e of events) timeline.push({ at: iso(e.created_at), kind: e.kind, text: eventText(e.kind, e.detail ?? {}) });
  for (const s of shipments) timeline.push({ at: iso(s.occurred_at), kind: 'shipment', text: `Shipment ${s.status}${s.description ? `: ${s.description}` : ''}` });
  for (const r of refunds) {
    const what = `${r.kind === 'void' ? 'Payment voided' : `Refund of ${formatCents(r.amount_cents)}`}${r.tax_cents ? `, tax returned ${formatCents(r.tax_cents)}` : ''}`;
    const outcome = r.status === 'succeeded' ? (r.gateway_transaction_id ? ` (transaction ${r.gateway_transaction_id})` : '') : ` — ${r.status}${r.message ? `: ${r.message}` : ''}`;
    timeline.push({ at: iso(r.created_at), kind: r.kind, text: `${what}${outcome}` });
  }
  // the parcel's carrier and number are in the summary (shipment); the shipment events above say when it moved (#41 item 8)
  timeline.sort((a, b) => a.at.localeCompare(b.at));

  const totalCents = o.subtotal_cents - o.discount_cents + o.shipping_cents + o.tax_cents;
  const refundedCents = refunds.filter((r) => r.status === 'succeeded').reduce((n, r) => n + r.amount_cents, 0);
  return {
    orderId: Number(o.id),
    createdAt: iso(o.created_at),
    status: o.status,
    paymentStatus: o.payment_status,
    partnerOrderId: o.partner_order_id,
    partnerStatus: o.partner_status,
    trackingUrl: o.tracking_url,
    shipment: shipment ? { carrier: shipment.carrier, trackingNumber: shipment.tracking_number, providerUrl: shipment.tracking_url } : null,
    shopper: { id: o.user_id, name: `${o.first_name} ${o.last_name}`.trim(), email: o.email },
    address: o.address as AdminOrderDetail['address'],
    shippingOption: o.shipping_option,
    items: items.map((i) => ({ productId: i.product_id, title: i.product_title, variant: i.variant_label, quantity: i.quantity, priceCents: i.price_cents, totalCents: i.total_cents })),
    amounts: { subtotalCents: o.subtotal_cents, discountCents: o.discount_cents, discountCode: o.discount_code, shippingCents: o.shipping_cents, taxCents: o.tax_cents, taxLabel: o.tax_label, totalCents, chargedCents: payment?.status === 'paid' ? payment.amount_cents : 0, refundedCents },
    payment: payment ? { status: payment.status, last4: payment.last4, brand: payment.brand, transactionId: payment.transaction_id } : null,
    timeline,
  };
}
