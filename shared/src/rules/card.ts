/**
 * Card form rules of spec §5. Two pages share them and differ only in the card-number rule and
 * the expiry message: 'payment' (/payment/{orderId}) and 'card-payment' (/card-payment/{orderId}).
 * The server adds a Luhn check (isLuhnValid) before any gateway call.
 */
export type CardPageVariant = 'payment' | 'card-payment';

export interface CardForm {
  name: string;
  /** as typed/displayed: digits grouped by 4 */
  cardNumber: string;
  /** as displayed: MM/YY (as cards print it) or MM/YYYY */
  expiry: string;
  cvv: string;
}

export type CardErrors = Partial<Record<keyof CardForm, string>>;

export const cardMessages = {
  name: 'Cardholder name is required',
  numberPayment: 'Valid card number is required (14 to 16 digits)',
  numberCardPayment: 'Valid card number is required (16 digits only)',
  expiryPast: 'Card expiry date is in the past',
  cvv: 'Valid CVV is required (3-4 digits)',
} as const;

export function expiryMessage(variant: CardPageVariant, now: Date = new Date()): string {
  return variant === 'payment'
    ? `Valid expiry date (MM/YY or MM/YYYY) is required (e.g., 12/${now.getFullYear() + 1})`
    : 'Valid expiry date (MMYYYY) is required (e.g., 122025)';
}

export const digitsOnly = (s: string) => s.replace(/\D/g, '');

/** Only letters and spaces are kept in the cardholder name. */
export const cleanCardholderName = (s: string) => s.replace(/[^\p{L} ]/gu, '');

/** Digits only, at most 16, grouped by 4: at most 19 characters shown. */
export function formatCardNumber(input: string): string {
  return digitsOnly(input).slice(0, 16).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Digits MMYY or MMYYYY shown as MM/YY or MM/YYYY: at most 7 characters. */
export function formatExpiry(input: string): string {
  const d = digitsOnly(input).slice(0, 6);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}

export const formatCvv = (input: string) => digitsOnly(input).slice(0, 4);

/**
 * MMYY or MMYYYY digits → {month, year}, or null when not a valid month. Cards print MM/YY, so
 * that is what shoppers type (issue 41, defect 11); YY means 20YY (cards are valid for ~5 years).
 */
export function parseExpiry(input: string): { month: number; year: number } | null {
  const d = digitsOnly(input);
  if (!/^(0[1-9]|1[0-2])(\d{2}|\d{4})$/.test(d)) return null;
  const year = Number(d.slice(2));
  return { month: Number(d.slice(0, 2)), year: d.length === 4 ? 2000 + year : year };
}

/** A card is valid through the end of its expiry month. */
export function isExpiryPast(exp: { month: number; year: number }, now: Date = new Date()): boolean {
  const y = now.getFullYear();
  const m = now.getMonth() + 1;
  return exp.year < y || (exp.year === y && exp.month < m);
}

/** 'YYYY-MM' as the payment payload carries it. */
export function expiryToPayload(input: string): string | null {
  const exp = parseExpiry(input);
  return exp ? `${exp.year}-${String(exp.month).padStart(2, '0')}` : null;
}

export function validateCardForm(form: CardForm, variant: CardPageVariant, now: Date = new Date()): CardErrors {
  const errors: CardErrors = {};
  if (!cleanCardholderName(form.name).trim()) errors.name = cardMessages.name;
  const digits = digitsOnly(form.cardNumber);
  if (variant === 'payment' ? digits.length < 14 || digits.length > 16 : digits.length !== 16) {
    errors.cardNumber = variant === 'payment' ? cardMessages.numberPayment : cardMessages.numberCardPayment;
  }
  const exp = parseExpiry(form.expiry);
  if (!exp) errors.expiry = expiryMessage(variant, now);
  else if (variant === 'payment' && isExpiryPast(exp, now)) errors.expiry = cardMessages.expiryPast;
  if (!/^\d{3,4}$/.test(form.cvv)) errors.cvv = cardMessages.cvv;
  return errors;
}

/** Luhn (mod 10) checksum over the digits. */
export function isLuhnValid(number: string): boolean {
  const d = digitsOnly(number);
  if (d.length < 12 || d.length > 19) return false;
  let sum = 0;
  for (let i = 0; i < d.length; i++) {
    let n = Number(d[d.length - 1 - i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
}

/** Brand by IIN prefix, for display only (unknown brands are accepted when Luhn passes). */
export function cardBrand(number: string): string {
  const d = digitsOnly(number);
  if (d.startsWith('4')) return 'Visa';
  if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(d)) return 'Mastercard';
  if (/^3[47]/.test(d)) return 'American Express';
  if (/^(6011|64[4-9]|65)/.test(d)) return 'Discover';
  if (/^(352[89]|35[3-8]\d|3088|3096|3112|3158|3337)/.test(d)) return 'JCB';
  if (/^(30[0-5]|36|38|39)/.test(d)) return 'Diners Club';
  return 'Card';
}
