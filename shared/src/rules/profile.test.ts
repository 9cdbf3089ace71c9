import { describe, expect, it } from 'vitest';
import { profileErrors, trimProfile } from './profile.ts';

const valid = { fName: ' Ada ', lName: 'Lovelace', phone: '+1 (212) 555-0100', address: '1 Main St', country: 'us', region: 'NY', city: 'New York', zip: '10001' };

describe('profile rules', () => {
  it('trims, upper-cases the country and accepts a complete profile', () => {
    const p = trimProfile(valid);
    expect(p.fName).toBe('Ada');
    expect(p.country).toBe('US');
    expect(profileErrors(p)).toEqual({});
  });

  it('allows optional fields to be empty but requires both names', () => {
    const p = trimProfile({ fName: '  ', lName: '' });
    expect(Object.keys(profileErrors(p)).sort()).toEqual(['fName', 'lName']);
  });

  it('names each bad field', () => {
    const e = profileErrors(trimProfile({ ...valid, phone: 'call me', country: 'USA', zip: '#1', city: 'x'.repeat(101) }));
    expect(Object.keys(e).sort()).toEqual(['city', 'country', 'phone', 'zip']);
  });

  it('ignores non-string values', () => {
    expect(trimProfile({ fName: 5 as unknown as string }).fName).toBe('');
  });
});
