import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents, formatCents, typedAmountToCents } from './money.ts';

describe('money', () => {
  it('formats cents as USD with two decimals and grouped thousands', () => {
    expect(formatCents(1234)).toBe('$12.34');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(-0)).toBe('$0.00');
    expect(formatCents(-250)).toBe('-$2.50');
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(123456789)).toBe('$1,234,567.89');
  });

  it('formats every whole number of cents exactly (no float step), and reads back as typed', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 13), max: 10 ** 13 }), (cents) => {
        const text = formatCents(cents);
        expect(text).toMatch(/^-?\$\d{1,3}(,\d{3})*\.\d{2}$/);
        expect(text.replace(/[$,]/g, '')).toBe(centsToDollars(cents).replace(/^-0\.00$/, '0.00'));
        if (cents >= 0) expect(typedAmountToCents(text)).toBe(cents);
      }),
      { seed: 20261129, numRuns: 1000 },
    );
  });

  it('refuses fractional cents when formatting too', () => {
    expect(() => formatCents(12.5)).toThrow(RangeError);
  });

  it('refuses fractional cents instead of rounding silently', () => {
    expect(() => centsToDollars(12.5)).toThrow(RangeError);
  });

  it('parses two-decimal strings without floating point', () => {
    expect(dollarsToCents('12.34')).toBe(1234);
    expect(dollarsToCents('0.10')).toBe(10);
    expect(dollarsToCents('19.99')).toBe(1999);
    expect(dollarsToCents('12.3')).toBeNull();
    expect(dollarsToCents('12')).toBeNull();
    expect(dollarsToCents('-1.00')).toBeNull();
    expect(dollarsToCents('1e3')).toBeNull();
  });
});

describe('typedAmountToCents', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.50', 1250],
    ['$12.05', 1205],
    ['$ 1,234.50', 123450],
    ['  7.5 ', 750],
    ['0.01', 1],
  ])('reads %j as %i cents', (text, cents) => {
    expect(typedAmountToCents(text)).toBe(cents);
  });
  it.each(['', 'abc', '12.345', '-5', '1,23', '12.', '1e3', '$'])('refuses %j', (text) => {
    expect(typedAmountToCents(text)).toBeNull();
  });
});
