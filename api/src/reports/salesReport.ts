import type { ProductSalesRow, ReportPeriod, SalesReport, SalesRow } from '@store/shared/types';
import type { Sql } from '../db/db.ts';

/** Longest range per period, so a report stays a few hundred rows. */
export const maxPeriods = 400;

/**
 * Sales of paid orders placed from `from` to `to` (inclusive UTC days), by period and by product.
 * Gross is what the card was charged (goods, shipping and tax); refunds are the succeeded refunds and
 * voids of those orders, counted in the period the order was placed (as the dashboard does), so a
 * period's net never changes sign because of a later period's order. By product, gross is the lines'
 * own price (shipping and tax are not a product's) and an order's refunds are shared over its lines
 * by their part of the charge, rounded to the cent.
 */
export async function salesReport(sql: Sql, range: { from: string; to: string; period: ReportPeriod }): Promise<SalesReport> {
  const { from, to, period } = range;
  const paid = `SELECT o.id, o.created_at, p.amount_cents AS gross,
                       coalesce((SELECT sum(r.amount_cents) FROM refunds r WHERE r.order_id = o.id AND r.status = 'succeeded'), 0) AS refunded
                  FROM orders o JOIN payments p ON p.order_id = o.id
                 WHERE p.status = 'paid' AND o.created_at >= $1::date AND o.created_at < $2::date + 1`;
  const byPeriod = await sql.query<SalesRow>(
    `WITH periods AS (
            SELECT generate_series(date_trunc($3, $1::date::timestamp), date_trunc($3, $2::date::timestamp), ('1 ' || $3)::interval) AS start),
          paid AS (${paid})
     SELECT to_char(pe.start, 'YYYY-MM-DD') AS period, count(s.id)::int AS orders,
            coalesce(sum(s.gross), 0)::int AS "grossCents", coalesce(sum(s.refunded), 0)::int AS "refundsCents",
            (coalesce(sum(s.gross), 0) - coalesce(sum(s.refunded), 0))::int AS "netCents"
       FROM periods pe LEFT JOIN paid s ON date_trunc($3, s.created_at AT TIME ZONE 'UTC') = pe.start
      GROUP BY pe.start ORDER BY pe.start`,
    [from, to, period],
  );
  const byProduct = await sql.query<ProductSalesRow>(
    `WITH paid AS (${paid}),
          lines AS (
            SELECT i.product_id, i.product_title, i.quantity, i.total_cents,
                   CASE WHEN s.gross > 0 THEN round(s.refunded::numeric * i.total_cents / s.gross) ELSE 0 END AS refunded
              FROM paid s JOIN order_items i ON i.order_id = s.id)
     SELECT product_id AS "productId", max(product_title) AS "productTitle", sum(quantity)::int AS units,
            sum(total_cents)::int AS "grossCents", sum(refunded)::int AS "refundsCents", (sum(total_cents) - sum(refunded))::int AS "netCents"
       FROM lines GROUP BY product_id ORDER BY sum(total_cents) - sum(refunded) DESC, product_id`,
    [from, to],
  );
  const totals = byPeriod.reduce(
    (t, r) => ({ orders: t.orders + r.orders, grossCents: t.grossCents + r.grossCents, refundsCents: t.refundsCents + r.refundsCents, netCents: t.netCents + r.netCents }),
    { orders: 0, grossCents: 0, refundsCents: 0, netCents: 0 },
  );
  return { from, to, period, byPeriod, byProduct, totals };
}
