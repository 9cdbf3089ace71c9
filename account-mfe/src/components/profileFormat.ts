import type { User } from '@store/shared';
import { formatLongDate } from '@store/shared/rules';

/** 'N/A' for a missing value (spec §2). */
export function orNA(value: string | null | undefined): string {
  return value && value.trim() ? value : 'N/A';
}

/** Avatar initials from the first and last name, e.g. 'AL'. */
export function initials(user: Pick<User, 'fName' | 'lName' | 'email'>): string {
  const letters = `${user.fName?.trim()[0] ?? ''}${user.lName?.trim()[0] ?? ''}`;
  return (letters || user.email?.[0] || '?').toUpperCase();
}

/** 'November 23, 2026', or 'N/A' when the date is missing or invalid. */
export function memberSince(createdAt: string | undefined): string {
  return (createdAt && formatLongDate(createdAt)) || 'N/A';
}
