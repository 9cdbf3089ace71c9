/** Discount codes (issue #41): the code's spelling, what it takes off, and how that is shared over the lines. */

export type DiscountKindRule = 'percent' | 'fixed';

/** What a shopper types, as stored: trimmed, upper-case ('summer10 ' → 'SUMMER10'). */
export const normalizeDiscountCode = (typed: string) => typed.trim().toUpperCase();

/** 3–32 letters, digits, '-' or '_', starting with a letter or digit. */
export const discountCodePattern = /^[A-Z0-9][A-Z0-9_-]{2,31}$/;

/**
 * Cents taken off goods worth `subtotalCents` (shipping and tax are never discounted). A percentage
 * is rounded down, so the shop never gives more than it says; a fixed amount is capped at the goods.
 */
export function discountOffCents(kind: DiscountKindRule, value: number, subtotalCents: number): number {
  if (!Number.isInteger(subtotalCents) || subtotalCents <= 0) return 0;
  if (kind === 'percent') return Math.floor((subtotalCents * Math.min(Math.max(value, 0), 100)) / 100);
  return Math.min(Math.max(Math.trunc(value), 0), subtotalCents);
}

/**
 * `cents` shared over lines in proportion to their totals, in whole cents that add up exactly
 * (largest remainder first, earlier line on a tie) and never more than a line's own total: the
 * discounted line totals are what tax is computed on.
 */
export function spreadCents(lineTotals: number[], cents: number): number[] {
  const sum = lineTotals.reduce((n, c) => n + c, 0);
  if (sum <= 0 || cents <= 0) return lineTotals.map(() => 0);
  const take = Math.min(cents, sum);
  const exact = lineTotals.map((c) => (c * take) / sum);
  const shares = exact.map(Math.floor);
  let left = take - shares.reduce((n, c) => n + c, 0);
  const order = exact.map((e, i) => ({ i, rest: e - Math.floor(e) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    if (shares[i]! < lineTotals[i]!) {
      shares[i]! += 1;
      left -= 1;
    }
  }
  return shares;
}

/** What the card is charged for an order as the pages read it: goods less their discount, plus shipping and tax. */
export const payableCents = (o: { subtotal: number; shippingCost: number; tax: number; discount?: number }) => o.subtotal - (o.discount ?? 0) + o.shippingCost + o.tax;
