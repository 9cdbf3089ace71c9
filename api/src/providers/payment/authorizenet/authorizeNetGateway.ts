import { centsToDollars, digitsOnly } from '@store/shared/rules';
import type { ChargeRequest, ChargeResult, LookupResult, PaymentGateway, RefundRequest, RefundResult, TokenizerConfig, VoidResult } from '../paymentGateway.ts';

/**
 * Authorize.Net JSON API client on plain fetch (no SDK: its callback never fires on network
 * errors and its axios errors carry the card). Rules from the reference:
 * - objects are built in the schema's element order (the API translates JSON to ordered XML);
 * - the reply starts with a UTF-8 BOM, stripped before parsing;
 * - approved only when transactionResponse.responseCode === "1" (4 = held for review = not paid);
 * - refId and invoiceNumber are at most 20 characters;
 * - a timeout or network error is 'unknown' (maybe charged): never retried here;
 * - refunds need the settled charge's transId and the card's last 4 (expiry "XXXX"); refunding an
 *   unsettled charge fails with reason 54, and only a void cancels it (voids need just the transId).
 * - charges are by Accept.js nonce only (payment.opaqueData): the card never reaches the store;
 *   a nonce that is expired or used is refused with E00114 and charges nothing.
 * Nothing of the request is ever logged.
 */
export interface AuthorizeNetOptions {
  apiLoginId: string;
  transactionKey: string;
  /** the public client key Accept.js sends with the card (Merchant Interface → Manage Public Client Key) */
  clientKey?: string;
  /** Accept.js on the gateway's CDN */
  acceptJsUrl?: string;
  /** https://apitest.authorize.net/xml/v1/request.api (sandbox) or the production URL */
  endpoint: string;
  timeoutMs?: number;
}

export const sandboxEndpoint = 'https://apitest.authorize.net/xml/v1/request.api';

interface TransactionResponse {
  responseCode?: string;
  authCode?: string;
  transId?: string;
  accountNumber?: string;
  accountType?: string;
  errors?: { errorCode: string; errorText: string }[];
  messages?: { code: string; description: string }[];
}

interface ApiReply {
  transactionResponse?: TransactionResponse;
  transactions?: { transId: string; invoiceNumber?: string; transactionStatus: string; accountNumber?: string; accountType?: string }[];
  messages?: { resultCode: string; message: { code: string; text: string }[] };
}

const cut = (s: string, n: number) => s.slice(0, n);

export function splitName(name: string): { firstName: string; lastName: string } {
  const parts = name.trim().split(/\s+/);
  const lastName = parts.length > 1 ? parts.pop()! : '';
  return { firstName: cut(parts.join(' '), 50), lastName: cut(lastName, 50) };
}

/** The createTransactionRequest body, every object in schema order. */
export function buildChargeBody(opts: AuthorizeNetOptions, req: ChargeRequest) {
  if (req.invoice.length > 20) throw new RangeError('invoice must be at most 20 characters');
  const transactionRequest: Record<string, unknown> = {
    transactionType: 'authCaptureTransaction',
    amount: centsToDollars(req.amountCents),
    currencyCode: 'USD',
    payment: { opaqueData: { dataDescriptor: req.token.dataDescriptor, dataValue: req.token.dataValue } },
    order: { invoiceNumber: req.invoice, description: cut(req.description, 255) },
  };
  if (req.email) transactionRequest.customer = { email: req.email };
  const name = splitName(req.cardholderName);
  const b = req.billTo;
  transactionRequest.billTo = b
    ? {
        firstName: name.firstName,
        lastName: name.lastName,
        address: cut(b.address, 60),
        city: cut(b.city, 40),
        state: cut(b.state, 40),
        zip: cut(b.zip, 20),
        country: cut(b.country, 60),
      }
    : { firstName: name.firstName, lastName: name.lastName };
  transactionRequest.transactionSettings = { setting: [{ settingName: 'duplicateWindow', settingValue: '120' }] };
  return {
    createTransactionRequest: {
      merchantAuthentication: { name: opts.apiLoginId, transactionKey: opts.transactionKey },
      refId: req.invoice,
      transactionRequest,
    },
  };
}

/** The createTransactionRequest of a refund (refundTransaction), in schema order. */
export function buildRefundBody(opts: AuthorizeNetOptions, req: RefundRequest) {
  return {
    createTransactionRequest: {
      merchantAuthentication: { name: opts.apiLoginId, transactionKey: opts.transactionKey },
      transactionRequest: {
        transactionType: 'refundTransaction',
        amount: centsToDollars(req.amountCents),
        payment: { creditCard: { cardNumber: digitsOnly(req.last4).slice(-4), expirationDate: 'XXXX' } },
        refTransId: req.transactionId,
      },
    },
  };
}

/** The createTransactionRequest of a void (voidTransaction). */
export function buildVoidBody(opts: AuthorizeNetOptions, transactionId: string) {
  return {
    createTransactionRequest: {
      merchantAuthentication: { name: opts.apiLoginId, transactionKey: opts.transactionKey },
      transactionRequest: { transactionType: 'voidTransaction', refTransId: transactionId },
    },
  };
}

/** No trustworthy answer (timeout, network, HTTP error): the request may or may not have been made. */
const noAnswer = { outcome: 'unknown', message: 'The payment gateway did not answer.' } as const;

