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

export interface RefundRequest {
  /** the approved charge's transaction id at the gateway */
  transactionId: string;
  /** at most what was charged less what was refunded before */
  amountCents: number;
  /** last 4 digits of the card the charge was on (a gateway finds the card by it; no full number is kept) */
  last4: string;
}

export type RefundResult =
  | { outcome: 'refunded'; transactionId: string }
  /** refused; `notSettled`: the charge has not settled yet, so it can only be voided */
  | { outcome: 'declined'; message: string; notSettled?: boolean }
  /** no answer: the refund may or may not have been made (look it up before trying again) */
  | { outcome: 'unknown'; message: string };

export type VoidResult =
  | { outcome: 'voided'; transactionId: string }
  /** refused, e.g. the charge has already settled (refund it instead) or was voided */
  | { outcome: 'declined'; message: string }
  | { outcome: 'unknown'; message: string };

/**
 * A card gateway (Medusa's payment provider). The core may rely on:
 * - `charge` never retries by itself; 'unknown' means "maybe charged": reconcile with `lookup`,
 *   never charge the same invoice again;
 * - `refund` gives back part or all of a settled charge and never more than is left of it; the
 *   gateway refuses a refund above that, and refuses an unsettled charge with `notSettled`;
 * - `void` cancels a charge that has not settled yet, in full; a settled one is declined;
 * - neither `refund` nor `void` is idempotent at the gateway: the core records each attempt before
 *   calling and calls once per attempt;
 * - no method logs or returns card data beyond last 4 and brand.
 */
export interface PaymentGateway {
  readonly name: string;
  charge(req: ChargeRequest): Promise<ChargeResult>;
  /** Reconciliation: what happened to the charge with this invoice number. */
  lookup(invoice: string): Promise<LookupResult>;
  refund(req: RefundRequest): Promise<RefundResult>;
  void(transactionId: string): Promise<VoidResult>;
}
