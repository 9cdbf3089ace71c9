import { describe, expect, it } from 'vitest';
import { abbreviateState, emptyBilling, missingBillingFields, missingFieldsMessage } from './billing.ts';

describe('billing rules', () => {
  it('lists every field empty after trimming, in form order', () => {
    const b = { ...emptyBilling(), fullName: 'Ada', address: '  ', city: 'Austin', email: 'a@b.co' };
    expect(missingFieldsMessage(missingBillingFields(b))).toBe(
      'Please fill in the following required fields: Address, Country, State/Region, ZIP/Postal Code, Phone',
    );
    expect(missingBillingFields({ fullName: 'a', address: 'b', country: 'US', state: 'Texas', city: 'c', zipCode: '1', phone: '+1', email: 'e' })).toEqual([]);
  });
  it('abbreviates California, New York and Texas only', () => {
    expect(['California', 'New York', 'Texas', 'Ohio'].map(abbreviateState)).toEqual(['CA', 'NY', 'TX', 'Ohio']);
  });
});
