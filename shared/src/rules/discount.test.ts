import { describe, expect, it } from 'vitest';
import { discountCodePattern, discountOffCents, normalizeDiscountCode, payableCents, spreadCents } from './discount.ts';

describe('discount codes', () => {
  it('normalises what the shopper typed and checks its spelling', () => {
    expect(normalizeDiscountCode('  summer-10 ')).toBe('SUMMER-10');
    expect(discountCodePattern.test('SUMMER-10')).toBe(true);
    for (const bad of ['AB', '-SUMMER', 'SUMMER 10', 'A'.repeat(33)]) expect(discountCodePattern.test(bad), bad).toBe(false);
  });

  it('takes a percentage rounded down and a fixed amount capped at the goods', () => {
    expect(discountOffCents('percent', 10, 2999)).toBe(299);
    expect(discountOffCents('percent', 100, 2999)).toBe(2999);
    expect(discountOffCents('percent', 15, 1)).toBe(0);
    expect(discountOffCents('fixed', 500, 2999)).toBe(500);
    expect(discountOffCents('fixed', 5000, 2999)).toBe(2999);
    expect(discountOffCents('fixed', 500, 0)).toBe(0);
  });

  it('shares a discount over the lines in whole cents that add up exactly, never above a line', () => {
    expect(spreadCents([1000, 1000, 1000], 100)).toEqual([34, 33, 33]);
    expect(spreadCents([2999, 1], 3000)).toEqual([2999, 1]);
    expect(spreadCents([2999, 1], 9999)).toEqual([2999, 1]);
    expect(spreadCents([1500, 500], 299)).toEqual([224, 75]);
    expect(spreadCents([0, 0], 100)).toEqual([0, 0]);
    for (const [lines, cents] of [[[333, 667, 1], 501], [[7, 7, 7], 10], [[12345, 6789], 4321]] as const) {
      const s = spreadCents([...lines], cents);
      expect(s.reduce((n, c) => n + c, 0)).toBe(Math.min(cents, lines.reduce((n, c) => n + c, 0)));
      s.forEach((c, i) => expect(c).toBeLessThanOrEqual(lines[i]!));
    }
  });

  it('charges goods less the discount plus shipping and tax (no discount on an order from before codes)', () => {
    expect(payableCents({ subtotal: 3000, shippingCost: 499, tax: 196, discount: 300 })).toBe(3395);
    expect(payableCents({ subtotal: 3000, shippingCost: 499, tax: 217 })).toBe(3716);
  });
});
