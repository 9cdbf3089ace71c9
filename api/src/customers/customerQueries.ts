import type { AdminCustomer, AdminCustomerDetail } from '@store/shared/types';
import type { Sql } from '../db/db.ts';

/** What one customer row is built from: paid orders, net spend, newsletter state, last session. */
const customerColumns = `
  u.id::int AS id, trim(u.first_name || ' ' || u.last_name) AS name, u.email, u.created_at AS "joinedAt",
  (SELECT count(*) FROM orders o JOIN payments p ON p.order_id = o.id WHERE o.user_id = u.id AND p.status = 'paid')::int AS "paidOrders",
  coalesce((SELECT sum(p.amount_cents) FROM orders o JOIN payments p ON p.order_id = o.id WHERE o.user_id = u.id AND p.status = 'paid'), 0)::int
    - coalesce((SELECT sum(r.amount_cents) FROM orders o JOIN refunds r ON r.order_id = o.id WHERE o.user_id = u.id AND r.status = 'succeeded'), 0)::int AS "totalSpentCents",
  CASE WHEN n.confirmed_at IS NOT NULL THEN 'confirmed' WHEN n.id IS NOT NULL THEN 'pending' ELSE 'none' END AS subscription,
  (SELECT max(t.created_at) FROM refresh_tokens t WHERE t.user_id = u.id) AS "lastVisitAt"`;
const customerFrom = `FROM users u LEFT JOIN newsletter_subscribers n ON n.email = lower(u.email)`;

type CustomerRow = Omit<AdminCustomer, 'joinedAt' | 'lastVisitAt'> & { joinedAt: Date | string; lastVisitAt: Date | string | null };
const iso = (d: Date | string) => new Date(d).toISOString();
const viewOf = (r: CustomerRow): AdminCustomer => ({ ...r, joinedAt: iso(r.joinedAt), lastVisitAt: r.lastVisitAt ? iso(r.lastVisitAt) : null });

/** LIKE's wildcards in what the owner typed are matched literally. */
const likeText = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * One page of customers, newest first. `q` matches part of the e-mail, the first or last name, or
 * "first last" (so "Ada Love" finds Ada Lovelace), case-insensitively.
 */
export async function listCustomers(sql: Sql, f: { q?: string; page: number; pageSize: number }): Promise<{ items: AdminCustomer[]; total: number }> {
  const params: unknown[] = [];
  let where = '';
  if (f.q) {
    params.push(likeText(f.q.trim()));
    where = `WHERE u.email ILIKE '%' || $1 || '%' OR (u.first_name || ' ' || u.last_name) ILIKE '%' || $1 || '%'`;
  }
  const [count] = await sql.query<{ n: number }>(`SELECT count(*)::int AS n ${customerFrom} ${where}`, params);
  params.push(f.pageSize, (f.page - 1) * f.pageSize);
  const rows = await sql.query<CustomerRow>(
    `SELECT ${customerColumns} ${customerFrom} ${where}
      ORDER BY u.created_at DESC, u.id DESC LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return { items: rows.map(viewOf), total: count?.n ?? 0 };
}

/** One customer with every order of theirs, newest first; null when there is no such account. */
export async function customerDetail(sql: Sql, id: number): Promise<AdminCustomerDetail | null> {
  const [row] = await sql.query<CustomerRow>(`SELECT ${customerColumns} ${customerFrom} WHERE u.id = $1`, [id]);
  if (!row) return null;
  const orders = await sql.query<AdminCustomerDetail['orders'][number] & { createdAt: Date | string }>(
    `SELECT o.id::int AS "orderId", o.created_at AS "createdAt", o.status, o.payment_status AS "paymentStatus",
            (o.subtotal_cents - o.discount_cents + o.shipping_cents + o.tax_cents)::int AS "totalCents",
            coalesce((SELECT sum(r.amount_cents) FROM refunds r WHERE r.order_id = o.id AND r.status = 'succeeded'), 0)::int AS "refundedCents"
       FROM orders o WHERE o.user_id = $1 ORDER BY o.created_at DESC, o.id DESC`,
    [id],
  );
  return { ...viewOf(row), orders: orders.map((o) => ({ ...o, createdAt: iso(o.createdAt) })) };
}
