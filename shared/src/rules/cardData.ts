import { isLuhnValid } from './card.ts';

/**
 * Finding card data where it must never be (PCI DSS: the store's server, its database and logs).
 * A card number is 13–19 digits that pass Luhn, however they are spelled: the text is normalised
 * first (issue #39 item 10), because a filter that matches one spelling is walked around by the next.
 * - any Unicode decimal digit (full-width, Arabic-Indic, Devanagari …) reads as its value;
 * - invisible characters (\p{Cf}: zero-width space and joiners, soft hyphen, BOM …) are dropped;
 * - digits may be grouped by up to three separators (any space \p{Z}, a line break, tab, or
 *   punctuation: dots, slashes, dashes, commas …).
 * Groups are kept: a longer run (a 20+ digit id, or a card followed by its expiry and CVV) is a card
 * when any whole groups in a row of it make 13–19 digits that pass Luhn. One unbroken run of more
 * than 19 digits is an id or a hash, not a card.
 */
const INVISIBLE = /\p{Cf}/gu;
const SEPARATOR = /[\p{Z}\s\p{P}]/u;
const MAX_GAP = 3;

/** The digit a Unicode decimal digit stands for: Unicode keeps each script's 0–9 contiguous, in order. */
function digitValue(char: string): string | null {
  if (char >= '0' && char <= '9') return char;
  if (!/\p{Nd}/u.test(char)) return null;
  let zero = char.codePointAt(0)!;
  while (/\p{Nd}/u.test(String.fromCodePoint(zero - 1))) zero -= 1;
  return String((char.codePointAt(0)! - zero) % 10);
}

/** The text's digit runs, each as its groups of digits (separated by at most MAX_GAP separators). */
function digitRuns(text: string): string[][] {
  const runs: string[][] = [];
  let groups: string[] = [];
  let group = '';
  let gap = 0;
  const end = () => {
    if (group) groups.push(group);
    if (groups.length) runs.push(groups);
    groups = [];
    group = '';
    gap = 0;
  };
  for (const char of text.replace(INVISIBLE, '')) {
    const digit = digitValue(char);
    if (digit !== null) {
      if (gap > 0 && group) {
        groups.push(group);
        group = '';
      }
      gap = 0;
      group += digit;
    } else if (SEPARATOR.test(char) && (group || groups.length) && gap < MAX_GAP) gap += 1;
    else end();
  }
  end();
  return runs;
}

export function containsCardNumber(text: string): boolean {
  return cardNumberRuns(text).length > 0;
}

/** The card numbers found, as plain ASCII digits (audits compare them before and after; never log them). */
export function cardNumberRuns(text: string): string[] {
  const found: string[] = [];
  for (const groups of digitRuns(text)) {
    for (let from = 0; from < groups.length; from += 1) {
      let digits = '';
      for (let to = from; to < groups.length; to += 1) {
        digits += groups[to];
        if (digits.length > 19) break;
        if (digits.length >= 13 && isLuhnValid(digits)) {
          found.push(digits);
          break;
        }
      }
    }
  }
  return [...new Set(found)];
}

/**
 * A field name reduced to its letters and digits, lower-case: `exp_month`, `Exp-Month`, `expMonth`
 * and `exp.month` are one name.
 */
export const cardFieldKey = (name: string) => name.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * Field names that only ever hold a card number, its expiry or its security code, compared on
 * `cardFieldKey`: the number (pan, ccnum, cc_number, card_number, cardNo, creditCardNumber …), the
 * expiry (expiry, exp_month, exp_year, cc_exp, expiration_date …) and the code (cvv, cvv2, cvc,
 * csc, cvn, card_code, security_code …).
 */
export const CARD_FIELD_NAME =
  /^(?:pan|(?:cc|card|creditcard|debitcard|paymentcard)(?:num|number|no|nr|pan)|(?:cc|card|creditcard)?(?:exp|expiry|expiration|expires|expire)(?:month|year|mm|yy|yyyy|date)?|(?:cc|card|creditcard)?(?:cvv2?|cvc2?|csc|cvn|cav2|cid)|(?:card|cc)?(?:securitycode|verificationcode|verificationvalue)|cardcode)$/;

export const isCardFieldName = (name: string) => CARD_FIELD_NAME.test(cardFieldKey(name));

type Found = 'card-number' | 'card-field' | null;

/**
 * What a JSON body carries that a tokenized payment must not: 'card-number' (13–19 digits passing
 * Luhn in any string or number, in any spelling above, also split over neighbouring fields),
 * 'card-field' (a field named like card data, e.g. cardNumber, ccnum, exp_month, cvv), or null.
 * Walks nested objects and arrays; never returns the value found.
 */
export function cardDataIn(value: unknown): Found {
  const leaves: string[] = [];
  const found = walk(value, 0, leaves);
  if (found) return found;
  // a number split over two fields ({n1: '4111 1111', n2: '1111 1111'}): the values side by side
  return containsCardNumber(leaves.join(' ')) ? 'card-number' : null;
}

function walk(value: unknown, depth: number, leaves: string[]): Found {
  if (depth > 20) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') {
    const text = String(value);
    leaves.push(text);
    return containsCardNumber(text) ? 'card-number' : null;
  }
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = walk(item, depth + 1, leaves);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (isCardFieldName(key)) return 'card-field';
      if (containsCardNumber(key)) return 'card-number';
      const found = walk(item, depth + 1, leaves);
      if (found) return found;
    }
  }
  return null;
}

/**
 * The same for a URL's query string (`?pan=4111…`, `?cc%2Dnumber=…`): each name and value decoded
 * as a form would be (URLSearchParams never throws: a broken escape stays as written), then looked
 * at as a body of those fields.
 */
export function cardDataInQuery(search: string): Found {
  const fields = [...new URLSearchParams(search)].map(([name, value]) => ({ [name]: value }));
  return fields.length ? cardDataIn(fields) : null;
}
