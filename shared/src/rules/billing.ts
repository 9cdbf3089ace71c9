/** Checkout billing rules of spec §5: eight fields, all required after trimming. */
export interface BillingDetails {
  fullName: string;
  address: string;
  country: string;
  state: string;
  city: string;
  zipCode: string;
  phone: string;
  email: string;
}

export const billingFieldLabels: Record<keyof BillingDetails, string> = {
  fullName: 'Full Name',
  address: 'Address',
  country: 'Country',
  state: 'State/Region',
  city: 'City',
  zipCode: 'ZIP/Postal Code',
  phone: 'Phone',
  email: 'Email',
};

export const emptyBilling = (): BillingDetails => ({ fullName: '', address: '', country: '', state: '', city: '', zipCode: '', phone: '', email: '' });

/** Labels of the fields that are empty after trimming, in form order. */
export function missingBillingFields(b: Partial<BillingDetails>): string[] {
  return (Object.keys(billingFieldLabels) as (keyof BillingDetails)[])
    .filter((k) => !String(b[k] ?? '').trim())
    .map((k) => billingFieldLabels[k]);
}

export const missingFieldsMessage = (labels: string[]) => `Please fill in the following required fields: ${labels.join(', ')}`;

export const selectShippingMessage = 'Please select a shipping option.';

/** Order review shows a few states abbreviated (spec §2). */
const stateAbbreviations: Record<string, string> = { California: 'CA', 'New York': 'NY', Texas: 'TX' };
export const abbreviateState = (state: string) => stateAbbreviations[state] ?? state;

/** The profile fields checkout can start from (the session's user). */
export interface ProfileAddress {
  fName?: string | null;
  lName?: string | null;
  email?: string | null;
  phone?: string | null;
  address?: string | null;
  country?: string | null;
  region?: string | null;
  city?: string | null;
  zip?: string | null;
}

/**
 * Checkout's billing form pre-filled from the profile (issue 41, defect 10): the shopper checks it
 * instead of typing the whole address again. Every field stays editable; nothing missing is invented.
 */
export function billingFromProfile(user: ProfileAddress | null | undefined): BillingDetails {
  const text = (v: string | null | undefined) => (typeof v === 'string' ? v.trim() : '');
  if (!user) return emptyBilling();
  return {
    fullName: `${text(user.fName)} ${text(user.lName)}`.trim(),
    address: text(user.address),
    country: text(user.country).toUpperCase(),
    state: text(user.region),
    city: text(user.city),
    zipCode: text(user.zip),
    phone: text(user.phone),
    email: text(user.email),
  };
}
