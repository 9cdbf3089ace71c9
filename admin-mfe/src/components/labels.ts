/** The order and payment statuses the filters offer, with the words the owner reads. */
export const orderStatuses = [
  { value: 'pending', label: 'Pending' },
  { value: 'canceled', label: 'Canceled' },
];
/** Where the order is with the print provider (#41 item 15): every status it reports, and "not sent" before it has the order. */
export const fulfilmentStatuses = [
  { value: 'not-sent', label: 'Not sent to the provider' },
  { value: 'on-hold', label: 'On hold' },
  { value: 'sending-to-production', label: 'Sending to production' },
  { value: 'in-production', label: 'In production' },
  { value: 'partially-fulfilled', label: 'Partly shipped' },
  { value: 'shipped', label: 'Shipped' },
  { value: 'fulfilled', label: 'Fulfilled' },
  { value: 'delivered', label: 'Delivered' },
  { value: 'had-issues', label: 'Had issues' },
  { value: 'canceled', label: 'Canceled at the provider' },
];
export const paymentStatuses = [
  { value: 'unpaid', label: 'Unpaid' },
  { value: 'pending', label: 'Pending (gateway unsure)' },
  { value: 'paid', label: 'Paid' },
  { value: 'refunded', label: 'Refunded' },
  { value: 'voided', label: 'Voided' },
];
/** The owner's words for a status in a table cell (a raw value such as "in-production" split at its hyphen in a narrow cell); an unknown one as it came. */
const statusWords = new Map([...fulfilmentStatuses, ...orderStatuses].map((s) => [s.value, s.label]));
const paymentWords = new Map(paymentStatuses.map((s) => [s.value, s.label]));
export const statusLabel = (value: string): string => statusWords.get(value) ?? value;
export const paymentLabel = (value: string): string => paymentWords.get(value) ?? value;

export const attentionReasons = {
  'not-sent': 'Paid but not at the print provider',
  'provider-error': 'The print provider refused it',
  'payment-unknown': 'The gateway never answered the payment',
} as const;

/** Back-office times: the store's one date-time form (UTC, zone named), see `@store/shared/rules` dates. */
export { formatDateTime as shortDateTime } from '@store/shared/rules';
