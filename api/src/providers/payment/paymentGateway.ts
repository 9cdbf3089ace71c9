/**
 * What the store needs from a card gateway. The card never reaches the store: the shopper's browser
 * hands it to the gateway's tokenizer (a script from the gateway's own origin), which returns a
 * single-use, short-lived token; the store charges with that token. Results carry only last 4,
 * brand and the gateway's ids.
 */
export interface CardToken {
  /** what kind of token: 'COMMON.ACCEPT.INAPP.PAYMENT' for a browser-tokenized card */
  dataDescriptor: string;
  /** the nonce itself (single use, expires after 15 minutes at the gateway) */
  dataValue: string;
}

export const cardTokenDescriptor = 'COMMON.ACCEPT.INAPP.PAYMENT';

/**
 * What the payment page needs to load the gateway's tokenizer: public values only, never a secret.
 * `kind` names the browser-side interface of the script ('dispatch-data': a global
 * `Accept.dispatchData(secureData, callback)` answering `{opaqueData, messages}`).
 */
export interface TokenizerConfig {
  kind: 'dispatch-data';
  scriptUrl: string;
  apiLoginId: string;
  clientKey: string;
  /** origins the page must be allowed to load the script from and send the card to (CSP) */
  origins: string[];
}

export interface ChargeRequest {
  /** our reference, ≤ 20 characters: the gateway's invoice number and reference id */
  invoice: string;
  amountCents: number;
  description: string;
  token: CardToken;
  /** as typed on the payment page; goes to the gateway's billing name */
  cardholderName: string;
  billTo?: { firstName: string; lastName: string; address: string; city: string; state: string; zip: string; country: string };
  email?: string;
}

export type ChargeResult =
  | { outcome: 'approved'; transactionId: string; authCode: string; last4: string; brand: string }
  /** `tokenRejected`: the token was expired, used or unknown: nothing was charged, the shopper re-enters the card */
  | { outcome: 'declined'; message: string; tokenRejected?: boolean }
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
  /** The tokenizer the payment page loads; `host` is the host name the shopper reached the store by. */
  tokenizer(host: string): TokenizerConfig;
  /** Starts what the gateway runs in this process (the local gateway's own HTTP service), if anything. */
  start?(): Promise<void>;
  stop?(): Promise<void>;
  charge(req: ChargeRequest): Promise<ChargeResult>;
  /** Reconciliation: what happened to the charge with this invoice number. */
  lookup(invoice: string): Promise<LookupResult>;
  refund(req: RefundRequest): Promise<RefundResult>;
  void(transactionId: string): Promise<VoidResult>;
}
