import { invalidEmailMessage, isEmailAddress } from '@store/shared/rules';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../auth/passwords.ts';
import { badRequest } from '../../http/httpError.ts';

export const fillAllFields = 'Please fill in all fields!';

export function requireEmail(email: string | undefined): string {
  const value = email?.trim() ?? '';
  if (!value) throw badRequest(fillAllFields);
  if (!isEmailAddress(value)) throw badRequest(invalidEmailMessage);
  return value.toLowerCase();
}

/** Spec minimum 6 (same wording as the update-password page); no composition rules, no truncation. */
export function requirePassword(password: string | undefined): string {
  if (!password) throw badRequest(fillAllFields);
  if (password.length < PASSWORD_MIN) throw badRequest(`Password must be at least ${PASSWORD_MIN} characters long.`);
  if (password.length > PASSWORD_MAX) throw badRequest(`Password must be at most ${PASSWORD_MAX} characters long.`);
  return password;
}
