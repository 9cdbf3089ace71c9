import type { AdminOrderRow } from '@store/shared/types';
import type { Sql } from '../db/db.ts';

export interface AdminOrderFilters {
  page: number;
  pageSize: number;
  status?: string;
  paymentStatus?: string;
  /** the print provider's status; 'not-sent' for an order the provider has not taken */
  fulfilment?: string;
  /** an order number, or part of the shopper's e-mail or name */
  q?: string;
  /** ISO dates, inclusive */
  from?: string;
  to?: string;
}

/** One page of every shopper's orders for the back office, newest first, with the filters applied. */
export async function listOrdersForAdmin(sql: Sql, f: AdminOrderFilters): Promise<{ items: AdminOrderRow[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (clause: (n: string) => string, value: unknown) => {
    params.push(value);
    where.push(clause(`$${params.length}`));
  };
  if (f.status) add((n) => `o.status = ${n}`, f.status);
  if (f.paymentStatus) add((n) => `o.payment_status = ${n}`, f.paymentStatus);
  if (f.fulfilment === 'not-sent') where.push('o.partner_status IS NULL');
  else if (f.fulfilment) add((n) => `o.partner_status = ${n}`, f.fulfilment);
  if (f.from) add((n) => `o.created_at >= ${n}::date`, f.from);
  if (f.to) add((n) => `o.created_at < ${n}::date + 1`, f.to);
  if (f.q) {
    const id = /^#?(\d{1,18})$/.exec(f.q.trim())?.[1];
    if (id) add((n) => `o.id = ${n}::bigint`, id);
    // the owner types what they remember: part of the e-mail, the account's name, or the name on the billing details
    else
      add(
        (n) => `(u.email ILIKE '%' || ${n} || '%' OR (u.first_name || ' ' || u.last_name) ILIKE '%' || ${n} || '%'
                 OR EXISTS (SELECT 1 FROM billing_details b WHERE b.user_id = u.id AND b.full_name ILIKE '%' || ${n} || '%'))`,
        f.q.trim().replace(/[\\%_]/g, (c) => `\\${c}`),
      );
  }
  const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const [count] = await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM orders o JOIN users u ON u.id = o.user_id ${filter}`, params);
  params.push(f.pageSize, (f.page - 1) * f.pageSize);
  const items = await sql.query<AdminOrderRow>(
    `SELECT o.id::int AS "orderId", o.created_at AS "createdAt", u.email, trim(u.first_name || ' ' || u.last_name) AS "shopperName", o.status, o.payment_status AS "paymentStatus",
            o.partner_status AS "partnerStatus", (o.subtotal_cents - o.discount_cents + o.shipping_cents + o.tax_cents)::int AS "totalCents",
            coalesce((SELECT sum(r.amount_cents) FROM refunds r WHERE r.order_id = o.id AND r.status = 'succeeded'), 0)::int AS "refundedCents"
       FROM orders o JOIN users u ON u.id = o.user_id
       ${filter}
      ORDER BY o.created_at DESC, o.id DESC
      LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return { items, total: count?.n ?? 0 };
}
