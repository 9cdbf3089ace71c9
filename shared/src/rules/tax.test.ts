import { describe, expect, it } from 'vitest';
import { formatTaxRate, parseTaxRatePercent, refundTaxCents, taxableCents, taxLabel, taxLineLabel, taxOnCents } from './tax.ts';

describe('tax on a base', () => {
  it('rounds half up to the cent', () => {
    expect(taxOnCents(10000, 72500)).toBe(725);
    expect(taxOnCents(1999, 62500)).toBe(125); // 124.9375
    expect(taxOnCents(200, 62500)).toBe(13); // 12.5 → 13
    expect(taxOnCents(199, 62500)).toBe(12); // 12.4375
    expect(taxOnCents(10000, 0)).toBe(0);
    expect(taxOnCents(0, 250000)).toBe(0);
    expect(taxOnCents(12345, 88750)).toBe(1096); // 8.875 %: 1095.62
  });
  it('refuses a negative or fractional base or rate instead of guessing', () => {
    expect(() => taxOnCents(-1, 72500)).toThrow(RangeError);
    expect(() => taxOnCents(10.5, 72500)).toThrow(RangeError);
    expect(() => taxOnCents(100, -1)).toThrow(RangeError);
  });
  it('taxes shipping only where the region says so', () => {
    expect(taxableCents(1000, 475, false)).toBe(1000);
    expect(taxableCents(1000, 475, true)).toBe(1475);
  });
});

describe('rate text', () => {
  it('reads the owner percentage exactly, four decimals at most', () => {
    expect(parseTaxRatePercent('7.25')).toEqual({ ratePpm: 72500 });
    expect(parseTaxRatePercent(' 8.875 % ')).toEqual({ ratePpm: 88750 });
    expect(parseTaxRatePercent('0')).toEqual({ ratePpm: 0 });
    expect(parseTaxRatePercent('25')).toEqual({ ratePpm: 250000 });
    expect(parseTaxRatePercent('0.0001')).toEqual({ ratePpm: 1 });
  });
  it('refuses negative, over 25 %, too precise and not a number, each with its reason', () => {
    expect(parseTaxRatePercent('-1')).toEqual({ error: 'A tax rate cannot be negative.' });
    expect(parseTaxRatePercent('25.0001')).toEqual({ error: 'A tax rate cannot be over 25 %.' });
    expect(parseTaxRatePercent('100')).toEqual({ error: 'A tax rate cannot be over 25 %.' });
    for (const bad of ['', 'abc', '7.12345', '7,25', '1e2', '.5']) expect(parseTaxRatePercent(bad)).toHaveProperty('error');
  });
  it('labels the rate without trailing zeros, by the subdivision where there is one', () => {
    expect(formatTaxRate(72500)).toBe('7.25 %');
    expect(formatTaxRate(40000)).toBe('4 %');
    expect(formatTaxRate(88750)).toBe('8.875 %');
    expect(formatTaxRate(1)).toBe('0.0001 %');
    expect(taxLabel('US', 'CA', 72500)).toBe('CA 7.25 %');
    expect(taxLabel('DE', '', 190000)).toBe('DE 19 %');
    expect(taxLineLabel('CA 7.25 %')).toBe('Tax (CA 7.25 %)');
    expect(taxLineLabel(null)).toBe('Tax');
  });
});

describe('tax returned by a refund', () => {
  const order = { orderTaxCents: 725, chargedCents: 10725 + 475 }; // $100 goods at 7.25 %, $4.75 shipping untaxed
  it('returns all the tax with a full refund and none with no tax', () => {
    expect(refundTaxCents({ ...order, refundedBeforeCents: 0, taxReturnedBeforeCents: 0, refundCents: 11200 })).toBe(725);
    expect(refundTaxCents({ orderTaxCents: 0, chargedCents: 500, refundedBeforeCents: 0, taxReturnedBeforeCents: 0, refundCents: 500 })).toBe(0);
  });
  it('returns the tax in proportion, half up', () => {
    // half the charge: 362.5 → 363
    expect(refundTaxCents({ ...order, refundedBeforeCents: 0, taxReturnedBeforeCents: 0, refundCents: 5600 })).toBe(363);
    expect(refundTaxCents({ ...order, refundedBeforeCents: 0, taxReturnedBeforeCents: 0, refundCents: 1 })).toBe(0);
  });
  it('never returns more than the order tax however the charge is cut into parts, and the last part returns the rest', () => {
    for (const parts of [2, 3, 7, 100, 11200]) {
      let refunded = 0;
      let returned = 0;
      const size = Math.floor(order.chargedCents / parts);
      while (refunded < order.chargedCents) {
        const refundCents = Math.min(size, order.chargedCents - refunded);
        const tax = refundTaxCents({ ...order, refundedBeforeCents: refunded, taxReturnedBeforeCents: returned, refundCents });
        expect(tax).toBeGreaterThanOrEqual(0);
        expect(tax).toBeLessThanOrEqual(refundCents);
        refunded += refundCents;
        returned += tax;
        expect(returned).toBeLessThanOrEqual(order.orderTaxCents);
      }
      expect(returned).toBe(order.orderTaxCents);
    }
  });
  it('keeps to integers on amounts whose product passes 2^53', () => {
    expect(refundTaxCents({ orderTaxCents: 25_000_000, chargedCents: 125_000_000, refundedBeforeCents: 0, taxReturnedBeforeCents: 0, refundCents: 62_500_001 })).toBe(12_500_000);
  });
});
