import { describe, expect, it } from 'vitest';
import { isValidPhone, phoneDigits, phoneMessage } from './phone.ts';
import { profileErrors, trimProfile } from './profile.ts';

describe('the one phone rule (issue 41, defect 7)', () => {
  it('accepts a phone as people write it', () => {
    for (const p of ['(646) 555-0199', '646-555-0199', '646.555.0199', '+1 646 555 0199', '+16465550199', '+44 20 7946 0958', '0207 946 0958']) expect(isValidPhone(p), p).toBe(true);
  });
  it('refuses letters, other signs, too few or too many digits', () => {
    for (const p of ['', '555-CALL', '12345', '+1 (646) 555-0199 ext 2', '1234567890123456', '+', '646/555/0199', '++16465550199']) expect(isValidPhone(p), p).toBe(false);
  });
  it('keeps the digits and a leading +', () => {
    expect(phoneDigits(' (646) 555-0199 ')).toBe('6465550199');
    expect(phoneDigits('+1 646 555 0199')).toBe('+16465550199');
  });
  it('is the profile’s rule, with the message saying what it accepts', () => {
    const base = trimProfile({ fName: 'Ada', lName: 'Lovelace' });
    expect(profileErrors({ ...base, phone: '(646) 555-0199' }).phone).toBeUndefined();
    expect(profileErrors({ ...base, phone: '+16465550199' }).phone).toBeUndefined();
    expect(profileErrors({ ...base, phone: '555-CALL' }).phone).toBe(phoneMessage);
  });
});
