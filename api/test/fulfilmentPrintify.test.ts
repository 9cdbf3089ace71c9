import { paidOrder } from './helpers/tracking.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from './helpers/testDatabases.ts';
import { startTestApp, type TestApp } from './helpers/testApp.ts';
import { fakePrintifyProduct, startPrintifyFake, type PrintifyFake } from './fakes/printifyFake.ts';
import { eventually } from './fakes/shopper.ts';
import { createPrintifyProvider } from '../src/providers/print/printify/printifyProvider.ts';
import { type PrintProvider } from '../src/providers/print/printProvider.ts';
import { PartnerCancelRefusedError } from '../src/providers/print/fulfilmentProvider.ts';
import { createLocalPrintProvider } from '../src/providers/print/local/localPrintProvider.ts';

const address = { firstName: 'John', lastName: 'Smith', email: 'j@example.com', phone: '+3257469', country: 'US', region: 'TX', address1: '1 Main', city: 'Austin', zip: '73301' };

describe('Printify client against the local fake', () => {
  let fake: PrintifyFake;
  let print: PrintProvider;
  beforeAll(async () => {
    fake = await startPrintifyFake({ products: Array.from({ length: 60 }, (_, i) => fakePrintifyProduct(i)) });
    print = createPrintifyProvider({ token: fake.token, shopId: String(fake.shopId), baseUrl: fake.url, webhookSecret: fake.secret, timeoutMs: 2000 });
  });
  afterAll(() => fake.close());

  it('pages the products (limit 50) into the store shape with a user agent', async () => {
    const all = [];
    for await (const p of print.catalogue.listProducts()) all.push(p);
    expect(all).toHaveLength(60);
    expect(all[0]).toMatchObject({ category: 'mugs', variants: [{ price: 1500, is_enabled: true }] });
    expect(fake.calls.filter((c) => c.path.endsWith('/products.json')).length).toBe(2);
    expect(fake.calls.every((c) => c.userAgent === 'store-api')).toBe(true);
  });

  it('maps the size guide of each blueprint the products use, and none for a blueprint without one', async () => {
    for await (const _ of print.catalogue.listProducts()) void _;
    const blueprints = await print.catalogue.listBlueprints();
    const tee = blueprints.find((b) => b.id === 68)!;
    expect(tee.sizeGuide).toEqual({
      sizes: ['S', 'M', 'L'],
      measurements: [
        { name: 'Width', unit: 'in', ranges: [{ from: 18, to: 20 }, { from: 20, to: 22 }, { from: 22, to: 24 }] },
        { name: 'Length', unit: 'cm', ranges: [{ from: 71, to: 71 }, { from: 74, to: 74 }, { from: 76, to: 76 }] },
      ],
    });
    expect(blueprints.find((b) => b.id === 6)!.sizeGuide).toBeNull();
    // Only blueprints the shop's products use are asked for a guide.
    expect(fake.calls.filter((c) => c.path.endsWith('/size_guide.json')).map((c) => c.path)).toEqual(['/v1/catalog/blueprints/68/size_guide.json']);
  });

  it('quotes shipping by method, dropping methods not offered, and refuses excluded countries without a call', async () => {
    const f = print.fulfilment;
    const items = [{ productId: 'p', variantId: 1, quantity: 2 }];
    expect(await f.quoteShipping(items, address)).toEqual({ Standard: 650, Priority: 1200, Express: 1039, Economy: 399 });
    expect(await f.quoteShipping(items, { ...address, country: 'DE' })).toEqual({ Standard: 1200, Priority: 2300 });
    const before = fake.calls.length;
    await expect(f.quoteShipping(items, { ...address, country: 'RU' })).rejects.toThrow('Sorry, we do not ship to Russia.');
    expect(fake.calls.length).toBe(before);
  });

  it('submits an order once per external id, sends it to production, and cancels only on-hold orders', async () => {
    const f = print.fulfilment;
    const req = { externalId: 'store-order-1', label: '1', shippingMethod: 'Express', address, items: [{ productId: 'p', variantId: 1, quantity: 1 }] };
    const first = await f.submitOrder(req);
    const again = await f.submitOrder(req);
    expect(again.id).toBe(first.id);
    expect(fake.orders.size).toBe(1);
    const created = fake.calls.find((c) => c.method === 'POST' && c.path.endsWith('/orders.json'))!.body as { shipping_method: number; external_id: string };
    expect(created).toMatchObject({ shipping_method: 3, external_id: 'store-order-1' });
    expect((await f.getOrder(first.id)).status).toBe('sending-to-production');
    await expect(f.cancelOrder(first.id)).rejects.toThrow(PartnerCancelRefusedError);
    await expect(f.cancelOrder(first.id)).rejects.toThrow(/sending-to-production/);
    const second = await f.submitOrder({ ...req, externalId: 'store-order-2' });
    expect((await f.cancelOrder(second.id)).status).toBe('canceled');
    // canceling again confirms it (Printify refuses a second cancel; the order is canceled all the same)
    expect((await f.cancelOrder(second.id)).status).toBe('canceled');
  });

  it('reports 401 for a wrong token', async () => {
    const bad = createPrintifyProvider({ token: 'nope', shopId: String(fake.shopId), baseUrl: fake.url, webhookSecret: 'x' });
    await expect(bad.fulfilment.getOrder('0'.repeat(24))).rejects.toMatchObject({ status: 401 });
  });
});

