import { isLuhnValid } from './card.ts';

/**
 * Finding card data where it must never be (PCI DSS: the store's server, its database and logs).
 * A card number is any run of 13–19 digits, optionally grouped by single spaces or dashes, that
 * passes Luhn (a longer run is not a card number: ids and hashes would otherwise match by chance).
 */
const DIGIT_RUN = /\d(?:[ -]?\d){12,}/g;

export function containsCardNumber(text: string): boolean {
  return cardNumberRuns(text).length > 0;
}

/** The runs that look like card numbers, as digits (audits compare them before and after; never log them). */
export function cardNumberRuns(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(DIGIT_RUN)) {
    const digits = match[0].replace(/\D/g, '');
    if (digits.length <= 19 && isLuhnValid(digits)) found.push(digits);
  }
  return found;
}

/** Field names that only ever hold a card number, its expiry or its security code. */
export const CARD_FIELD_NAME = /^(card[_-]?number|cc[_-]?number|pan|cvv2?|cvc2?|csc|card[_-]?code|security[_-]?code|expiry|expiration[_-]?date|exp[_-]?date)$/i;

/**
 * What a JSON body carries that a tokenized payment must not: 'card-number' (a Luhn-valid 13–19
 * digit run in any string or number), 'card-field' (a field named like card data, e.g. cardNumber,
 * cvv), or null. Walks nested objects and arrays; never returns the value found.
 */
export function cardDataIn(value: unknown, depth = 0): 'card-number' | 'card-field' | null {
  if (depth > 20) return null;
  if (typeof value === 'string') return containsCardNumber(value) ? 'card-number' : null;
  if (typeof value === 'number' || typeof value === 'bigint') return containsCardNumber(String(value)) ? 'card-number' : null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = cardDataIn(item, depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (CARD_FIELD_NAME.test(key)) return 'card-field';
      if (containsCardNumber(key)) return 'card-number';
      const found = cardDataIn(item, depth + 1);
      if (found) return found;
    }
  }
  return null;
}
