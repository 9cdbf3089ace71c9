/** The order and payment statuses the filters offer, with the words the owner reads. */
export const orderStatuses = [
  { value: 'pending', label: 'Pending' },
  { value: 'canceled', label: 'Canceled' },
];
export const paymentStatuses = [
  { value: 'unpaid', label: 'Unpaid' },
  { value: 'pending', label: 'Pending (gateway unsure)' },
  { value: 'paid', label: 'Paid' },
  { value: 'refunded', label: 'Refunded' },
  { value: 'voided', label: 'Voided' },
];
export const attentionReasons = {
  'not-sent': 'Paid but not at the print provider',
  'provider-error': 'The print provider refused it',
  'payment-unknown': 'The gateway never answered the payment',
} as const;

export const shortDateTime = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
