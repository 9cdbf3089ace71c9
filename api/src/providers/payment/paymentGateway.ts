/**
 * What the store needs from a card gateway. Card data passes through in memory for one call and
 * is never stored or logged; results carry only last 4, brand and the gateway's ids.
 */
export interface CardData {
  number: string;
  /** YYYY-MM */
  expiry: string;
  cvv: string;
  name: string;
}

export interface ChargeRequest {
  /** our reference, ≤ 20 characters: the gateway's invoice number and reference id */
  invoice: string;
  amountCents: number;
  description: string;
  card: CardData;
  billTo?: { firstName: string; lastName: string; address: string; city: string; state: string; zip: string; country: string };
  email?: string;
}

export type ChargeResult =
  | { outcome: 'approved'; transactionId: string; authCode: string; last4: string; brand: string }
  | { outcome: 'declined'; message: string }
  /** no answer (timeout, network): the card may or may not have been charged */
  | { outcome: 'unknown'; message: string };

export type LookupResult = ChargeResult | { outcome: 'not-found' };

export interface PaymentGateway {
  readonly name: string;
  charge(req: ChargeRequest): Promise<ChargeResult>;
  /** Reconciliation: what happened to the charge with this invoice number. */
  lookup(invoice: string): Promise<LookupResult>;
}
