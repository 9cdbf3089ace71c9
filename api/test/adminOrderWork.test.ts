import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes, randomUUID } from 'node:crypto';
import { testDatabases } from './helpers/testDatabases.ts';
import { startTestApp, type TestApp } from './helpers/testApp.ts';
import { eventually, someVariants, type PricedVariant } from './fakes/shopper.ts';
import { paidOrder, placedOrder } from './fakes/paidOrders.ts';
import { signupAdmin } from './authHelpers.ts';

/** Issue 41, the owner's order work: finding orders (by name, by fulfilment), the CSV export, and a dashboard that tells net from voided. */
describe.each(testDatabases)('order work on $name', (database) => {
  let t: TestApp;
  let variant: PricedVariant;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp(database);
    [variant] = (await someVariants(t, 1)) as [PricedVariant];
    const owner = await signupAdmin(t);
    admin = { authorization: `Bearer ${owner.accessToken}` };
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin });
  const rename = (userId: string, last: string) => t.db.query('UPDATE users SET last_name = $2 WHERE id = $1', [userId, last]);

  it("finds an order by the shopper's name, in any case and in part, and shows the name", async () => {
    const surname = `Hopper${randomBytes(3).toString('hex')}`;
    const { orderId, u } = await placedOrder(t, variant, 'named');
    await rename(u.id, surname);
    const res = await get(`/api/admin/orders?q=${encodeURIComponent(`ada ${surname.toLowerCase()}`)}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((o: { orderId: number }) => o.orderId)).toEqual([orderId]);
    expect(res.json().data[0].shopperName).toBe(`Ada ${surname}`);
    // part of the surname alone, and the e-mail still
    expect((await get(`/api/admin/orders?q=${surname.slice(0, 9)}`)).json().total).toBe(1);
    expect((await get(`/api/admin/orders?q=${encodeURIComponent(u.email)}`)).json().data[0].orderId).toBe(orderId);
    // a wildcard typed by the owner is a character, not "anything"
    expect((await get('/api/admin/orders?q=%25%25%25')).json().total).toBe(0);
  });

  it('filters by fulfilment: not sent yet, and the provider\'s own status; an unknown one is a 400', async () => {
    const unpaid = await placedOrder(t, variant, 'unsent');
    const paid = await paidOrder(t, variant, 'sent');
    const [sent] = await eventually(async () => {
      const rows = await t.db.query<{ partner_status: string | null }>('SELECT partner_status FROM orders WHERE id = $1 AND partner_status IS NOT NULL', [paid.orderId]);
      return rows.length ? rows : undefined;
    });
    const ids = async (qs: string) => {
      const res = await get(`/api/admin/orders?${qs}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.map((o: { orderId: number }) => o.orderId) as number[];
    };
    const notSent = await ids('fulfilment=not-sent');
    expect(notSent).toContain(unpaid.orderId);
    expect(notSent).not.toContain(paid.orderId);
    const atProvider = await ids(`fulfilment=${sent!.partner_status}`);
    expect(atProvider).toContain(paid.orderId);
    expect(atProvider).not.toContain(unpaid.orderId);
    const bad = await get('/api/admin/orders?fulfilment=teleported');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
  });

  it('exports the filtered orders as CSV, amounts in dollars, a formula-like name defused', async () => {
    const { orderId, cents, u } = await placedOrder(t, variant, 'csv');
    await rename(u.id, '=HYPERLINK("x")');
    const res = await get(`/api/admin/orders.csv?q=${encodeURIComponent(u.email)}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="orders.csv"');
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('order,placed_at,shopper,email,status,payment,fulfilment,total,refunded');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`^${orderId},\\d{4}-\\d\\d-\\d\\dT[^,]+Z,"Ada =HYPERLINK\\(""x""\\)",${u.email.replace(/\./g, '\\.')},pending,unpaid,not-sent,${(cents / 100).toFixed(2)},0\\.00$`));
    expect((await get('/api/admin/orders.csv?from=yesterday')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/orders.csv' })).statusCode).toBe(401);
  });

  it("does not count a voided order as an order, and reports today's refunds beside the net revenue", async () => {
    const before = (await get('/api/admin/dashboard')).json().data.windows[0];
    expect(before).toHaveProperty('refundedCents');
    const kept = await paidOrder(t, variant, 'kept');
    const voided = await paidOrder(t, variant, 'voided');
    const res = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${voided.orderId}/refund`, headers: admin, payload: { requestKey: randomUUID() } });
    expect(res.statusCode, res.body).toBe(200);
    const [{ payment_status }] = await t.db.query<{ payment_status: string }>('SELECT payment_status FROM orders WHERE id = $1', [voided.orderId]);
    expect(payment_status).toBe('voided');
    const after = (await get('/api/admin/dashboard')).json().data.windows[0];
    expect(after.orders - before.orders).toBe(1);
    expect(after.revenueCents - before.revenueCents).toBe(kept.cents);
    // a void is no sale, so it is not a refund of one either
    expect(after.refundedCents - before.refundedCents).toBe(0);
  });

  it("keeps the owner's notes on an order, oldest first, with the author; refuses an empty note and an unknown order", async () => {
    const { orderId, u } = await placedOrder(t, variant, 'noted');
    const note = (body: unknown, id = orderId) => t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/notes`, headers: admin, payload: { body } });
    const first = await note('  Shopper asked for gift wrap.  ');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ success: true, message: 'Note added', data: { body: 'Shopper asked for gift wrap.', authorEmail: expect.stringContaining('@') } });
    expect((await note('Called them back.')).statusCode).toBe(200);
    const list = (await get(`/api/admin/orders/${orderId}/notes`)).json().data;
    expect(list.map((n: { body: string }) => n.body)).toEqual(['Shopper asked for gift wrap.', 'Called them back.']);
    for (const [body, status, message] of [['   ', 400, 'Write the note first.'], ['x'.repeat(2001), 400, 'at most 2000'], [42, 400, '']] as const) {
      const res = await note(body);
      expect(res.statusCode).toBe(status);
      expect(res.json().success).toBe(false);
      expect(res.json().message).toContain(message);
    }
    expect((await note('lost', 99_999_999)).statusCode).toBe(404);
    // the shopper never sees them, and cannot write one
    const shopper = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}/notes`, headers: u.headers });
    expect(shopper.statusCode).toBe(403);
  });

  it('runs a bulk action order by order: all done is a success; one refused makes the reply a 409 that lists each order', async () => {
    const a = await paidOrder(t, variant, 'bulk-a');
    const b = await paidOrder(t, variant, 'bulk-b');
    const unpaid = await placedOrder(t, variant, 'bulk-unpaid');
    const bulk = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/admin/orders/bulk', headers: admin, payload: payload as object });
    const allDone = await bulk({ action: 'resend-confirmation', orderIds: [a.orderId, b.orderId, a.orderId] });
    expect(allDone.statusCode, allDone.body).toBe(200);
    expect(allDone.json()).toMatchObject({ success: true, message: 'Done for 2 orders' });
    expect(allDone.json().data).toEqual([
      { orderId: a.orderId, done: true, message: null },
      { orderId: b.orderId, done: true, message: null },
    ]);
    const mixed = await bulk({ action: 'resend-confirmation', orderIds: [a.orderId, unpaid.orderId] });
    expect(mixed.statusCode).toBe(409);
    expect(mixed.json().success).toBe(false);
    expect(mixed.json().message).toMatch(new RegExp(`^1 of 2 done; refused for #${unpaid.orderId} `));
    expect(mixed.json().data).toEqual([
      { orderId: a.orderId, done: true, message: null },
      { orderId: unpaid.orderId, done: false, message: expect.any(String) },
    ]);
    for (const bad of [{ action: 'delete-everything', orderIds: [a.orderId] }, { action: 'resend-confirmation', orderIds: [] }, { action: 'resend-confirmation', orderIds: Array.from({ length: 101 }, (_, i) => i + 1) }]) {
      const res = await bulk(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });

  it("gives the owner the parcel's carrier and number, and never logs the shopper's tracking link in the timeline", async () => {
    const { orderId } = await placedOrder(t, variant, 'shipped');
    const shopperPage = `http://localhost/orders/${orderId}/track`;
    await t.db.query('UPDATE orders SET tracking_url = $2 WHERE id = $1', [orderId, shopperPage]);
    const before = (await get(`/api/admin/orders/${orderId}`)).json().data;
    expect(before.shipment).toBeNull();
    await t.db.query(`INSERT INTO order_shipments (order_id, carrier, tracking_number, tracking_url) VALUES ($1, 'USPS', '9400100000000000000042', $2)`, [orderId, shopperPage]);
    await t.db.query(`INSERT INTO order_shipment_events (order_id, status, occurred_at, description) VALUES ($1, 'shipped', now(), 'Handed to USPS.')`, [orderId]);
    const o = (await get(`/api/admin/orders/${orderId}`)).json().data;
    expect(o.shipment).toEqual({ carrier: 'USPS', trackingNumber: '9400100000000000000042', providerUrl: shopperPage });
    const texts = o.timeline.map((e: { text: string }) => e.text) as string[];
    expect(texts.filter((x) => x.includes(shopperPage))).toEqual([]);
    expect(texts.filter((x) => x === 'Shipment shipped: Handed to USPS.')).toHaveLength(1);
  });
});
