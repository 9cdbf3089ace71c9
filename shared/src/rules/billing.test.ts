import { describe, expect, it } from 'vitest';
import { abbreviateState, billingFromProfile, emptyBilling, missingBillingFields, missingFieldsMessage } from './billing.ts';

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

describe('checkout starts from the profile (issue 41, defect 10)', () => {
  it('fills every billing field the profile has', () => {
    const user = { fName: 'Ada', lName: 'Lovelace', email: 'ada@example.com', phone: '+16465550199', address: '1 Main Street', country: 'us', region: 'New York', city: 'New York', zip: '10001' };
    expect(billingFromProfile(user)).toEqual({ fullName: 'Ada Lovelace', address: '1 Main Street', country: 'US', state: 'New York', city: 'New York', zipCode: '10001', phone: '+16465550199', email: 'ada@example.com' });
    expect(missingBillingFields(billingFromProfile(user))).toEqual([]);
  });
  it('leaves what the profile lacks empty, for the shopper to fill', () => {
    expect(billingFromProfile({ fName: 'Ada', lName: null, email: 'ada@example.com', city: ' ' })).toEqual({ ...emptyBilling(), fullName: 'Ada', email: 'ada@example.com' });
    expect(billingFromProfile(null)).toEqual(emptyBilling());
  });
});
