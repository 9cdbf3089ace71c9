import { z } from 'zod';
import type { BillingDetails } from '@store/shared/rules';
import { isValidPhone, missingBillingFields, missingFieldsMessage, phoneMessage } from '@store/shared/rules';
import type { Sql } from '../db/db.ts';
import { badRequest } from '../http/httpError.ts';
import type { PartnerAddress } from '../providers/print/fulfilmentProvider.ts';
import { documentRequired } from '../http/validate.ts';

const field = z.string().trim().max(200).default('');

/** The eight billing fields of spec §3; all required after trimming (spec §5). */
// every field is needed; a missing one defaults to '' so the reply names all that are missing at once (missingFieldsMessage)
export const billingSchema = documentRequired(
  z.object({
    fullName: field,
    address: field,
    city: field,
    zipCode: field,
    country: z.string().trim().max(2).default('').describe('ISO 3166-1 alpha-2, e.g. US'),
    state: field,
    phone: z.string().trim().max(32).default(''),
    email: z.string().trim().max(254).default(''),
  }),
  ['fullName', 'address', 'city', 'zipCode', 'country', 'state', 'phone', 'email'],
);

export function requireBilling(input: z.infer<typeof billingSchema>): BillingDetails {
  const missing = missingBillingFields(input);
  if (missing.length) throw badRequest(missingFieldsMessage(missing));
  if (!/^[A-Za-z]{2}$/.test(input.country)) throw badRequest('Invalid country: use a two-letter country code.');
  // the profile's rule too (issue 41, defect 7): one rule, so the two never disagree
  if (!isValidPhone(input.phone)) throw badRequest(phoneMessage);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.email)) throw badRequest('Please enter a valid email address.');
  return { ...input, country: input.country.toUpperCase() };
}

export function partnerAddress(b: BillingDetails): PartnerAddress {
  const parts = b.fullName.trim().split(/\s+/);
  const lastName = parts.length > 1 ? parts.pop()! : '';
  return {
    firstName: parts.join(' '),
    lastName,
    email: b.email,
    phone: b.phone,
    country: b.country,
    region: b.state,
    address1: b.address,
    city: b.city,
    zip: b.zipCode,
  };
}

/** Saves (or replaces) the user's one set of billing details. */
export async function saveBillingDetails(sql: Sql, userId: string, b: BillingDetails): Promise<void> {
  await sql.query(
    `INSERT INTO billing_details (user_id, full_name, address, city, zip_code, country, state, phone, email)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (user_id) DO UPDATE SET full_name = EXCLUDED.full_name, address = EXCLUDED.address, city = EXCLUDED.city,
       zip_code = EXCLUDED.zip_code, country = EXCLUDED.country, state = EXCLUDED.state, phone = EXCLUDED.phone,
       email = EXCLUDED.email, updated_at = now()`,
    [userId, b.fullName, b.address, b.city, b.zipCode, b.country, b.state, b.phone, b.email],
  );
}
