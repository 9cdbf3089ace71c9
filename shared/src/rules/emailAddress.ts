/**
 * E-mail format check shared by the contact form, the newsletter and the subscribe endpoint:
 * one local part, one '@', a dotted domain of letters, digits and hyphens, no spaces. Deliberately
 * simple (what a person types), with the RFC 5321 length limits.
 */
const pattern = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

export function isEmailAddress(value: string): boolean {
  const email = value.trim();
  if (email.length > 254) return false;
  const at = email.lastIndexOf('@');
  if (at < 1 || at > 64) return false;
  const local = email.slice(0, at);
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  return pattern.test(email);
}

/** The one wording for a malformed address (contact form and subscribe endpoint). */
export const invalidEmailMessage = 'Please enter a valid email address.';
