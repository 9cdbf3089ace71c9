import { isValidPhone, phoneMessage } from './phone.ts';

/** Rules for the editable profile (My Profile); the form and the API check the same ones. */
export interface ProfileInput {
  fName: string;
  lName: string;
  phone: string;
  address: string;
  country: string;
  region: string;
  city: string;
  zip: string;
}

export const profileFieldLabels: Record<keyof ProfileInput, string> = {
  fName: 'First name',
  lName: 'Last name',
  phone: 'Phone',
  address: 'Address',
  country: 'Country',
  region: 'Region',
  city: 'City',
  zip: 'Zip',
};

const maxLength: Record<keyof ProfileInput, number> = { fName: 60, lName: 60, phone: 32, address: 200, country: 2, region: 100, city: 100, zip: 16 };

/** Trims every field; optional fields may be empty (shown as N/A). */
export function trimProfile(input: Partial<Record<keyof ProfileInput, unknown>>): ProfileInput {
  const out = {} as ProfileInput;
  for (const k of Object.keys(profileFieldLabels) as (keyof ProfileInput)[]) {
    const v = input[k];
    out[k] = typeof v === 'string' ? v.trim() : '';
  }
  out.country = out.country.toUpperCase();
  return out;
}

/** One message per invalid field, keyed by field; empty when the profile can be saved. */
export function profileErrors(p: ProfileInput): Partial<Record<keyof ProfileInput, string>> {
  const errors: Partial<Record<keyof ProfileInput, string>> = {};
  for (const k of Object.keys(maxLength) as (keyof ProfileInput)[]) {
    if (p[k].length > maxLength[k]) errors[k] = `${profileFieldLabels[k]} must be at most ${maxLength[k]} characters.`;
  }
  if (!p.fName) errors.fName = 'First name is required.';
  if (!p.lName) errors.lName = 'Last name is required.';
  if (p.phone && !isValidPhone(p.phone)) errors.phone = phoneMessage;
  if (p.country && !/^[A-Z]{2}$/.test(p.country)) errors.country = 'Country must be a two-letter code, e.g. US.';
  if (p.zip && !/^[A-Za-z0-9][A-Za-z0-9 -]*$/.test(p.zip)) errors.zip = 'Zip may contain letters, digits, spaces and - only.';
  return errors;
}
