import type { AttentionOrder, Dashboard } from '@store/shared/types';
import type { Sql } from '../db/db.ts';
import { listOrdersForAdmin } from './orderList.ts';

/** A paid order is expected at the provider within this long; later it needs the owner. */
const notSentAfterMinutes = 15;

/**
 * The owner's overview. Revenue is net: what was charged less what was given back (refunds and
 * voids), by the day the order was placed (UTC days); the refunded part is reported beside it.
 * A voided order never became a sale, so it is not counted as an order. "Today" is the current UTC day.
 */
export async function dashboard(sql: Sql): Promise<Dashboard> {
  const perDay = await sql.query<{ day: string; revenue: number; refunded: number; orders: number }>(
    `WITH days AS (SELECT generate_series(current_date - 29, current_date, interval '1 day')::date AS day),
          sold AS (
            SELECT o.created_at::date AS day, p.amount_cents AS charged, o.payment_status = 'voided' AS voided,
                   coalesce((SELECT sum(r.amount_cents) FROM refunds r WHERE r.order_id = o.id AND r.status = 'succeeded'), 0) AS refunded
              FROM orders o JOIN payments p ON p.order_id = o.id
             WHERE p.status = 'paid' AND o.created_at >= current_date - 29)
     SELECT to_char(d.day, 'YYYY-MM-DD') AS day, coalesce(sum(s.charged - s.refunded), 0)::int AS revenue,
            coalesce(sum(s.refunded) FILTER (WHERE NOT s.voided), 0)::int AS refunded,
            count(s.charged) FILTER (WHERE NOT s.voided)::int AS orders
       FROM days d LEFT JOIN sold s ON s.day = d.day
      GROUP BY d.day ORDER BY d.day`,
  );
  const windows = ([1, 7, 30] as const).map((days) => {
    const slice = perDay.slice(-days);
    return {
      days,
      orders: slice.reduce((n, d) => n + d.orders, 0),
      revenueCents: slice.reduce((n, d) => n + d.revenue, 0),
      refundedCents: slice.reduce((n, d) => n + d.refunded, 0),
    };
  });
  const attention = await sql.query<AttentionOrder>(
    `SELECT o.id::int AS "orderId", o.created_at AS "createdAt", u.email,
            CASE WHEN p.status = 'unknown' THEN 'payment-unknown'
                 WHEN EXISTS (SELECT 1 FROM order_events e WHERE e.order_id = o.id AND e.kind = 'fulfilment-failed') THEN 'provider-error'
                 ELSE 'not-sent' END AS reason
       FROM orders o JOIN users u ON u.id = o.user_id JOIN payments p ON p.order_id = o.id
      WHERE p.status = 'unknown'
         OR (o.payment_status = 'paid' AND o.partner_order_id IS NULL
             AND (o.updated_at < now() - make_interval(mins => $1)
                  OR EXISTS (SELECT 1 FROM order_events e WHERE e.order_id = o.id AND e.kind = 'fulfilment-failed')))
      ORDER BY o.created_at DESC LIMIT 50`,
    [notSentAfterMinutes],
  );
  const { items: latest } = await listOrdersForAdmin(sql, { page: 1, pageSize: 5 });
  return {
    windows,
    latest,
    revenuePerDay: perDay.map((d) => ({ day: d.day, revenueCents: d.revenue, orders: d.orders })),
    attention: attention.map((a) => ({ ...a, createdAt: new Date(a.createdAt).toISOString() })),
  };
}
