import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local fake of the Authorize.Net JSON endpoint: replies start with a UTF-8 BOM like the real
 * one, element order of the request is checked (E00003 otherwise), billTo zip 46282 declines,
 * and `hang` makes it never answer (a timeout). It records the parsed requests.
 * Cards come in as Accept.js nonces: getPaymentNonceRequest (API login id + public client key)
 * answers opaqueData COMMON.ACCEPT.INAPP.PAYMENT; a charge takes payment.opaqueData, and a nonce
 * that is unknown, used or older than 15 minutes is refused with E00114 "Invalid OTS Token.".
 */
export interface AuthorizeNetFake {
  url: string;
  requests: Record<string, unknown>[];
  hang: boolean;
  /** as Accept.js in the browser would: a nonce for this card */
  nonceFor(card: { cardNumber: string; expirationDate: string; cardCode?: string }): Promise<string>;
  /** makes a nonce older than its 15 minutes */
  expire(nonce: string): void;
  /** invoice → transaction, for getUnsettledTransactionListRequest; refunds and voids act on them */
  transactions: FakeTransaction[];
  /** the nightly batch: this charge is now settled (refundable, no longer voidable) */
  settle(transId: string): void;
  close(): Promise<void>;
}

export interface FakeTransaction {
  transId: string;
  invoiceNumber: string;
  transactionStatus: string;
  accountNumber: string;
  accountType: string;
  /** cents charged and refunded so far (not part of the API's list reply) */
  amountCents?: number;
  refundedCents?: number;
}

const BOM = '\uFEFF';
const rootOrder = ['merchantAuthentication', 'refId', 'transactionRequest'];
const trOrder = ['transactionType', 'amount', 'currencyCode', 'payment', 'profile', 'solution', 'callId', 'terminalNumber', 'authCode', 'refTransId', 'splitTenderId', 'order', 'lineItems', 'tax', 'duty', 'shipping', 'taxExempt', 'poNumber', 'customer', 'billTo', 'shipTo', 'customerIP', 'cardholderAuthentication', 'retail', 'employeeId', 'transactionSettings'];
const inOrder = (keys: string[], order: string[]) => keys.every((k, i) => i === 0 || order.indexOf(keys[i - 1]) < order.indexOf(k)) && keys.every((k) => order.includes(k));

export const fakeClientKey = 'public-client-key-123';
const NONCE_TTL_MS = 15 * 60_000;

