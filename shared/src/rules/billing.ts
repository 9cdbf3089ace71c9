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
