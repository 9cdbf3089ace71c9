/** Order status colours and order action visibility of spec §4 ("Order status colours", "Order actions"). */
export type StatusColour = 'green' | 'yellow' | 'blue' | 'red' | 'grey';

const colours: Record<string, StatusColour> = {
  fulfilled: 'green',
  Delivered: 'green',
  'in-production': 'yellow',
  'sending-to-production': 'yellow',
  Processing: 'yellow',
  shipping_method: 'blue',
  'partially-fulfilled': 'blue',
  Shipped: 'blue',
  canceled: 'red',
  Cancelled: 'red',
};

/** Grey for on-hold, had-issues, payment-not-received, pending and anything else. */
export function statusColour(status: string | null | undefined): StatusColour {
  return (status && colours[status]) || 'grey';
}

export interface OrderActionInput {
  status: string;
  paymentStatus: string;
  paymentId?: string | null;
  partnerStatus?: string | null;
  trackingUrl?: string | null;
}

/**
 * The partner's status when present, else the order's own — except an order the store canceled
 * (its payment given back in full, issue #15): that reads canceled whatever production reached.
 */
export function displayStatus(o: Pick<OrderActionInput, 'status' | 'partnerStatus'>): string {
  if (o.status === 'canceled') return 'canceled';
  return o.partnerStatus || o.status;
}

const isCanceled = (s: string | null | undefined) => s === 'canceled' || s === 'Cancelled';

/**
 * Beside Canceled, whether the money went back (issue #41 item 3): a refund and a void (the charge
 * released before it settled) both read "Refunded" to a shopper.
 */
export function refundedLabel(o: Pick<OrderActionInput, 'paymentStatus'>): 'Refunded' | null {
  return o.paymentStatus === 'refunded' || o.paymentStatus === 'voided' ? 'Refunded' : null;
}

/** Track beside Canceled promised a parcel the shopper is not getting (issue #41 item 3): never for a canceled order. */
export function canTrack(o: OrderActionInput, mobile = false): boolean {
  if (!o.trackingUrl || o.partnerStatus === 'canceled' || isCanceled(o.status) || o.paymentStatus === 'unpaid') return false;
  return !(mobile && o.paymentStatus === 'pending');
}

/**
 * Make Payment only while nothing may have been charged: 'pending' is the gateway's unknown answer
 * about an earlier charge (a time-out), which a second card could double (issue 41, defect 12).
 */
export function canMakePayment(o: OrderActionInput): boolean {
  return o.paymentStatus === 'unpaid' && !o.paymentId && !isCanceled(o.status) && !isCanceled(o.partnerStatus);
}

export function canDelete(o: OrderActionInput): boolean {
  return o.partnerStatus === 'canceled';
}

/**
 * The shopper may cancel an order until it goes into production (issue #15): not already canceled,
 * at the print provider no further than on-hold, and not while the gateway is still deciding a
 * payment. A paid order is refunded in full when canceled.
 */
export function canCancel(o: Pick<OrderActionInput, 'status' | 'paymentStatus' | 'partnerStatus'>): boolean {
  if (isCanceled(o.status) || isCanceled(o.partnerStatus)) return false;
  if (o.paymentStatus !== 'unpaid' && o.paymentStatus !== 'paid') return false;
  return !o.partnerStatus || o.partnerStatus === 'on-hold';
}
