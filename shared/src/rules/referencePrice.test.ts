import { describe, expect, it } from 'vitest';
import { compareAtProblem, lowestPriceInWindow, shownReferencePrice, showsCompareAt, windowStart } from './referencePrice.ts';

const now = new Date('2026-11-29T12:00:00Z');
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);

describe('lowestPriceInWindow', () => {
  it('counts the price in effect at the window start, every change inside it and the current price', () => {
    // $20 from 40 days ago, $15 from 20 days ago, $25 from 5 days ago: the window saw $20, $15, $25
    const history = [
      { priceCents: 2000, from: daysAgo(40) },
      { priceCents: 1500, from: daysAgo(20) },
      { priceCents: 2500, from: daysAgo(5) },
    ];
    expect(lowestPriceInWindow(history, 2500, now)).toBe(1500);
  });

  it('forgets a price that ended before the window started', () => {
    const history = [
      { priceCents: 900, from: daysAgo(60) },
      { priceCents: 2000, from: daysAgo(31) }, // in effect at the window start: $9 had ended
      { priceCents: 2500, from: daysAgo(3) },
    ];
    expect(lowestPriceInWindow(history, 2500, now)).toBe(2000);
  });

  it('a change exactly at the window start is the price in effect then; one a moment later is inside', () => {
    expect(lowestPriceInWindow([{ priceCents: 1000, from: windowStart(now) }, { priceCents: 3000, from: daysAgo(1) }], 3000, now)).toBe(1000);
    const older = [{ priceCents: 500, from: daysAgo(45) }, { priceCents: 1000, from: new Date(windowStart(now).getTime() + 1) }];
    expect(lowestPriceInWindow(older, 3000, now)).toBe(500); // $5 held until 1 ms into the window
  });

  it('includes the current price, ignores changes after now, and takes the history in any order (ISO strings too)', () => {
    expect(lowestPriceInWindow([], 1999, now)).toBe(1999);
    expect(lowestPriceInWindow([{ priceCents: 100, from: new Date(now.getTime() + 1000) }], 1999, now)).toBe(1999);
    const shuffled = [
      { priceCents: 2500, from: daysAgo(5).toISOString() },
      { priceCents: 1200, from: daysAgo(50).toISOString() },
      { priceCents: 1800, from: daysAgo(35).toISOString() },
    ];
    expect(lowestPriceInWindow(shuffled, 2500, now)).toBe(1800);
  });

  it('a shorter window is honoured', () => {
    expect(lowestPriceInWindow([{ priceCents: 1000, from: daysAgo(10) }, { priceCents: 2000, from: daysAgo(5) }], 2000, now, 7)).toBe(1000);
    expect(lowestPriceInWindow([{ priceCents: 1000, from: daysAgo(10) }, { priceCents: 2000, from: daysAgo(8) }], 2000, now, 7)).toBe(2000);
  });
});

describe('the "only if higher" rule', () => {
  it('shows a compare-at price only when it is set and higher than the price', () => {
    expect(showsCompareAt(2000, 2500)).toBe(true);
    expect(showsCompareAt(2000, 2000)).toBe(false);
    expect(showsCompareAt(2000, 1500)).toBe(false);
    expect(showsCompareAt(2000, null)).toBe(false);
    expect(showsCompareAt(2000, undefined)).toBe(false);
  });

  it('gives the struck price with the 30-day lowest, never a price derived from the current one', () => {
    expect(shownReferencePrice(2000, { compareAtCents: 2500, lowest30dCents: 1800 })).toEqual({ struckCents: 2500, lowest30dCents: 1800 });
    expect(shownReferencePrice(2000, { compareAtCents: 2500 })).toEqual({ struckCents: 2500, lowest30dCents: 2000 });
    expect(shownReferencePrice(2000, { compareAtCents: null, lowest30dCents: 1800 })).toBeNull();
    expect(shownReferencePrice(2000, {})).toBeNull();
    expect(shownReferencePrice(2600, { compareAtCents: 2500, lowest30dCents: 1800 })).toBeNull(); // stored, not shown
  });

  it('shows nothing beside a variant priced otherwise than the tracked "from" price', () => {
    expect(shownReferencePrice(2300, { compareAtCents: 2500, lowest30dCents: 1800 }, 2000)).toBeNull();
    expect(shownReferencePrice(2000, { compareAtCents: 2500, lowest30dCents: 1800 }, 2000)).not.toBeNull();
  });
});

describe('compareAtProblem', () => {
  it('refuses zero, negatives, fractions and amounts not above the price', () => {
    expect(compareAtProblem(2000, 2500)).toBeNull();
    expect(compareAtProblem(2000, 0)).toMatch(/positive/);
    expect(compareAtProblem(2000, -5)).toMatch(/positive/);
    expect(compareAtProblem(2000, 12.5)).toMatch(/positive/);
    expect(compareAtProblem(2000, 2000)).toMatch(/higher than the current price/);
    expect(compareAtProblem(2000, 1999)).toMatch(/higher than the current price/);
  });
});