export async function startAuthorizeNetFake(): Promise<AuthorizeNetFake> {
  let seq = 60000000000;
  const nonces = new Map<string, { cardNumber: string; issuedAt: number; used: boolean }>();
  const fake: AuthorizeNetFake = {
    url: '', requests: [], hang: false, transactions: [], close: async () => {},
    async nonceFor(card) {
      const res = await fetch(fake.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ getPaymentNonceRequest: { merchantAuthentication: { name: 'login-id', clientKey: fakeClientKey }, data: { type: 'TOKEN', id: 'test', token: card } } }) });
      const reply = JSON.parse((await res.text()).replace(/^\uFEFF/, '')) as { opaqueData?: { dataValue: string } };
      if (!reply.opaqueData) throw new Error('the fake refused to tokenize');
      return reply.opaqueData.dataValue;
    },
    expire(nonce) {
      const n = nonces.get(nonce);
      if (n) n.issuedAt -= NONCE_TTL_MS + 1;
    },
    settle(transId) {
      const t = fake.transactions.find((x) => x.transId === transId);
      if (t) t.transactionStatus = 'settledSuccessfully';
    },
  };
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, Record<string, unknown>>;
    fake.requests.push(body);
    if (fake.hang) return; // never answers
    const reply = (obj: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(BOM + JSON.stringify(obj));
    };
    const error = (code: string, text: string) => reply({ messages: { resultCode: 'Error', message: [{ code, text }] } });

    if (body.getUnsettledTransactionListRequest) {
      const listed = fake.transactions.filter((t) => t.transactionStatus !== 'settledSuccessfully').map(({ amountCents: _a, refundedCents: _r, ...t }) => t);
      return reply({ transactions: listed, messages: { resultCode: 'Ok', message: [{ code: 'I00001', text: 'Successful.' }] } });
    }
    if (body.getPaymentNonceRequest) {
      const g = body.getPaymentNonceRequest as { merchantAuthentication?: { name?: string; clientKey?: string }; data?: { token?: { cardNumber?: string } } };
      if (g.merchantAuthentication?.name !== 'login-id' || g.merchantAuthentication.clientKey !== fakeClientKey) return error('E_WC_21', 'User authentication failed due to invalid authentication values.');
      const cardNumber = String(g.data?.token?.cardNumber ?? '').replace(/\D/g, '');
      if (cardNumber.length < 13) return error('E_WC_05', 'Please provide valid credit card number.');
      const dataValue = Buffer.from(`${seq++}:${Math.random()}`).toString('base64');
      nonces.set(dataValue, { cardNumber, issuedAt: Date.now(), used: false });
      return reply({ opaqueData: { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue }, messages: { resultCode: 'Ok', message: [{ code: 'I_WC_01', text: 'Successful.' }] } });
    }
    const ctr = body.createTransactionRequest;
    if (!ctr) return error('E00003', 'The element is invalid.');
    const auth = ctr.merchantAuthentication as { name?: string; transactionKey?: string };
    if (auth?.name !== 'login-id' || auth.transactionKey !== 'txn-key-123') return error('E00007', 'User authentication failed due to invalid authentication values.');
    const tr = ctr.transactionRequest as Record<string, unknown>;
    if (!inOrder(Object.keys(ctr), rootOrder) || !inOrder(Object.keys(tr), trOrder)) return error('E00003', "The element 'transactionRequest' has invalid child element.");
    const refused = (errorCode: string, errorText: string) =>
      reply({ transactionResponse: { responseCode: '3', errors: [{ errorCode, errorText }] }, messages: { resultCode: 'Error', message: [{ code: 'E00027', text: 'The transaction was unsuccessful.' }] } });
    const approvedRef = (transId: string, accountNumber: string) =>
      reply({ transactionResponse: { responseCode: '1', transId, accountNumber, accountType: 'Visa', messages: [{ code: '1', description: 'This transaction has been approved.' }] }, messages: { resultCode: 'Ok', message: [{ code: 'I00001', text: 'Successful.' }] } });
    if (tr.transactionType === 'voidTransaction' || tr.transactionType === 'refundTransaction') {
      const original = fake.transactions.find((t) => t.transId === tr.refTransId);
      if (!original) return refused('16', 'The transaction cannot be found.');
      if (tr.transactionType === 'voidTransaction') {
        if (original.transactionStatus !== 'capturedPendingSettlement') return refused('310', 'This transaction has already been voided or settled.');
        original.transactionStatus = 'voided';
        return approvedRef(original.transId, original.accountNumber);
      }
      const card = (tr.payment as { creditCard?: { cardNumber?: string; expirationDate?: string } } | undefined)?.creditCard;
      if (card?.cardNumber !== original.accountNumber.slice(-4) || card.expirationDate !== 'XXXX') return refused('6', 'The credit card number is invalid.');
      if (original.transactionStatus !== 'settledSuccessfully') return refused('54', 'The referenced transaction does not meet the criteria for issuing a credit.');
      const cents = Math.round(Number(tr.amount) * 100);
      if ((original.refundedCents ?? 0) + cents > (original.amountCents ?? 0)) return refused('55', 'The sum of credits against the referenced transaction would exceed original debit amount.');
      original.refundedCents = (original.refundedCents ?? 0) + cents;
      return approvedRef(String(seq++), original.accountNumber);
    }
    const refId = String(ctr.refId ?? '');
    const invoice = String((tr.order as { invoiceNumber?: string })?.invoiceNumber ?? '');
    if (refId.length > 20 || invoice.length > 20) return error('E00003', "The 'refId' element is invalid - The actual length is greater than the MaxLength value.");
    const opaque = (tr.payment as { opaqueData?: { dataDescriptor?: string; dataValue?: string } } | undefined)?.opaqueData;
    if (!opaque || opaque.dataDescriptor !== 'COMMON.ACCEPT.INAPP.PAYMENT') return error('E00003', "The element 'payment' has invalid child element.");
    const token = nonces.get(String(opaque.dataValue));
    if (!token || token.used || Date.now() - token.issuedAt > NONCE_TTL_MS) {
      if (token) token.used = true;
      return error('E00114', 'Invalid OTS Token.');
    }
    token.used = true;
    const card = { cardNumber: token.cardNumber };
    const last4 = `XXXX${card.cardNumber.slice(-4)}`;
    const transId = String(seq++);
    if ((tr.billTo as { zip?: string })?.zip === '46282') {
      return reply({
        transactionResponse: { responseCode: '2', authCode: '000000', transId, accountNumber: last4, accountType: 'Visa', errors: [{ errorCode: '2', errorText: 'This transaction has been declined.' }] },
        refId,
        messages: { resultCode: 'Error', message: [{ code: 'E00027', text: 'The transaction was unsuccessful.' }] },
      });
    }
    if (card.cardNumber === '4007000000027') {
      // held for review: responseCode 4 must not count as paid
      return reply({ transactionResponse: { responseCode: '4', transId, accountNumber: last4, accountType: 'Visa' }, refId, messages: { resultCode: 'Ok', message: [{ code: 'I00001', text: 'Successful.' }] } });
    }
    fake.transactions.push({ transId, invoiceNumber: invoice, transactionStatus: 'capturedPendingSettlement', accountNumber: last4, accountType: 'Visa', amountCents: Math.round(Number(tr.amount) * 100), refundedCents: 0 });
    return reply({
      transactionResponse: {
        responseCode: '1', authCode: 'HH5414', avsResultCode: 'Y', cvvResultCode: 'P', transId, refTransID: '', transHash: '', testRequest: '0',
        accountNumber: last4, accountType: 'Visa', messages: [{ code: '1', description: 'This transaction has been approved.' }],
      },
      refId,
      messages: { resultCode: 'Ok', message: [{ code: 'I00001', text: 'Successful.' }] },
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/xml/v1/request.api`;
  fake.close = () =>
    new Promise<void>((r) => {
      server.closeAllConnections();
      server.close(() => r());
    });
  return fake;
}
