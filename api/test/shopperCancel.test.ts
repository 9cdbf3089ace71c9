import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from './helpers/testDatabases.ts';
import { startTestApp, type TestApp } from './helpers/testApp.ts';
import { cardToken, createShopper, eventually, someVariants, type PricedVariant } from './fakes/shopper.ts';
import { paidOrder, placedOrder, postAs } from './fakes/paidOrders.ts';
import { cancelUnpaidOrders } from '../src/orders/cancelUnpaid.ts';

/** A shopper cancels before production (spec §7 /api/update-order, issue #15); unpaid orders expire. */
describe.each(testDatabases)('order cancel on $name', (database) => {
  let t: TestApp;
  let variant: PricedVariant;
  beforeAll(async () => {
    t = await startTestApp(database);
    [variant] = (await someVariants(t, 1)) as [PricedVariant];
  });
  afterAll(() => t.close());

  const row = async (orderId: number) =>
    (await t.db.query<{ status: string; payment_status: string; partner_status: string | null }>('SELECT status, payment_status, partner_status FROM orders WHERE id = $1', [orderId]))[0]!;
  const events = async (orderId: number) => (await t.db.query<{ kind: string; detail: { by?: string } }>('SELECT kind, detail FROM order_events WHERE order_id = $1 ORDER BY id', [orderId]));

  it('cancels an unpaid order at once, notes who did it, and refuses a second cancel and a payment after it', async () => {
    const { orderId, u } = await placedOrder(t, variant, 'cancel-unpaid');
    const res = await postAs(t, '/api/update-order', { orderId, action: 'cancel' }, u.headers);
    expect(res.json()).toMatchObject({ success: true, message: 'Order canceled', data: { orderId } });
    expect(await row(orderId)).toMatchObject({ status: 'canceled', payment_status: 'unpaid' });
    expect((await events(orderId)).find((e) => e.kind === 'canceled')?.detail.by).toBe('shopper');
    expect((await postAs(t, '/api/update-order', { orderId, action: 'cancel' }, u.headers)).statusCode).toBe(409);
    const pay = await postAs(t, '/api/payment/card', { ...cardToken(t), amount: '1.00', requestId: String(orderId) }, u.headers);
    expect(pay.statusCode).toBe(409);
  });

  it('refunds a paid order still on hold once, however many cancels arrive together, and cancels it at the provider', async () => {
    const { orderId, u, cents } = await paidOrder(t, variant, 'cancel-paid');
    await eventually(async () => (await row(orderId)).partner_status);
    const replies = await Promise.all(Array.from({ length: 5 }, () => postAs(t, '/api/update-order', { orderId, action: 'cancel' }, u.headers)));
    const codes = replies.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.every((c) => c === 200 || c === 409)).toBe(true);
    expect(replies.find((r) => r.statusCode === 200)!.json().message).toBe('Order canceled and your payment refunded');
    const refunds = await t.db.query<{ amount_cents: number; status: string }>('SELECT amount_cents, status FROM refunds WHERE order_id = $1', [orderId]);
    expect(refunds).toEqual([expect.objectContaining({ amount_cents: cents, status: 'succeeded' })]);
    expect(await row(orderId)).toMatchObject({ status: 'canceled', payment_status: expect.stringMatching(/^(refunded|voided)$/), partner_status: 'canceled' });
  });

  it("refuses once production started, and another shopper's order is not found", async () => {
    const { orderId, u } = await paidOrder(t, variant, 'cancel-late');
    await eventually(async () => (await row(orderId)).partner_status);
    await t.db.query(`UPDATE orders SET partner_status = 'in-production' WHERE id = $1`, [orderId]);
    const late = await postAs(t, '/api/update-order', { orderId, action: 'cancel' }, u.headers);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/^This order can no longer be canceled/);
    const stranger = await createShopper(t, 'stranger');
    expect((await postAs(t, '/api/update-order', { orderId, action: 'cancel' }, stranger.headers)).statusCode).toBe(404);
    expect((await postAs(t, '/api/update-order', { orderId, action: 'ship' }, u.headers)).statusCode).toBe(400);
    expect((await row(orderId)).status).not.toBe('canceled');
  });

  it('cancels unpaid orders past the limit once, even with two sweeps at the same moment; paid and recent ones stay', async () => {
    const old = await placedOrder(t, variant, 'expired');
    const recent = await placedOrder(t, variant, 'recent');
    const paid = await paidOrder(t, variant, 'paid-old');
    await t.db.query(`UPDATE orders SET created_at = now() - interval '50 hours' WHERE id = ANY($1::bigint[])`, [[old.orderId, paid.orderId]]);
    const [a, b] = await Promise.all([cancelUnpaidOrders(t.db, 48), cancelUnpaidOrders(t.db, 48)]);
    expect([...a, ...b].filter((id) => id === old.orderId)).toHaveLength(1);
    expect(await row(old.orderId)).toMatchObject({ status: 'canceled' });
    expect((await events(old.orderId)).filter((e) => e.kind === 'canceled')).toEqual([expect.objectContaining({ detail: expect.objectContaining({ by: 'job' }) })]);
    expect((await row(recent.orderId)).status).not.toBe('canceled');
    expect((await row(paid.orderId)).status).not.toBe('canceled');
  });
});
