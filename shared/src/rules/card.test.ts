import { describe, expect, it } from 'vitest';
import { cardBrand, cardMessages, expiryMessage, expiryToPayload, formatCardNumber, formatCvv, formatExpiry, isLuhnValid, validateCardForm, cleanCardholderName } from './card.ts';

const now = new Date(2026, 10, 23); // November 2026
const good = { name: 'Ada Lovelace', cardNumber: '4111 1111 1111 1111', expiry: '12/2030', cvv: '123' };

describe('card input formatting', () => {
  it('keeps digits, at most 16, grouped by 4 (19 characters)', () => {
    expect(formatCardNumber('4111-1111 1111 1111 9999')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('4111111111111111').length).toBe(19);
    expect(formatCardNumber('abc41')).toBe('41');
  });
  it('shows expiry as MM/YYYY (7 characters) and CVV as at most 4 digits', () => {
    expect(formatExpiry('1220301')).toBe('12/2030');
    expect(formatExpiry('1')).toBe('1');
    expect(formatCvv('12a345')).toBe('1234');
  });
  it('keeps only letters and spaces in the name', () => {
    expect(cleanCardholderName('Ada 2 Lovelace!')).toBe('Ada  Lovelace');
  });
  it('maps expiry to the YYYY-MM payload', () => {
    expect(expiryToPayload('12/2030')).toBe('2030-12');
    expect(expiryToPayload('13/2030')).toBeNull();
  });
  it('accepts the expiry as a card prints it (MM/YY) as well as MM/YYYY (issue 41, defect 11)', () => {
    expect(formatExpiry('0929')).toBe('09/29');
    expect(expiryToPayload('09/29')).toBe('2029-09');
    expect(expiryToPayload('09/2029')).toBe('2029-09');
    expect(validateCardForm({ ...good, expiry: '09/29' }, 'payment', now)).toEqual({});
    expect(validateCardForm({ ...good, expiry: '09/2029' }, 'payment', now)).toEqual({});
    expect(validateCardForm({ ...good, expiry: '10/26' }, 'payment', now).expiry).toBe('Card expiry date is in the past');
    for (const partial of ['09/2', '09/202', '13/29']) expect(validateCardForm({ ...good, expiry: partial }, 'payment', now).expiry, partial).toContain('Valid expiry date');
    expect(validateCardForm({ ...good, expiry: '09/29' }, 'card-payment', now).expiry).toBeUndefined();
  });
});

describe('payment page rules', () => {
  it('accepts a complete form', () => expect(validateCardForm(good, 'payment', now)).toEqual({}));
  it('needs a name', () => expect(validateCardForm({ ...good, name: ' 1 ' }, 'payment', now).name).toBe(cardMessages.name));
  it('needs 14 to 16 digits', () => {
    expect(validateCardForm({ ...good, cardNumber: '4111 1111 1111 1' }, 'payment', now).cardNumber).toBe('Valid card number is required (14 to 16 digits)');
    expect(validateCardForm({ ...good, cardNumber: '3800 0000 0000 06' }, 'payment', now).cardNumber).toBeUndefined();
  });
  it('checks month and past dates', () => {
    expect(validateCardForm({ ...good, expiry: '13/2030' }, 'payment', now).expiry).toBe('Valid expiry date (MM/YY or MM/YYYY) is required (e.g., 12/2027)');
    expect(validateCardForm({ ...good, expiry: '10/2026' }, 'payment', now).expiry).toBe('Card expiry date is in the past');
    expect(validateCardForm({ ...good, expiry: '11/2026' }, 'payment', now).expiry).toBeUndefined();
  });
  it('needs a 3-4 digit CVV', () => {
    expect(validateCardForm({ ...good, cvv: '12' }, 'payment', now).cvv).toBe('Valid CVV is required (3-4 digits)');
    expect(validateCardForm({ ...good, cvv: '1234' }, 'payment', now).cvv).toBeUndefined();
  });
});

describe('card-payment page rules', () => {
  it('needs exactly 16 digits', () => {
    expect(validateCardForm({ ...good, cardNumber: '3800 0000 0000 06' }, 'card-payment', now).cardNumber).toBe('Valid card number is required (16 digits only)');
  });
  it('has its own expiry message and no past-date check', () => {
    expect(validateCardForm({ ...good, expiry: '00/2030' }, 'card-payment', now).expiry).toBe('Valid expiry date (MMYYYY) is required (e.g., 122025)');
    expect(validateCardForm({ ...good, expiry: '01/2020' }, 'card-payment', now).expiry).toBeUndefined();
    expect(expiryMessage('card-payment')).toContain('122025');
  });
});

describe('Luhn and brand', () => {
  it('validates test cards and rejects a changed digit', () => {
    for (const n of ['4111111111111111', '370000000000002', '6011000000000012', '38000000000006', '4000000000000002']) expect(isLuhnValid(n), n).toBe(true);
    expect(isLuhnValid('4111111111111112')).toBe(false);
    expect(isLuhnValid('4242424242424241')).toBe(false);
  });
  it('names brands by prefix', () => {
    expect(cardBrand('4111111111111111')).toBe('Visa');
    expect(cardBrand('5424000000000015')).toBe('Mastercard');
    expect(cardBrand('370000000000002')).toBe('American Express');
    expect(cardBrand('3088000000000017')).toBe('JCB');
    expect(cardBrand('9999')).toBe('Card');
  });
});
