import { lowestPriceInWindow, REFERENCE_WINDOW_DAYS, windowStart, type PricePoint, type ReferencePriceFields } from '@store/shared/rules';
import type { Sql } from '../db/db.ts';

/** The window's start in SQL: the same 30 days as the shared rule. */
const since = `now() - make_interval(days => ${REFERENCE_WINDOW_DAYS})`;

/**
 * The reference-price columns of a product read as `p`: the compare-at price and the 30-day lowest,
 * both null unless the compare-at price is above the price (a hidden reference is never sent, and the
 * history is read only for the few products with one: two index probes each, migration 101).
 */
export const referencePriceColumns = `CASE WHEN p.compare_at_cents > p.price_cents THEN p.compare_at_cents END AS "compareAtCents",
  CASE WHEN p.compare_at_cents > p.price_cents THEN catalog_lowest_price(p.id, p.price_cents, ${since}) END AS "lowest30dCents"`;

/** The lowest price of the window for any product (the owner's page shows it whether or not a compare-at is set). */
export const lowest30dColumn = `catalog_lowest_price(p.id, p.price_cents, ${since}) AS "lowest30dCents"`;

/**
 * The history a product's window needs, bounded: every change inside the window and the last one
 * before it (the price in effect at its start). Read with the (product, time) index.
 */
export function windowHistory(sql: Sql, productId: string, start: Date): Promise<PricePoint[]> {
  return sql.query<PricePoint>(
    `(SELECT price_cents AS "priceCents", valid_from AS "from" FROM product_price_history WHERE product_id = $1 AND valid_from > $2::timestamptz)
     UNION ALL
     (SELECT price_cents, valid_from FROM product_price_history WHERE product_id = $1 AND valid_from <= $2::timestamptz ORDER BY valid_from DESC, id DESC LIMIT 1)`,
    [productId, start.toISOString()],
  );
}

/** A product page's reference price: the shared rule over the window's history, only with a compare-at price above the price. */
export async function productReferencePrice(sql: Sql, product: { id: string; price_cents: number; compare_at_cents: number | null }, now = new Date()): Promise<Required<ReferencePriceFields>> {
  if (product.compare_at_cents === null || product.compare_at_cents <= product.price_cents) return { compareAtCents: null, lowest30dCents: null };
  const history = await windowHistory(sql, product.id, windowStart(now));
  return { compareAtCents: product.compare_at_cents, lowest30dCents: lowestPriceInWindow(history, product.price_cents, now) };
}
