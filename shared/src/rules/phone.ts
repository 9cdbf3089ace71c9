/**
 * The one phone rule (issue 41, defect 7): profile, checkout and the API all check phones with it.
 * A phone is written as people write it: digits with spaces, dots, ( ) and - between them, an
 * optional leading +. It holds 7 to 15 digits (E.164's maximum is 15). The number's own plan
 * (area codes, lengths per country) is the phone input's business, not a product rule (spec §3).
 */
export const phoneMessage = 'Enter a phone number of 7 to 15 digits; spaces, ( ), . and - may separate them, with an optional leading +.';

const phoneShape = /^\+?[\d\s().-]+$/;

/** The number's digits with a leading + kept: '(646) 555-0199' → '6465550199'. */
export function phoneDigits(phone: string): string {
  const trimmed = phone.trim();
  return (trimmed.startsWith('+') ? '+' : '') + trimmed.replace(/\D/g, '');
}

/** True when the phone is written in an accepted shape and has 7 to 15 digits. */
export function isValidPhone(phone: string): boolean {
  const trimmed = phone.trim();
  if (!phoneShape.test(trimmed)) return false;
  const digits = trimmed.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}
