import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from './helpers/testDatabases.ts';
import { startTestApp, type TestApp } from './helpers/testApp.ts';
import { createShopper, eventually } from './fakes/shopper.ts';
import { capturingMailer, mailsTo, paidOrder } from './helpers/tracking.ts';
import { createLocalPrintProvider } from '../src/providers/print/local/localPrintProvider.ts';

describe.each(testDatabases)('tracking with the local provider on $name', (database) => {
  let t: TestApp;
  const mail = capturingMailer();
  beforeAll(async () => {
    t = await startTestApp(database, { print: createLocalPrintProvider({ fulfilmentStepMs: 800 }), mail });
  }, 120_000);
  afterAll(() => t.close());

  it('follows a paid order to delivered: carrier, number, own tracking page, timeline, one e-mail of each kind', async () => {
    const { u, orderId } = await paidOrder(t, 'track-local@example.com');
    const read = () => t.app.inject({ method: 'GET', url: `/api/order/${orderId}/shipment`, headers: u.headers });
    const first = (await read()).json();
    expect(first).toMatchObject({ success: true, data: { orderId } });
    const delivered = await eventually(async () => {
      const s = (await read()).json().data.shipment;
      return s?.events.some((e: { status: string }) => e.status === 'delivered') ? s : undefined;
    }, 30_000);
    expect(['USPS', 'UPS']).toContain(delivered.carrier);
    expect(delivered.trackingNumber).toMatch(delivered.carrier === 'USPS' ? /^9400\d{18}$/ : /^1Z[0-9A-Z]{16}$/);
    expect(delivered.trackingUrl).toBe(`/orders/${orderId}/tracking`);
    expect(delivered.events.map((e: { status: string }) => e.status)).toEqual(['in-production', 'shipped', 'in-transit', 'delivered']);
    const times = delivered.events.map((e: { at: string }) => Date.parse(e.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);

    const shipped = mailsTo(mail, 'track-local@example.com', 'shipped');
    expect(shipped).toHaveLength(1);
    expect(shipped[0].text).toContain(`${t.deps.config.publicUrl}/orders/${orderId}/tracking`);
    expect(shipped[0].text).toContain(delivered.trackingNumber);
    // the e-mail goes after the shipment is stored, so a reader can see "delivered" a moment before it
    await eventually(async () => mailsTo(mail, 'track-local@example.com', 'delivered').length > 0 || undefined, 10_000);
    expect(mailsTo(mail, 'track-local@example.com', 'delivered')).toHaveLength(1);
    // polling stopped: the order is delivered, and nothing more is sent later
    await new Promise((r) => setTimeout(r, 1500));
    expect(mail.sent.filter((m) => m.to === 'track-local@example.com' && /shipped|delivered/.test(m.subject))).toHaveLength(2);
  }, 60_000);

  it("answers another shopper's order, a malformed id and no login like a missing order", async () => {
    const { orderId } = await paidOrder(t, 'owner@example.com');
    const other = await createShopper(t, 'other');
    const theirs = await t.app.inject({ method: 'GET', url: `/api/order/${orderId}/shipment`, headers: other.headers });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ success: false, message: 'Order not found.' });
    const bad = await t.app.inject({ method: 'GET', url: `/api/order/${encodeURIComponent("1' OR 1=1")}/shipment`, headers: other.headers });
    expect(bad.statusCode).toBe(404);
    expect(bad.json().success).toBe(false);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/order/${orderId}/shipment` });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().success).toBe(false);
  }, 30_000);
});
