import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeClientKey, startAuthorizeNetFake, type AuthorizeNetFake } from './fakes/authorizeNetFake.ts';
import { acceptJsTokenizer, buildChargeBody, buildRefundBody, createAuthorizeNetGateway } from '../src/providers/payment/authorizenet/authorizeNetGateway.ts';
import { authorizeNetOptionsFromEnv } from '../src/providers/payment/authorizenet/authorizeNetOptions.ts';
import type { ChargeRequest } from '../src/providers/payment/paymentGateway.ts';

/** Contract of the Authorize.Net client against a local fake of its JSON API. */
describe('Authorize.Net gateway client', () => {
  let fake: AuthorizeNetFake;
  beforeAll(async () => {
    fake = await startAuthorizeNetFake();
  });
  afterAll(() => fake.close());

  const opts = () => ({ apiLoginId: 'login-id', transactionKey: 'txn-key-123', clientKey: fakeClientKey, endpoint: fake.url, timeoutMs: 1000 });
  /** the card goes to the gateway (as Accept.js sends it from the browser); the store only ever has the nonce */
  const token = async (cardNumber = '4111111111111111') => ({ dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: await fake.nonceFor({ cardNumber, expirationDate: '1230', cardCode: '123' }) });
  const base = { invoice: 'O42A1', amountCents: 1234, description: 'Order 42', cardholderName: 'Ellen Johnson', billTo: { firstName: '', lastName: '', address: '14 Main Street', city: 'Pecan Springs', state: 'TX', zip: '44628', country: 'US' } };
  const req = async (over: Partial<ChargeRequest> = {}, cardNumber?: string): Promise<ChargeRequest> => ({ ...base, token: await token(cardNumber), ...over });

  it('builds the request in schema element order with a two-decimal amount, paying by opaqueData', async () => {
    const body = buildChargeBody(opts(), await req());
    expect(Object.keys(body.createTransactionRequest)).toEqual(['merchantAuthentication', 'refId', 'transactionRequest']);
    expect(Object.keys(body.createTransactionRequest.transactionRequest)).toEqual(['transactionType', 'amount', 'currencyCode', 'payment', 'order', 'billTo', 'transactionSettings']);
    expect(body.createTransactionRequest.transactionRequest.amount).toBe('12.34');
    expect(body.createTransactionRequest.transactionRequest.billTo).toMatchObject({ firstName: 'Ellen', lastName: 'Johnson' });
    expect(body.createTransactionRequest.transactionRequest.payment).toEqual({ opaqueData: { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: expect.any(String) } });
    const req21 = await req({ invoice: 'X'.repeat(21) });
    expect(() => buildChargeBody(opts(), req21)).toThrow();
  });

  it('approves on responseCode "1" through the BOM, keeping only masked card facts', async () => {
    const result = await createAuthorizeNetGateway(opts()).charge(await req());
    expect(result).toMatchObject({ outcome: 'approved', authCode: 'HH5414', last4: '1111', brand: 'Visa' });
    expect(fake.requests.at(-1)).toMatchObject({ createTransactionRequest: { refId: 'O42A1' } });
  });

  it('declines on responseCode "2" (zip 46282) and on "4" (held for review)', async () => {
    const gw = createAuthorizeNetGateway(opts());
    const declined = await gw.charge(await req({ billTo: { ...base.billTo, zip: '46282' } }));
    expect(declined).toEqual({ outcome: 'declined', message: 'This transaction has been declined.' });
    const held = await gw.charge(await req({}, '4007000000027'));
    expect(held.outcome).toBe('declined');
  });

  it('treats an API error (bad credentials) as not paid', async () => {
    const result = await createAuthorizeNetGateway({ ...opts(), transactionKey: 'wrong' }).charge(await req());
    expect(result).toEqual({ outcome: 'declined', message: 'Payment could not be processed (E00007).' });
  });

  it('turns a timeout into unknown, then reconciles by invoice number', async () => {
    const gw = createAuthorizeNetGateway(opts());
    const lostReq = await req({ invoice: 'O77A1' });
    fake.hang = true;
    const lost = await gw.charge(lostReq);
    fake.hang = false;
    expect(lost.outcome).toBe('unknown');
    expect(await gw.lookup('O77A1')).toEqual({ outcome: 'not-found' });
    await gw.charge(await req({ invoice: 'O78A1' }));
    expect(await gw.lookup('O78A1')).toMatchObject({ outcome: 'approved', last4: '1111' });
  });

  it('never sends or echoes a card number: the charge carries only the nonce', async () => {
    const result = await createAuthorizeNetGateway(opts()).charge(await req());
    expect(JSON.stringify(result)).not.toContain('4111111111111111');
    const charges = fake.requests.filter((r) => (r as { createTransactionRequest?: unknown }).createTransactionRequest);
    expect(JSON.stringify(charges)).not.toMatch(/4111111111111111|creditCard":\{"cardNumber":"\d{13}|cardCode/);
  });

  it('refuses an expired and a reused nonce (E00114) as a rejected token: nothing charged', async () => {
    const gw = createAuthorizeNetGateway(opts());
    const once = await req({ invoice: 'O80A1' });
    expect((await gw.charge(once)).outcome).toBe('approved');
    const listed = fake.transactions.length;
    const reused = await gw.charge({ ...once, invoice: 'O80A2' });
    expect(reused).toEqual({ outcome: 'declined', tokenRejected: true, message: 'Your card details have expired for security or were already used. Please enter your card again.' });
    const stale = await req({ invoice: 'O81A1' });
    fake.expire(stale.token.dataValue);
    expect(await gw.charge(stale)).toMatchObject({ outcome: 'declined', tokenRejected: true });
    expect(fake.transactions.length).toBe(listed);
  });

  it('tells the payment page to load Accept.js from the gateway CDN, and needs the public client key', () => {
    expect(acceptJsTokenizer({ ...opts(), endpoint: 'https://apitest.authorize.net/xml/v1/request.api', acceptJsUrl: 'https://jstest.authorize.net/v1/Accept.js' })).toEqual({
      kind: 'dispatch-data', scriptUrl: 'https://jstest.authorize.net/v1/Accept.js', apiLoginId: 'login-id', clientKey: fakeClientKey, origins: ['https://jstest.authorize.net', 'https://apitest.authorize.net'],
    });
    const prod = authorizeNetOptionsFromEnv({ AUTHORIZENET_API_LOGIN_ID: 'a', AUTHORIZENET_TRANSACTION_KEY: 'b', AUTHORIZENET_CLIENT_KEY: 'c', AUTHORIZENET_ENDPOINT: 'https://api2.authorize.net/xml/v1/request.api' });
    expect(acceptJsTokenizer(prod).scriptUrl).toBe('https://js.authorize.net/v1/Accept.js');
    expect(() => authorizeNetOptionsFromEnv({ AUTHORIZENET_API_LOGIN_ID: 'a', AUTHORIZENET_TRANSACTION_KEY: 'b' })).toThrow(/CLIENT_KEY/);
  });
  it('builds a refund with the last 4 and "XXXX" in place of the card, in schema order', () => {
    const body = buildRefundBody(opts(), { transactionId: '123', amountCents: 500, last4: '1111' });
    expect(Object.keys(body.createTransactionRequest.transactionRequest)).toEqual(['transactionType', 'amount', 'payment', 'refTransId']);
    expect(body.createTransactionRequest.transactionRequest).toEqual({
      transactionType: 'refundTransaction', amount: '5.00', payment: { creditCard: { cardNumber: '1111', expirationDate: 'XXXX' } }, refTransId: '123',
    });
  });

  it('voids an unsettled charge once; refunds only a settled one, never beyond what was charged', async () => {
    const gw = createAuthorizeNetGateway(opts());
    const a = await gw.charge(await req({ invoice: 'O90A1' }));
    const b = await gw.charge(await req({ invoice: 'O91A1' }));
    if (a.outcome !== 'approved' || b.outcome !== 'approved') throw new Error('charges should approve');

    // unsettled: a refund is refused with reason 54 (the core voids instead), a void works once
    expect(await gw.refund({ transactionId: a.transactionId, amountCents: 100, last4: a.last4 })).toMatchObject({ outcome: 'declined', notSettled: true });
    expect(await gw.void(a.transactionId)).toEqual({ outcome: 'voided', transactionId: a.transactionId });
    expect((await gw.void(a.transactionId)).outcome).toBe('declined');

    // settled: no void; partial refunds up to the amount charged (12.34), then refused
    fake.settle(b.transactionId);
    expect((await gw.void(b.transactionId)).outcome).toBe('declined');
    const first = await gw.refund({ transactionId: b.transactionId, amountCents: 1000, last4: b.last4 });
    expect(first).toMatchObject({ outcome: 'refunded' });
    const over = await gw.refund({ transactionId: b.transactionId, amountCents: 235, last4: b.last4 });
    expect(over).toEqual({ outcome: 'declined', message: 'The sum of credits against the referenced transaction would exceed original debit amount.' });
    expect(await gw.refund({ transactionId: b.transactionId, amountCents: 234, last4: b.last4 })).toMatchObject({ outcome: 'refunded' });
    expect(JSON.stringify(fake.requests.slice(-6))).not.toContain('4111111111111111');
  });

  it('reports a refund or void without an answer as unknown', async () => {
    const gw = createAuthorizeNetGateway(opts());
    fake.hang = true;
    try {
      expect((await gw.refund({ transactionId: '1', amountCents: 100, last4: '1111' })).outcome).toBe('unknown');
      expect((await gw.void('1')).outcome).toBe('unknown');
    } finally {
      fake.hang = false;
    }
  });
});
