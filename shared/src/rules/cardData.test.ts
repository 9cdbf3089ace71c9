import { describe, expect, it } from 'vitest';
import { cardDataIn, containsCardNumber } from './cardData.ts';

describe('containsCardNumber', () => {
  it('finds Luhn-valid 13–19 digit runs, grouped or not, inside other text', () => {
    for (const s of ['4111111111111111', '4111 1111 1111 1111', '4111-1111-1111-1111', 'pan=4007000000027;', 'x370000000000002y', '6011000000000012 ', '0004111111111111111']) {
      expect(containsCardNumber(s), s).toBe(true);
    }
  });
  it('ignores short runs, Luhn failures, and ids that are not card numbers', () => {
    for (const s of ['4111111111111112', '123456789012', '2030-12', '12.34', 'O42A1', 'sbx_1a2b3c4d5e6f7a8b', '4111  1111  1111  1111 2']) {
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
