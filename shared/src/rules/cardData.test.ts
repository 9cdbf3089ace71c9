import { describe, expect, it } from 'vitest';
import { cardDataIn, cardDataInQuery, cardNumberRuns, containsCardNumber, isCardFieldName } from './cardData.ts';

describe('containsCardNumber', () => {
  it('finds Luhn-valid 13–19 digit runs, grouped or not, inside other text', () => {
    for (const s of ['4111111111111111', '4111 1111 1111 1111', '4111-1111-1111-1111', 'pan=4007000000027;', 'x370000000000002y', '6011000000000012 ', '0004111111111111111', '4111  1111  1111  1111 2']) {
      expect(containsCardNumber(s), s).toBe(true);
    }
  });
  it('ignores short runs, Luhn failures, and ids that are not card numbers', () => {
    for (const s of ['4111111111111112', '123456789012', '2030-12', '12.34', 'O42A1', 'sbx_1a2b3c4d5e6f7a8b', '41111111111111112']) {
      expect(containsCardNumber(s), s).toBe(false);
    }
  });
});

describe('cardDataIn', () => {
  it('refuses card-data field names and card numbers anywhere in a body', () => {
    expect(cardDataIn({ cardNumber: '' })).toBe('card-field');
    expect(cardDataIn({ nested: { CVV: '123' } })).toBe('card-field');
    expect(cardDataIn({ card_code: 1 })).toBe('card-field');
    expect(cardDataIn({ note: 'my card 4111 1111 1111 1111' })).toBe('card-number');
    expect(cardDataIn({ list: [{ x: 4111111111111111 }] })).toBe('card-number');
  });
  it('lets a tokenized payment through', () => {
    expect(cardDataIn({ amount: '12.34', currency: 'USD', name: 'Ada Lovelace', requestId: '42', opaqueData: { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: 'eyJjb2RlIjoiNTBfMl8wNjAw' } })).toBeNull();
  });
});

// issue #39 item 10: every spelling the outside tester got past the filter
describe('card numbers however they are spelled', () => {
  const spellings: Record<string, string> = {
    dots: '4111.1111.1111.1111',
    slashes: '4111/1111/1111/1111',
    newlines: '4111\n1111\n1111\n1111',
    'no-break spaces': '4111\u00a01111\u00a01111\u00a01111',
    'narrow no-break and ideographic spaces': '4111\u202f1111\u30001111\u20091111',
    'zero-width characters': '4\u200b111\u200c1111\u200d1111\u20601111\ufeff',
    'soft hyphens': '4111\u00ad1111\u00ad1111\u00ad1111',
    'full-width digits': '４１１１１１１１１１１１１１１１',
    'Arabic-Indic digits': '٤١١١١١١١١١١١١١١١',
    'extended Arabic-Indic digits': '۴۱۱۱۱۱۱۱۱۱۱۱۱۱۱۱',
    'Devanagari digits': '४१११ ११११ ११११ ११११',
    'mathematical bold digits': '𝟒𝟏𝟏𝟏𝟏𝟏𝟏𝟏𝟏𝟏𝟏𝟏𝟏𝟏𝟏𝟏',
    'mixed scripts and separators': '4١1١ - ११११ / ١١١١.1111',
    'spaced with a separator': '4111 - 1111 - 1111 - 1111',
    'followed by expiry and CVV': '4111 1111 1111 1111 12/30 123',
    'Amex in groups of 4-6-5': '3782 822463 10005',
  };
  for (const [name, text] of Object.entries(spellings)) {
    it(`finds one written with ${name}`, () => {
      expect(containsCardNumber(text)).toBe(true);
      expect(cardDataIn({ note: text })).toBe('card-number');
    });
  }
  it('reads every spelling as the same ASCII digits', () => {
    expect(cardNumberRuns('４１１１１１１１１１１１１１１１')).toEqual(['4111111111111111']);
    expect(cardNumberRuns('٤١١١\u200b١١١١\u00ad١١١١ ١١١١')).toEqual(['4111111111111111']);
  });
  it('still ignores dates, prices, short codes and one unbroken 20+ digit id', () => {
    for (const s of ['12/2030', '12.34', '2030-12-01 10:00', 'O42A1', '١٢٣', '41111111111111111111111', 'order 42, 3 items, $12.34']) {
      expect(containsCardNumber(s), s).toBe(false);
    }
  });
  it('finds a number split over two fields', () => {
    expect(cardDataIn({ first: '4111 1111', second: '1111 1111' })).toBe('card-number');
    expect(cardDataIn({ parts: ['4111111', '111111111'] })).toBe('card-number');
  });
});

describe('card field names, in any case and separator', () => {
  const names = ['pan', 'PAN', 'ccnum', 'cc_num', 'ccNumber', 'cc-number', 'card_number', 'cardnumber', 'Card Number', 'card.number', 'cardNo', 'creditCardNumber', 'exp_month', 'expMonth', 'exp_year', 'EXP-YEAR', 'expiry', 'expiration_date', 'cc_exp', 'cvv', 'CVV2', 'cvc', 'cvc2', 'csc', 'security_code', 'securityCode', 'card_code', 'cardCode', 'ｃｖｖ'];
  for (const name of names) {
    it(`refuses a field named ${JSON.stringify(name)}`, () => {
      expect(isCardFieldName(name)).toBe(true);
      expect(cardDataIn({ deep: [{ [name]: 'x' }] })).toBe('card-field');
    });
  }
  it('lets ordinary field names through', () => {
    for (const name of ['amount', 'currency', 'name', 'requestId', 'opaqueData', 'dataValue', 'dataDescriptor', 'expand', 'company', 'span', 'number', 'panel']) {
      expect(isCardFieldName(name), name).toBe(false);
    }
  });
});

describe('cardDataInQuery', () => {
  it('finds card data in a query string, encoded or not', () => {
    expect(cardDataInQuery('?pan=4111111111111111')).toBe('card-field');
    expect(cardDataInQuery('?note=4111%201111%201111%201111')).toBe('card-number');
    expect(cardDataInQuery('?n=%EF%BC%94%EF%BC%91%EF%BC%91%EF%BC%91111111111111')).toBe('card-number');
    expect(cardDataInQuery('?cc%2Dnumber=x')).toBe('card-field');
    expect(cardDataInQuery('?a=4111%201111&b=1111%201111')).toBe('card-number');
    expect(cardDataInQuery('?exp_month=12')).toBe('card-field');
  });
  it('lets an ordinary query through', () => {
    expect(cardDataInQuery('')).toBeNull();
    expect(cardDataInQuery('?page=2&sort=price')).toBeNull();
  });
});
