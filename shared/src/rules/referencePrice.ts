/**
 * Reference ("was") prices (issue 40 part 2). A struck price is never derived from the current price:
 * it is the owner's compare-at price, shown only while it is higher than the price shown, and always
 * beside the lowest price of the 30 days before (EU 98/6/EC Art. 6a, as amended by 2019/2161; US 16 CFR 233.1).
 */

export const REFERENCE_WINDOW_DAYS = 30;
const DAY_MS = 86_400_000;

/** One price the product had, from `from` until the next change. */
export interface PricePoint {
  priceCents: number;
  from: Date | string;
}

/** What the API sends beside a price: the owner's compare-at price and, when it shows, the 30-day lowest. */
export interface ReferencePriceFields {
  compareAtCents?: number | null;
  lowest30dCents?: number | null;
}

/** What a page shows: the struck price and the 30-day lowest, or nothing. */
export interface ShownReferencePrice {
  struckCents: number;
  lowest30dCents: number;
}

/** The start of the window that ends at `now`. */
export function windowStart(now: Date, days = REFERENCE_WINDOW_DAYS): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/**
 * The lowest price over the `days` before `now`, the current price included: the price in effect at
 * the window's start (the last change at or before it), every change inside the window, and `currentCents`.
 * Changes after `now` are not counted. The history may come in any order.
 */
export function lowestPriceInWindow(history: readonly PricePoint[], currentCents: number, now: Date, days = REFERENCE_WINDOW_DAYS): number {
  const start = windowStart(now, days).getTime();
  const end = now.getTime();
  let lowest = currentCents;
  let atStart: { at: number; cents: number } | null = null;
  for (const point of history) {
    const at = new Date(point.from).getTime();
    if (at > end) continue;
    if (at > start) lowest = Math.min(lowest, point.priceCents);
    else if (!atStart || at >= atStart.at) atStart = { at, cents: point.priceCents };
  }
  return atStart ? Math.min(lowest, atStart.cents) : lowest;
}

/** True when the owner's compare-at price may be shown struck beside `priceCents`: set, and higher. */
export function showsCompareAt(priceCents: number, compareAtCents: number | null | undefined): compareAtCents is number {
  return typeof compareAtCents === 'number' && Number.isInteger(compareAtCents) && compareAtCents > priceCents;
}

/**
 * The struck price and the 30-day lowest to show beside `shownCents`, or null. The compare-at price and
 * the history belong to the product's "from" price (`trackedCents`): a variant priced otherwise (a 2XL
 * costing more) shows no reference, since nothing says that variant was ever sold at the struck price.
 */
export function shownReferencePrice(shownCents: number, ref: ReferencePriceFields, trackedCents = shownCents): ShownReferencePrice | null {
  if (shownCents !== trackedCents || !showsCompareAt(shownCents, ref.compareAtCents)) return null;
  const lowest = typeof ref.lowest30dCents === 'number' ? Math.min(ref.lowest30dCents, shownCents) : shownCents;
  return { struckCents: ref.compareAtCents, lowest30dCents: lowest };
}

/** Why the owner's compare-at price was refused, or null: a positive whole number of cents above the price. */
export function compareAtProblem(priceCents: number, compareAtCents: number): string | null {
  if (!Number.isInteger(compareAtCents) || compareAtCents <= 0) return 'The compare-at price must be a positive amount.';
  if (compareAtCents <= priceCents) return 'The compare-at price must be higher than the current price.';
  return null;
}
