import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from './helpers/testDatabases.ts';
import { startTestApp, type TestApp } from './helpers/testApp.ts';
import { eventually } from './fakes/shopper.ts';
import { capturingMailer, mailsTo, paidOrder } from './helpers/tracking.ts';
import { startPrintifyFake, type PrintifyFake } from './fakes/printifyFake.ts';
import { createLocalPrintProvider } from '../src/providers/print/local/localPrintProvider.ts';
import { createPrintifyProvider } from '../src/providers/print/printify/printifyProvider.ts';
import { type PrintProvider } from '../src/providers/print/printProvider.ts';
import { sendShipmentMails } from '../src/orders/shipments.ts';

describe.each(testDatabases)('tracking from Printify on $name', (database) => {
  let t: TestApp;
  let fake: PrintifyFake;
  let printify: PrintProvider;
  const mail = capturingMailer();
  beforeAll(async () => {
    fake = await startPrintifyFake();
    printify = createPrintifyProvider({ token: fake.token, shopId: String(fake.shopId), baseUrl: fake.url, webhookSecret: fake.secret, timeoutMs: 2000 });
    const local = createLocalPrintProvider();
    t = await startTestApp(database, { print: { ...printify, catalogue: local.catalogue }, mail });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  const partnerId = async (orderId: number) => (await t.db.query<{ partner_order_id: string | null }>('SELECT partner_order_id FROM orders WHERE id = $1', [orderId]))[0].partner_order_id;
  const hook = (e: { body: string; signature: string }) =>
    t.app.inject({ method: 'POST', url: '/api/webhooks/printify', payload: e.body, headers: { 'content-type': 'application/json', 'x-pfy-signature': e.signature } });

  it('maps the shipment of the order payload (lower-case carrier, times, delivery)', async () => {
    const f = printify.fulfilment;
    const address = { firstName: 'J', lastName: 'S', email: 'j@example.com', phone: '+1', country: 'US', region: 'TX', address1: '1 Main', city: 'Austin', zip: '73301' };
    const { id } = await f.submitOrder({ externalId: 'map-1', label: 'map-1', shippingMethod: 'Standard', address, items: [{ productId: 'p', variantId: 1, quantity: 1 }] });
    expect((await f.getOrder(id)).shipment).toBeNull();
    const o = fake.orders.get(id)!;
    Object.assign(o, { status: 'fulfilled', sent_to_production_at: '2026-01-02 10:00:00+00:00', fulfilled_at: '2026-01-03 09:30:00+00:00' });
    o.shipments.push({ carrier: 'usps', number: '94001116990045395649372', url: 'http://example.com/94001116990045395649372', delivered_at: '2026-01-05 16:00:00+00:00' });
    expect((await f.getOrder(id)).shipment).toEqual({
      carrier: 'USPS',
      trackingNumber: '94001116990045395649372',
      trackingUrl: 'http://example.com/94001116990045395649372',
      events: [
        { status: 'in-production', at: '2026-01-02T10:00:00.000Z', description: 'Your items are being printed.' },
        { status: 'shipped', at: '2026-01-03T09:30:00.000Z', description: 'Handed to USPS.' },
        { status: 'delivered', at: '2026-01-05T16:00:00.000Z', description: 'Delivered.' },
      ],
    });
  });

  it('records shipment webhooks and sends each e-mail once under parallel duplicates', async () => {
    const email = 'track-pfy@example.com';
    const { u, orderId } = await paidOrder(t, email);
    const id = await eventually(() => partnerId(orderId), 20_000);
    const carrier = { code: 'UPS', tracking_number: '1Z999AA10123456784', tracking_url: 'https://track.example/1Z999AA10123456784' };
    // the same event delivered five times, and five more deliveries under new event ids
    const once = fake.event('order:shipment:created', id, { shipped_at: '2026-02-01 08:00:00+00:00', carrier, skus: ['1'] });
    const shippedHooks = [...Array(5).fill(once), ...Array.from({ length: 5 }, () => fake.event('order:shipment:created', id, { shipped_at: '2026-02-01 08:00:00+00:00', carrier, skus: ['1'] }))];
    const replies = await Promise.all(shippedHooks.map(hook));
    expect(replies.every((r) => r.statusCode === 200)).toBe(true);
    expect(mailsTo(mail, email, 'shipped')).toHaveLength(1);
    expect(mailsTo(mail, email, 'shipped')[0].text).toContain('https://track.example/1Z999AA10123456784');
    expect(mailsTo(mail, email, 'delivered')).toHaveLength(0);

    const deliveredHooks = Array.from({ length: 6 }, () => fake.event('order:shipment:delivered', id, { delivered_at: '2026-02-04 12:00:00+00:00', carrier, skus: ['1'] }));
    await Promise.all(deliveredHooks.map(hook));
    // and the mailer itself raced directly, as a poll and a webhook would
    await Promise.all(Array.from({ length: 6 }, () => sendShipmentMails(t.deps, orderId)));
    expect(mailsTo(mail, email, 'delivered')).toHaveLength(1);
    expect(mailsTo(mail, email, 'shipped')).toHaveLength(1);

    const read = (await t.app.inject({ method: 'GET', url: `/api/order/${orderId}/shipment`, headers: u.headers })).json();
    expect(read.data.shipment).toEqual({
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
      trackingUrl: 'https://track.example/1Z999AA10123456784',
      events: [
        { status: 'shipped', at: '2026-02-01T08:00:00.000Z', description: 'Handed to UPS.' },
        { status: 'delivered', at: '2026-02-04T12:00:00.000Z', description: 'Delivered.' },
      ],
    });
  }, 40_000);
});