describe.each(testDatabases)('Printify fulfilment and webhooks on $name', (database) => {
  let t: TestApp;
  let fake: PrintifyFake;
  beforeAll(async () => {
    fake = await startPrintifyFake();
    const printify = createPrintifyProvider({ token: fake.token, shopId: String(fake.shopId), baseUrl: fake.url, webhookSecret: fake.secret, timeoutMs: 2000 });
    // the demo catalogue seeds products; orders and webhooks go to the Printify fake
    const local = createLocalPrintProvider();
    t = await startTestApp(database, { print: { ...printify, catalogue: local.catalogue } });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const partnerId = async (orderId: number) => (await t.db.query<{ partner_order_id: string | null }>('SELECT partner_order_id FROM orders WHERE id = $1', [orderId]))[0].partner_order_id;
  const hook = (e: { body: string; signature: string }, signature = e.signature) =>
    t.app.inject({ method: 'POST', url: '/api/webhooks/printify', payload: e.body, headers: { 'content-type': 'application/json', 'x-pfy-signature': signature } });

  it('submits a paid order to Printify, retrying while it is down', async () => {
    fake.down = true;
    const { orderId } = await paidOrder(t);
    await eventually(async () => fake.calls.filter((c) => c.path.endsWith('/orders.json')).length >= 2, 20_000);
    fake.down = false;
    const id = await eventually(() => partnerId(orderId), 30_000);
    expect(fake.orders.get(id)!.metadata.shop_order_id).toBe(`store-order-${orderId}`);
    expect([...fake.orders.values()].filter((o) => o.metadata.shop_order_id === `store-order-${orderId}`)).toHaveLength(1);
  }, 60_000);

  it('refuses a bad signature, applies a signed event once, and shows the tracking link', async () => {
    const { u, orderId } = await paidOrder(t);
    const id = await eventually(() => partnerId(orderId), 20_000);
    const shipped = fake.event('order:shipment:created', id, { carrier: { code: 'USPS', tracking_number: '94001', tracking_url: 'https://track.example/94001' }, skus: ['1'] });
    const bad = await hook(shipped, 'sha256=' + '0'.repeat(64));
    expect(bad.statusCode).toBe(401);
    const tampered = await hook({ ...shipped, body: shipped.body.replace('94001', '94002') });
    expect(tampered.statusCode).toBe(401);
    expect((await hook(shipped, '')).statusCode).toBe(401);

    const first = await hook(shipped);
    expect(first.json()).toMatchObject({ success: true, data: { applied: true } });
    const second = await hook(shipped);
    expect(second.json()).toMatchObject({ success: true, data: { applied: false } });

    const updated = fake.event('order:updated', id, { status: 'fulfilled' });
    expect((await hook(updated)).statusCode).toBe(200);
    const list = await t.app.inject({ method: 'GET', url: '/api/order/printify/details', headers: u.headers });
    const mine = list.json().data.find((o: { orderId: number }) => o.orderId === orderId);
    expect(mine.printifyDetails).toEqual({ status: 'fulfilled', connect: { url: 'https://track.example/94001' } });
    // a replayed older event does not roll the status back
    await t.db.query(`UPDATE orders SET partner_status = 'fulfilled' WHERE id = $1`, [orderId]);
    expect((await hook(updated)).json().data.applied).toBe(false);
  }, 40_000);

  it('answers a malformed but signed body with 400, never 500', async () => {
    const body = '{"not":"an event"}';
    const { signPrintifyBody } = await import('../src/providers/print/printify/printifyWebhook.ts');
    const res = await t.app.inject({ method: 'POST', url: '/api/webhooks/printify', payload: body, headers: { 'content-type': 'application/json', 'x-pfy-signature': signPrintifyBody(fake.secret, body) } });
    expect(res.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/webhooks/local', payload: '{}', headers: { 'content-type': 'application/json' } })).statusCode).toBe(404);
  });
});