/** Reason 54: "The referenced transaction does not meet the criteria for issuing a credit" (not settled). */
const NOT_SETTLED = '54';

function refusal(reply: ApiReply): string {
  const tr = reply.transactionResponse;
  const m = reply.messages?.message?.[0];
  return tr?.errors?.[0]?.errorText ?? (m ? `The gateway refused the request (${m.code}).` : 'The gateway refused the request.');
}

async function post(opts: AuthorizeNetOptions, body: unknown): Promise<ApiReply> {
  const res = await fetch(opts.endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(opts.timeoutMs ?? 20_000),
  });
  const text = (await res.text()).replace(/^\uFEFF/, '');
  if (!res.ok) throw new Error(`gateway HTTP ${res.status}`);
  return JSON.parse(text) as ApiReply;
}

/** Only what may be kept: the masked number's last 4 and the brand, from the gateway's reply. */
function approvedFrom(tr: TransactionResponse): ChargeResult {
  return {
    outcome: 'approved',
    transactionId: tr.transId ?? '',
    authCode: tr.authCode ?? '',
    last4: digitsOnly(tr.accountNumber ?? '').slice(-4),
    brand: tr.accountType || 'Card',
  };
}

/** "Invalid OTS Token": the Accept.js nonce expired (15 minutes) or was already used. */
const TOKEN_REJECTED = 'E00114';

/** What the payment page loads: Accept.js from the CDN, sending the card to the API's origin. */
export function acceptJsTokenizer(opts: AuthorizeNetOptions): TokenizerConfig {
  const scriptUrl = opts.acceptJsUrl ?? 'https://jstest.authorize.net/v1/Accept.js';
  const api = new URL(opts.endpoint).origin;
  // Accept.js posts the card to api2 in production and to apitest in the sandbox
  const apiOrigins = api === 'https://apitest.authorize.net' ? [api] : [api, 'https://api2.authorize.net', 'https://api.authorize.net'];
  return { kind: 'dispatch-data', scriptUrl, apiLoginId: opts.apiLoginId, clientKey: opts.clientKey ?? '', origins: [...new Set([new URL(scriptUrl).origin, ...apiOrigins])] };
}

export function createAuthorizeNetGateway(opts: AuthorizeNetOptions): PaymentGateway {
  return {
    name: 'authorizenet',
    tokenizer: () => acceptJsTokenizer(opts),
    async charge(req) {
      let reply: ApiReply;
      try {
        reply = await post(opts, buildChargeBody(opts, req));
      } catch {
        // No trustworthy answer: the card may have been charged. Reconcile, never resend.
        return noAnswer;
      }
      const tr = reply.transactionResponse;
      const m = reply.messages?.message?.[0];
      if (m?.code === TOKEN_REJECTED) return { outcome: 'declined', message: 'Your card details have expired for security or were already used. Please enter your card again.', tokenRejected: true };
      if (!tr) {
        return { outcome: 'declined', message: m ? `Payment could not be processed (${m.code}).` : 'Payment could not be processed.' };
      }
      if (tr.responseCode === '1') return approvedFrom(tr);
      if (tr.responseCode === '4') return { outcome: 'declined', message: 'The payment is held for review and was not completed.' };
      return { outcome: 'declined', message: tr.errors?.[0]?.errorText ?? 'This transaction has been declined.' };
    },
    async refund(req): Promise<RefundResult> {
      const reply = await post(opts, buildRefundBody(opts, req)).catch(() => null);
      if (!reply) return noAnswer;
      const tr = reply.transactionResponse;
      if (tr?.responseCode === '1') return { outcome: 'refunded', transactionId: tr.transId ?? '' };
      const notSettled = tr?.errors?.some((e) => e.errorCode === NOT_SETTLED) ?? false;
      return { outcome: 'declined', message: refusal(reply), ...(notSettled ? { notSettled } : {}) };
    },
    async void(transactionId): Promise<VoidResult> {
      const reply = await post(opts, buildVoidBody(opts, transactionId)).catch(() => null);
      if (!reply) return noAnswer;
      const tr = reply.transactionResponse;
      if (tr?.responseCode === '1') return { outcome: 'voided', transactionId: tr.transId || transactionId };
      return { outcome: 'declined', message: refusal(reply) };
    },
    async lookup(invoice) {
      let reply: ApiReply;
      try {
        reply = await post(opts, {
          getUnsettledTransactionListRequest: {
            merchantAuthentication: { name: opts.apiLoginId, transactionKey: opts.transactionKey },
            sorting: { orderBy: 'submitTimeUTC', orderDescending: 'true' },
            paging: { limit: '1000', offset: '1' },
          },
        });
      } catch {
        return noAnswer;
      }
      const tx = reply.transactions?.find((t) => t.invoiceNumber === invoice);
      if (!tx) return { outcome: 'not-found' } as LookupResult;
      if (/declined|voided|error|expired/i.test(tx.transactionStatus)) return { outcome: 'declined', message: 'This transaction has been declined.' };
      if (/FDSPendingReview|FDSAuthorizedPendingReview/i.test(tx.transactionStatus)) return { outcome: 'unknown', message: 'Held for review.' };
      return approvedFrom({ transId: tx.transId, accountNumber: tx.accountNumber, accountType: tx.accountType });
    },
  };
}
