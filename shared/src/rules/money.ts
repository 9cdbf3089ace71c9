// One formatter for every price the store shows, built once: constructing an Intl.NumberFormat is
// costly, formatting with it is not. en-US and USD are fixed, so the server's HTML and the browser's
// hydration print the same text whatever the visitor's locale.
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Money is integer cents everywhere; only the edge turns it into text: '$1,234.56', '-$2.50'. */
export function formatCents(cents: number): string {
  // The exact decimal string, not cents / 100: Intl formats a numeric string without a float step.
  return usd.format(centsToDollars(cents) as `${number}`);
}

/** '12.34' — the two-decimal string used by payloads (payment amount, productPrice). */
export function centsToDollars(cents: number): string {
  if (!Number.isInteger(cents)) throw new RangeError(`cents must be an integer, got ${cents}`);
  const abs = Math.abs(cents);
  const s = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return cents < 0 ? `-${s}` : s;
}

/** Parses '12.34' (exactly two decimals) into cents without floating point; null when malformed. */
export function dollarsToCents(text: string): number | null {
  const m = /^(\d{1,9})\.(\d{2})$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number(m[2]);
}

/**
 * An amount as a person types it ("12", "12.5", "$1,234.50", " 7.05 ") into cents; null for
 * anything else (letters, three decimals, a minus sign, misplaced commas). No floating point.
 */
export function typedAmountToCents(text: string): number | null {
  const m = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]!.replace(/,/g, '')) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
}
