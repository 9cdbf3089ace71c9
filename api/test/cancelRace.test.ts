import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from './helpers/testDatabases.ts';
import { startTestApp, type TestApp } from './helpers/testApp.ts';
import { gatewayWithRefundHook, hasRefund, laggingPollOptions, orderRow } from './helpers/providerRace.ts';
import { eventually, someVariants, type PricedVariant } from './fakes/shopper.ts';
import { paidOrder, postAs } from './fakes/paidOrders.ts';
import { createLocalPrintProvider } from '../src/providers/print/local/localPrintProvider.ts';
import type { PartnerOrder, PartnerOrderRequest } from '../src/providers/print/fulfilmentProvider.ts';
import { submitToPartner, trackPartnerOrder } from '../src/orders/fulfilment.ts';
import { claimForCancel, releaseClaim } from '../src/orders/fulfilmentClaim.ts';

const step = 60_000;

/**
 * Issue #24 item 2: a shopper's cancel races the provider's production line. The provider is asked
 * first and its answer decides; the money goes back only when it confirmed (or never had the order).
 */
describe.each(testDatabases)('cancel against the provider on $name', (database) => {
  let t: TestApp;
  let variant: PricedVariant;
  let clock = Date.now();
  // the provider's production line runs on the test's clock; a gate can hold a submission midway
  const local = createLocalPrintProvider({ fulfilmentStepMs: step, now: () => clock });
  let gate: Promise<void> | null = null;
  const print = {
    ...local,
    fulfilment: {
      ...local.fulfilment,
      async submitOrder(req: PartnerOrderRequest): Promise<PartnerOrder> {
        if (gate) await gate;
        return local.fulfilment.submitOrder(req);
      },
    },
  };
  // the provider moves on at the worst moment: when the gateway is first asked for the money back
  let jumpOnRefund = 0;
  const payment = gatewayWithRefundHook(() => {
    clock += jumpOnRefund;
    jumpOnRefund = 0;
  });
  beforeAll(async () => {
    // the store's poll is an hour away: its copy of the provider status stays behind
    const checkout = laggingPollOptions();
    t = await startTestApp(database, { print, checkout, payment });
    [variant] = (await someVariants(t, 1)) as [PricedVariant];
  });
  afterAll(() => t.close());

  const row = (orderId: number) => orderRow(t, orderId);
  const refunded = (orderId: number) => hasRefund(t, orderId);
  const atProvider = async (orderId: number) => (await print.fulfilment.getOrder((await row(orderId)).partner_order_id!)).status;
  const cancel = (o: { orderId: number; u: { headers: Record<string, string> } }) => postAs(t, '/api/update-order', { orderId: o.orderId, action: 'cancel' }, o.u.headers);

  it('refuses with a clear 409 and refunds nothing when the provider started production after the last poll', async () => {
    const o = await paidOrder(t, variant, 'late-cancel');
    await eventually(async () => (await row(o.orderId)).partner_status === 'on-hold');
    clock += step + 1_000; // in production at the provider; the store still says on-hold
    const res = await cancel(o);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, message: 'This order can no longer be canceled: the print provider has already started making it. Nothing was refunded.' });
    expect(await refunded(o.orderId)).toBe(false);
    expect(await row(o.orderId)).toMatchObject({ payment_status: 'paid', partner_status: 'in-production' });
    expect((await row(o.orderId)).status).not.toBe('canceled');
    expect(await atProvider(o.orderId)).toBe('in-production');
  });

  /** The store's poll brings its copy up to date while the cancels run: at once, and a little later. */
  const pollsDuring = async (orderId: number) => {
    for (const ms of [0, 5, 20]) {
      await new Promise((r) => setTimeout(r, ms));
      await trackPartnerOrder(t.deps, orderId);
    }
    return null;
  };

  it('parallel cancels racing the poll and the production line: every order ends refunded and canceled at the provider, or neither', async () => {
    const orders = [];
    for (let i = 0; i < 4; i++) {
      const o = await paidOrder(t, variant, `race-${i}`);
      await eventually(async () => (await row(o.orderId)).partner_status === 'on-hold');
      orders.push(o);
      clock += 10_000; // each order entered the production line 10 s after the one before
    }
    // all four on hold (40, 30, 20, 10 s in); at the first refund the line moves 35 s on, which puts
    // the first two in production and leaves the last two on hold
    jumpOnRefund = 35_000;
    const replies = await Promise.all(orders.flatMap((o) => [cancel(o), cancel(o), cancel(o), pollsDuring(o.orderId)]));
    expect(jumpOnRefund).toBe(0);
    for (const [i, o] of orders.entries()) {
      const mine = replies.slice(i * 4, i * 4 + 3).map((r) => r!.statusCode);
      const provider = await atProvider(o.orderId);
      expect(await refunded(o.orderId), `order ${i} refunded iff canceled at the provider (${provider})`).toBe(provider === 'canceled');
      expect((await row(o.orderId)).status === 'canceled', `order ${i}`).toBe(provider === 'canceled');
      expect(mine.filter((c) => c === 200), `order ${i}`).toHaveLength(provider === 'canceled' ? 1 : 0);
      expect(mine.every((c) => c === 200 || c === 409)).toBe(true);
      if (i >= 2) expect(provider, `order ${i}`).toBe('canceled');
    }
  });

  it('a cancel while the order is being sent to the provider gets 409; once there, the provider cancels it first', async () => {
    let open!: () => void;
    gate = new Promise<void>((r) => (open = r));
    const o = await paidOrder(t, variant, 'sending');
    await eventually(async () => (await t.db.query(`SELECT 1 FROM orders WHERE id = $1 AND fulfilment_claim = 'submitting'`, [o.orderId])).length > 0);
    const during = await cancel(o);
    expect(during.statusCode).toBe(409);
    expect(await refunded(o.orderId)).toBe(false);
    gate = null;
    open();
    await eventually(async () => (await row(o.orderId)).partner_status === 'on-hold');
    expect((await cancel(o)).statusCode).toBe(200);
    expect(await atProvider(o.orderId)).toBe('canceled');
    expect(await refunded(o.orderId)).toBe(true);
  });

  it('a submission that finds a cancel holding the order never reaches the provider', async () => {
    let open!: () => void;
    gate = new Promise<void>((r) => (open = r)); // the job's submission waits; the test submits itself
    const o = await paidOrder(t, variant, 'held');
    await eventually(async () => (await t.db.query(`SELECT 1 FROM orders WHERE id = $1 AND fulfilment_claim = 'submitting'`, [o.orderId])).length > 0);
    gate = null;
    await t.db.query(`UPDATE orders SET fulfilment_claim = NULL WHERE id = $1`, [o.orderId]); // the stuck job's claim, as if it died
    expect(await claimForCancel(t.db, o.orderId)).toEqual({ partnerOrderId: null, partnerStatus: null });
    await submitToPartner(t.deps, o.orderId);
    expect((await row(o.orderId)).partner_order_id).toBeNull();
    await releaseClaim(t.db, o.orderId, 'canceling');
    await submitToPartner(t.deps, o.orderId);
    expect((await row(o.orderId)).partner_order_id).not.toBeNull();
    open(); // the held job finishes: idempotent on the external id, it finds the same order
  });
});
