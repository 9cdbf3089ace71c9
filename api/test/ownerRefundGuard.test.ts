import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { testDatabases } from './helpers/testDatabases.ts';
import { startTestApp, type TestApp } from './helpers/testApp.ts';
import { gatewayWithRefundHook, hasRefund, laggingPollOptions, orderRow } from './helpers/providerRace.ts';
import { eventually, someVariants, type PricedVariant } from './fakes/shopper.ts';
import { paidOrder, postAs } from './fakes/paidOrders.ts';
import { outbox, signupAdmin } from './authHelpers.ts';
import { createLocalPrintProvider } from '../src/providers/print/local/localPrintProvider.ts';
import { trackPartnerOrder } from '../src/orders/fulfilment.ts';

const step = 60_000;

/**
 * Issue #41 items 1, 2 and 4: the owner's void or refund takes the shopper's guarded path. The local
 * provider's production line runs on the test's clock; the store's poll is an hour away, so its copy
 * of the provider's status is behind, as it was for order #48.
 */
describe.each(testDatabases)("the owner's refund against the provider on $name", (database) => {
  let t: TestApp;
  let variant: PricedVariant;
  let admin: Record<string, string>;
  let clock = Date.now();
  const print = createLocalPrintProvider({ fulfilmentStepMs: step, now: () => clock });
  // the provider moves on at the worst moment: when the gateway is first asked for the money back
  let jumpOnRefund = 0;
  const payment = gatewayWithRefundHook(() => {
    clock += jumpOnRefund;
    jumpOnRefund = 0;
  });
  beforeAll(async () => {
    const checkout = laggingPollOptions();
    t = await startTestApp(database, { print, checkout, payment });
    [variant] = (await someVariants(t, 1)) as [PricedVariant];
    admin = { authorization: `Bearer ${(await signupAdmin(t)).accessToken}` };
  });
  afterAll(() => t.close());

  const row = (orderId: number) => orderRow(t, orderId);
  const refunded = (orderId: number) => hasRefund(t, orderId);
  const atProvider = async (orderId: number) => (await print.fulfilment.getOrder((await row(orderId)).partner_order_id!)).status;
  const refund = (orderId: number, body: Record<string, unknown> = {}) => postAs(t, `/api/admin/orders/${orderId}/refund`, { requestKey: randomUUID(), ...body }, admin);
  const atTheProvider = async () => {
    const o = await paidOrder(t, variant, 'owner-refund');
    await eventually(async () => (await row(o.orderId)).partner_status === 'on-hold');
    return o;
  };

  it('refuses, refunding nothing, when the provider started production after the last poll (order #48)', async () => {
    const o = await atTheProvider();
    clock += step + 1_000; // in production at the provider; the store still says on-hold
    const res = await refund(o.orderId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, message: expect.stringContaining('nothing was refunded') });
    expect(await refunded(o.orderId)).toBe(false);
    expect(await row(o.orderId)).toMatchObject({ payment_status: 'paid', partner_status: 'in-production' });
    expect((await row(o.orderId)).status).not.toBe('canceled');
    expect(await atProvider(o.orderId)).toBe('in-production');
    const timeline = (await t.app.inject({ method: 'GET', url: `/api/admin/orders/${o.orderId}`, headers: admin })).json().data.timeline.map((e: { kind: string }) => e.kind);
    expect(timeline).toContain('refund-refused');
  });

  it('refuses a shipped order (order #47) unless the owner marks it as a return; a return is refunded and left at the provider', async () => {
    const o = await atTheProvider();
    clock += 2 * step + 1_000; // shipped
    const plain = await refund(o.orderId);
    expect(plain.statusCode).toBe(409);
    expect(plain.json().message).toBe('This order has shipped, so nothing was refunded. If the goods come back, mark the refund as a return.');
    const part = await refund(o.orderId, { amountCents: 100 });
    expect(part.statusCode).toBe(409);
    expect(await refunded(o.orderId)).toBe(false);
    const back = await refund(o.orderId, { asReturn: true });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ success: true, data: { refund: { status: 'succeeded', amountCents: o.cents } } });
    expect(await row(o.orderId)).toMatchObject({ status: 'canceled', partner_status: 'fulfilled' });
    expect(await atProvider(o.orderId)).toBe('fulfilled');
  });

  it('a return is refused for an order that has not shipped', async () => {
    const o = await atTheProvider();
    const res = await refund(o.orderId, { asReturn: true });
    expect(res.statusCode).toBe(409);
    expect(await refunded(o.orderId)).toBe(false);
    expect(await atProvider(o.orderId)).toBe('on-hold');
  });

  it('an order still on hold is canceled at the provider first, then refunded', async () => {
    const o = await atTheProvider();
    const res = await refund(o.orderId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { partnerCanceled: true, refund: { status: 'succeeded' } } });
    expect(await atProvider(o.orderId)).toBe('canceled');
    expect(await row(o.orderId)).toMatchObject({ status: 'canceled', partner_status: 'canceled' });
  });

  const pollsDuring = async (orderId: number) => {
    for (const ms of [0, 5, 20]) {
      await new Promise((r) => setTimeout(r, ms));
      await trackPartnerOrder(t.deps, orderId);
    }
    return null;
  };

  it('parallel owner refunds racing the poll and the production line: each order ends refunded and canceled at the provider, or neither', async () => {
    const orders = [];
    for (let i = 0; i < 4; i++) {
      orders.push(await atTheProvider());
      clock += 10_000;
    }
    // at the first ask for money the line moves 35 s on: the first two are then in production, the last two on hold
    jumpOnRefund = 35_000;
    // the provider's own cancel moves the line too: the first ask to the provider is the race's first step
    const replies = await Promise.all(orders.flatMap((o) => [refund(o.orderId), refund(o.orderId), refund(o.orderId), pollsDuring(o.orderId)]));
    for (const [i, o] of orders.entries()) {
      const mine = replies.slice(i * 4, i * 4 + 3).map((r) => r!.statusCode);
      const provider = await atProvider(o.orderId);
      expect(await refunded(o.orderId), `order ${i} refunded iff canceled at the provider (${provider})`).toBe(provider === 'canceled');
      expect((await row(o.orderId)).status === 'canceled', `order ${i}`).toBe(provider === 'canceled');
      expect(mine.every((c) => c === 200 || c === 409), `order ${i}: ${mine.join(',')}`).toBe(true);
    }
  });

  it('"Resend confirmation" on a canceled order is refused and sends nothing (item 4)', async () => {
    const o = await atTheProvider();
    expect((await refund(o.orderId)).statusCode).toBe(200);
    const before = (await outbox(t, 0)).length;
    const res = await postAs(t, `/api/admin/orders/${o.orderId}/resend-confirmation`, {}, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, message: expect.stringContaining('canceled or refunded') });
    expect(await outbox(t, 0)).toHaveLength(before);
  });
});
