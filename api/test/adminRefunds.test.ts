import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { testDatabases } from './helpers/testDatabases.ts';
import { startTestApp, type TestApp } from './helpers/testApp.ts';
import { billing, createShopper, eventually, someVariants, type PricedVariant } from './fakes/shopper.ts';
import { paidOrder as paidOrderOf, placedOrder as placedOrderOf } from './fakes/paidOrders.ts';
import { createSandboxGateway, type SandboxGateway } from '../src/providers/payment/sandbox/sandboxGateway.ts';
import { signupAdmin } from './authHelpers.ts';

/** The back office's refunds and order list, against the sandbox gateway with a clock of our own. */
describe.each(testDatabases)('admin orders and refunds on $name', (database) => {
  let t: TestApp;
  let gateway: SandboxGateway;
  let variants: PricedVariant[];
  let admin: Record<string, string>;
  let clock = Date.now();
  beforeAll(async () => {
    gateway = createSandboxGateway(undefined, { settleAfterMs: 60_000, now: () => clock });
    t = await startTestApp(database, { payment: gateway });
    variants = await someVariants(t, 1);
    const owner = await signupAdmin(t);
    admin = { authorization: `Bearer ${owner.accessToken}` };
  });
  afterAll(() => t.close());
  // The gateway's clock: now at the start of each test; a test moves it past settlement itself.
  beforeEach(() => {
    clock = Date.now();
  });

  const post = (url: string, payload: unknown, headers: Record<string, string>) => t.app.inject({ method: 'POST', url, payload: payload as object, headers });
  const refund = (orderId: number, body: Record<string, unknown>) => post(`/api/admin/orders/${orderId}/refund`, { requestKey: randomUUID(), ...body }, admin);
  const paymentStatus = async (orderId: number) => (await t.db.query<{ payment_status: string }>('SELECT payment_status FROM orders WHERE id = $1', [orderId]))[0]?.payment_status;

  const placedOrder = (name = 'buyer') => placedOrderOf(t, variants[0]!, name);
  const paidOrder = () => paidOrderOf(t, variants[0]!);

  it('refunds a settled charge in full once, however often the same request is sent, cancels it at the provider and logs it', async () => {
    const { orderId, cents } = await paidOrder();
    // the paid order goes to the print provider first (the fulfilment job)
    await eventually(async () => (await t.db.query<{ partner_order_id: string | null }>('SELECT partner_order_id FROM orders WHERE id = $1', [orderId]))[0]?.partner_order_id);
    clock += 120_000;
    const requestKey = randomUUID();
    const first = await post(`/api/admin/orders/${orderId}/refund`, { requestKey }, admin);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true, message: 'Refund made', data: { repeated: false, partnerCanceled: true, refund: { kind: 'refund', amountCents: cents, status: 'succeeded' } } });
    expect((await t.db.query<{ partner_status: string }>('SELECT partner_status FROM orders WHERE id = $1', [orderId]))[0]?.partner_status).toBe('canceled');
    const again = await post(`/api/admin/orders/${orderId}/refund`, { requestKey }, admin);
    expect(again.json()).toMatchObject({ data: { repeated: true, refund: { amountCents: cents, status: 'succeeded' } } });
    expect(await paymentStatus(orderId)).toBe('refunded');
    const more = await refund(orderId, {});
    expect(more.statusCode).toBe(409);
    expect(more.json()).toMatchObject({ success: false, message: 'This order has already been refunded in full.' });
    const audit = await t.db.query<{ action: string }>(`SELECT action FROM admin_audit WHERE target = $1 AND action LIKE 'order.%'`, [String(orderId)]);
    expect(audit.map((a) => a.action)).toEqual(['order.refund']);
  });

  it('never refunds more than was charged, even when ten refunds arrive at once', async () => {
    const { orderId, cents } = await paidOrder();
    clock += 120_000;
    const part = Math.floor(cents * 0.3);
    const replies = await Promise.all(Array.from({ length: 10 }, () => refund(orderId, { amountCents: part })));
    const made = replies.filter((r) => r.statusCode === 200);
    expect(made).toHaveLength(3);
    for (const r of replies.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json().message).toMatch(/^A refund cannot exceed what is left of the charge \(\$\d+\.\d\d\)\.$/);
    }
    const [{ n }] = await t.db.query<{ n: number }>(`SELECT coalesce(sum(amount_cents), 0)::int AS n FROM refunds WHERE order_id = $1 AND status = 'succeeded'`, [orderId]);
    expect(n).toBe(part * 3);
    expect(await paymentStatus(orderId)).toBe('paid'); // partly refunded: still to be made and shipped
    const tooMuch = await refund(orderId, { amountCents: cents - part * 3 + 1 });
    expect(tooMuch.statusCode).toBe(400);
    expect((await refund(orderId, {})).json()).toMatchObject({ data: { refund: { amountCents: cents - part * 3, status: 'succeeded' } } });
    expect(await paymentStatus(orderId)).toBe('refunded');
  });

  it('voids a charge that has not settled yet instead of refunding it', async () => {
    const { orderId, cents } = await paidOrder();
    const res = await refund(orderId, {});
    expect(res.json()).toMatchObject({ message: 'Payment voided', data: { refund: { kind: 'void', amountCents: cents, status: 'succeeded' } } });
    expect(await paymentStatus(orderId)).toBe('voided');
  });

  it('refuses what cannot be refunded, in the envelope', async () => {
    const unpaid = await placedOrder();
    expect((await refund(unpaid.orderId, {})).json()).toMatchObject({ success: false, message: 'Only a paid order can be refunded.' });
    const missing = await refund(999_999_999, {});
    expect(missing.statusCode).toBe(404);
    for (const body of [{ requestKey: 'short' }, { requestKey: randomUUID(), amountCents: -5 }, { requestKey: randomUUID(), amountCents: 1.5 }]) {
      const bad = await post(`/api/admin/orders/${unpaid.orderId}/refund`, body, admin);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().success).toBe(false);
    }
    const { orderId } = await paidOrder();
    const key = randomUUID();
    await post(`/api/admin/orders/${orderId}/refund`, { requestKey: key, amountCents: 100 }, admin);
    expect((await post(`/api/admin/orders/${unpaid.orderId}/refund`, { requestKey: key }, admin)).json()).toMatchObject({ success: false, message: 'This request key was used for another order.' });
  });

  it('answers a refund the gateway refuses, or never answers, with success:false and an error status (issue #24)', async () => {
    const { orderId } = await paidOrder();
    clock += 120_000;
    const real = gateway.refund;
    try {
      gateway.refund = async () => ({ outcome: 'declined', message: 'Refund refused by the bank.' });
      const refused = await refund(orderId, {});
      expect(refused.statusCode).toBe(402);
      expect(refused.json()).toMatchObject({ success: false, message: 'The gateway refused the refund: Refund refused by the bank.', data: { refund: { status: 'declined' } } });
      gateway.refund = async () => ({ outcome: 'unknown', message: 'timeout' });
      const silent = await refund(orderId, {});
      expect(silent.statusCode).toBe(502);
      expect(silent.json()).toMatchObject({ success: false, data: { refund: { status: 'unknown' } } });
    } finally {
      gateway.refund = real;
    }
    expect(await paymentStatus(orderId)).toBe('paid');
  });

  it('lists every shopper’s orders newest first, over more than one page, by payment status, e-mail and order number', async () => {
    const buyer = await createShopper(t, 'pager');
    const ids: number[] = [];
    for (let i = 0; i < 22; i++) {
      const placed = await post('/api/place-order', { shippingOption: 'Standard', billingDetails: billing, items: [{ productId: variants[0]!.productId, variant_id: variants[0]!.variantId, quantity: 1 }] }, buyer.headers);
      ids.push(placed.json().order.orderId as number);
    }
    const get = (query: string) => t.app.inject({ method: 'GET', url: `/api/admin/orders?${query}`, headers: admin });
    const page1 = (await get(`q=${encodeURIComponent(buyer.email)}`)).json();
    expect(page1).toMatchObject({ success: true, total: 22, page: 1, totalPages: 2 });
    expect(page1.data.map((o: { orderId: number }) => o.orderId)).toEqual(ids.slice().reverse().slice(0, 20));
    const page2 = (await get(`q=${encodeURIComponent(buyer.email)}&page=2`)).json();
    expect(page2.data.map((o: { orderId: number }) => o.orderId)).toEqual(ids.slice(0, 2).reverse());
    expect(page2.data[0]).toMatchObject({ email: buyer.email, paymentStatus: 'unpaid', refundedCents: 0 });
    const one = (await get(`q=%23${ids[5]}`)).json();
    expect(one.data.map((o: { orderId: number }) => o.orderId)).toEqual([ids[5]]);
    const refunded = (await get('paymentStatus=refunded')).json();
    expect(refunded.data.length).toBeGreaterThan(0);
    expect(refunded.data.every((o: { paymentStatus: string; refundedCents: number; totalCents: number }) => o.paymentStatus === 'refunded' && o.refundedCents === o.totalCents)).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect((await get(`from=${today}&to=${today}&q=${encodeURIComponent(buyer.email)}`)).json().total).toBe(22);
    expect((await get('from=2020-01-01&to=2020-01-02')).json().total).toBe(0);
    expect((await get('from=yesterday')).statusCode).toBe(400);
    expect((await get(`q=${encodeURIComponent('%')}`)).json().total).toBe(0);
  });
});
