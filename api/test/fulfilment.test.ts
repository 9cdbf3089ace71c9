import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from './helpers/testDatabases.ts';
import { startTestApp, type TestApp } from './helpers/testApp.ts';
import { billing, createShopper, eventually, cardToken, someVariants, type PricedVariant } from './fakes/shopper.ts';
import { createLocalPrintProvider } from '../src/providers/print/local/localPrintProvider.ts';
import type { PrintProvider } from '../src/providers/print/printProvider.ts';
import { requeueUnfinished } from '../src/orders/fulfilment.ts';

describe.each(testDatabases)('fulfilment on $name', (database) => {
  let t: TestApp;
  let variants: PricedVariant[];
  let down = false;
  let submissions = 0;
  beforeAll(async () => {
    const local = createLocalPrintProvider({ fulfilmentStepMs: 1500 });
    // the local provider, with a switch that makes submission fail like an unreachable service
    const print: PrintProvider = {
      ...local,
      fulfilment: {
        ...local.fulfilment,
        submitOrder: async (req) => {
          submissions++;
          if (down) throw new Error('connect ECONNREFUSED');
          return local.fulfilment.submitOrder(req);
        },
      },
    };
    t = await startTestApp(database, { print });
    variants = await someVariants(t, 1);
  }, 120_000);
  afterAll(() => t.close());

  async function paidOrder() {
    const u = await createShopper(t);
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: u.headers });
    const placed = await post('/api/place-order', { shippingOption: 'Express', billingDetails: billing, items: [{ productId: variants[0].productId, variant_id: variants[0].variantId, quantity: 1 }] });
    const orderId = placed.json().order.orderId as number;
    const { order, tax } = (await post('/api/order/details', { orderId })).json().data;
    const amount = ((order.subtotal + order.shippingCost + tax) / 100).toFixed(2);
    const paid = await post('/api/payment/card', { ...cardToken(t), amount, requestId: String(orderId) });
    expect(paid.statusCode).toBe(200);
    return { u, orderId };
  }
  const orderRow = async (id: number) =>
    (await t.db.query<{ partner_order_id: string | null; partner_status: string | null; tracking_url: string | null }>('SELECT * FROM orders WHERE id = $1', [id]))[0];

  it('submits a paid order once and follows it on-hold → in-production → fulfilled with a tracking link', async () => {
    const { u, orderId } = await paidOrder();
    const submitted = await eventually(async () => (await orderRow(orderId)).partner_order_id);
    expect(submitted).toBeTruthy();
    const done = await eventually(async () => {
      const o = await orderRow(orderId);
      return o.partner_status === 'fulfilled' ? o : undefined;
    }, 20_000);
    // the local provider's link is the store's own tracking page for the order
    expect(done.tracking_url).toBe(`/orders/${orderId}/tracking`);
    const list = await t.app.inject({ method: 'GET', url: '/api/order/local/details', headers: u.headers });
    expect(list.json().data[0].localDetails).toEqual({ status: 'fulfilled', connect: { url: done.tracking_url } });
  }, 40_000);

  it('retries a submission while the provider is down, and loses nothing', async () => {
    down = true;
    const before = submissions;
    const { orderId } = await paidOrder();
    await eventually(async () => submissions >= before + 2, 20_000);
    expect((await orderRow(orderId)).partner_order_id).toBeNull();
    down = false;
    const id = await eventually(async () => (await orderRow(orderId)).partner_order_id, 30_000);
    expect(id).toBeTruthy();
  }, 60_000);

  it('re-queues, at start, a paid order whose fulfilment job was never queued', async () => {
    const { orderId } = await paidOrder();
    await eventually(async () => (await orderRow(orderId)).partner_order_id);
    // simulate a crash between payment and enqueue: paid, but not at the partner and no job
    await t.db.query('UPDATE orders SET partner_order_id = NULL, partner_status = NULL WHERE id = $1', [orderId]);
    expect(await requeueUnfinished(t.deps)).toBeGreaterThanOrEqual(1);
    const again = await eventually(async () => (await orderRow(orderId)).partner_order_id, 20_000);
    expect(again).toBeTruthy();
  }, 40_000);
});
