/**
 * The store's tax arithmetic (issue #40 part 3). Which rate applies is the tax provider's answer
 * (the owner's table by default); these are the pure rules every provider and the refunds share.
 * A rate is an integer in parts per million of the base (7.25 % = 72 500 ppm): four decimals of a
 * percent, so a rate like 8.875 % is exact and no floating point touches money.
 */

/** The highest rate the owner may set: no sales tax or VAT anywhere is above 25 %. */
export const maxTaxRatePpm = 250_000;

/** numerator / denominator, half up, on integers (BigInt: a product of two amounts may pass 2^53). */
const divideHalfUp = (numerator: bigint, denominator: bigint) => Number((numerator * 2n + denominator) / (denominator * 2n));

/** The tax on a base at a rate: half up to the cent (10 000 ¢ at 7.25 % = 725 ¢; 1 999 ¢ at 6.25 % = 124.94 → 125 ¢). */
export function taxOnCents(baseCents: number, ratePpm: number): number {
  if (!Number.isInteger(baseCents) || baseCents < 0) throw new RangeError(`base must be non-negative integer cents, got ${baseCents}`);
  if (!Number.isInteger(ratePpm) || ratePpm < 0) throw new RangeError(`rate must be non-negative integer ppm, got ${ratePpm}`);
  return divideHalfUp(BigInt(baseCents) * BigInt(ratePpm), 1_000_000n);
}

/** The base a region taxes: the goods, plus shipping where the region taxes shipping. */
export const taxableCents = (subtotalCents: number, shippingCents: number, shippingTaxed: boolean) => subtotalCents + (shippingTaxed ? shippingCents : 0);

/** '7.25 %', '4 %', '8.875 %': the rate as a shopper reads it (no trailing zeros). */
export function formatTaxRate(ratePpm: number): string {
  const whole = Math.floor(ratePpm / 10_000);
  const decimals = String(ratePpm % 10_000).padStart(4, '0').replace(/0+$/, '');
  return `${whole}${decimals ? `.${decimals}` : ''} %`;
}

/** 'CA 7.25 %': the region's code (the subdivision's where there is one) and the rate applied. */
export const taxLabel = (country: string, subdivision: string, ratePpm: number) => `${subdivision || country} ${formatTaxRate(ratePpm)}`;

/** The order review's and the e-mails' line: 'Tax (CA 7.25 %)', or 'Tax' where no rate is stored. */
export const taxLineLabel = (label: string | null | undefined) => (label ? `Tax (${label})` : 'Tax');

/**
 * A percentage as the owner types it ('7.25', '8.875', '0') into ppm, or the reason it is refused.
 * Refused: not a number, more than four decimals, negative, over 25 %.
 */
export function parseTaxRatePercent(text: string): { ratePpm: number } | { error: string } {
  const t = text.trim().replace(/\s*%$/, '');
  if (t.startsWith('-')) return { error: 'A tax rate cannot be negative.' };
  const m = /^(\d{1,3})(?:\.(\d{1,4}))?$/.exec(t);
  if (!m) return { error: 'Enter the rate as a percentage with at most four decimals, e.g. 7.25.' };
  const ratePpm = Number(m[1]) * 10_000 + Number((m[2] ?? '').padEnd(4, '0'));
  if (ratePpm > maxTaxRatePpm) return { error: 'A tax rate cannot be over 25 %.' };
  return { ratePpm };
}

/**
 * The tax a refund gives back: the order's tax in proportion to the money refunded, counted on the
 * running total so that part refunds never round their way past the order's tax and the refund that
 * returns the whole charge returns exactly the tax left (half up to the cent, like the tax itself).
 */
export function refundTaxCents(r: { orderTaxCents: number; chargedCents: number; refundedBeforeCents: number; taxReturnedBeforeCents: number; refundCents: number }): number {
  if (r.chargedCents <= 0 || r.orderTaxCents <= 0) return 0;
  const refundedAfter = Math.min(r.chargedCents, r.refundedBeforeCents + r.refundCents);
  const dueAfter = divideHalfUp(BigInt(r.orderTaxCents) * BigInt(refundedAfter), BigInt(r.chargedCents));
  const left = r.orderTaxCents - r.taxReturnedBeforeCents;
  return Math.max(0, Math.min(left, dueAfter - r.taxReturnedBeforeCents, r.refundCents));
}
