import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from './helpers/testDatabases.ts';
import { startTestApp, type TestApp } from './helpers/testApp.ts';
import { createShopper, someVariants, type PricedVariant } from './fakes/shopper.ts';
import { paidOrder, placedOrder } from './fakes/paidOrders.ts';
import { signupAdmin } from './authHelpers.ts';

/** The owner's Customers and Reports (issue #41): search by name or e-mail, a customer's spend, and sales as gross, refunds and net. */
describe.each(testDatabases)('owner customers and reports on $name', (database) => {
  let t: TestApp;
  let variants: PricedVariant[];
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp(database);
    variants = await someVariants(t, 2);
    const owner = await signupAdmin(t);
    admin = { authorization: `Bearer ${owner.accessToken}` };
  });
  afterAll(() => t.close());

  const get = (url: string, headers = admin) => t.app.inject({ method: 'GET', url, headers });
  const rename = (id: string, first: string, last: string) => t.db.query('UPDATE users SET first_name = $2, last_name = $3 WHERE id = $1', [id, first, last]);
  const refund = (orderId: number, cents: number, status = 'succeeded') =>
    t.db.query(`INSERT INTO refunds (order_id, request_key, kind, amount_cents, status) VALUES ($1, $2, 'refund', $3, $4)`, [orderId, `test-${orderId}-${cents}-${status}`, cents, status]);
  const placedOn = (orderId: number, iso: string) => t.db.query('UPDATE orders SET created_at = $2 WHERE id = $1', [orderId, iso]);

  it("finds a customer by part of the name or e-mail, with paid orders, spend net of refunds, subscription and last visit", async () => {
    const a = await paidOrder(t, variants[0]!, 'grace');
    await rename(a.u.id, 'Grace', 'Hopper');
    const second = await paidOrder(t, variants[1]!, 'other');
    await t.db.query('UPDATE orders SET user_id = $1 WHERE id = $2', [a.u.id, second.orderId]);
    const unpaid = await placedOrder(t, variants[0]!, 'other');
    await t.db.query('UPDATE orders SET user_id = $1 WHERE id = $2', [a.u.id, unpaid.orderId]);
    await refund(a.orderId, 150);
    await refund(a.orderId, 999, 'declined');
    await t.db.query(`INSERT INTO newsletter_subscribers (email, confirmed_at) VALUES ($1, now())`, [a.u.email.toLowerCase()]);
    const b = await createShopper(t, 'linus');
    await rename(b.id, 'Linus', 'Torvalds');

    for (const q of ['grace hop', 'HOPPER', a.u.email.slice(0, 8)]) {
      const res = await get(`/api/admin/customers?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.map((c: { id: number }) => c.id), q).toEqual([Number(a.u.id)]);
    }
    const [found] = (await get('/api/admin/customers?q=Grace')).json().data;
    expect(found).toMatchObject({ name: 'Grace Hopper', email: a.u.email, paidOrders: 2, totalSpentCents: a.cents + second.cents - 150, subscription: 'confirmed', lastVisitAt: null });
    // a wildcard typed by the owner is matched literally
    expect((await get('/api/admin/customers?q=%25')).json().data).toEqual([]);
    expect((await get('/api/admin/customers?q=Torvalds')).json().data[0]).toMatchObject({ paidOrders: 0, totalSpentCents: 0, subscription: 'none' });

    const detail = await get(`/api/admin/customers/${a.u.id}`);
    expect(detail.json()).toMatchObject({ success: true, data: { name: 'Grace Hopper', paidOrders: 2 } });
    const orders = detail.json().data.orders as { orderId: number; paymentStatus: string; refundedCents: number }[];
    expect(orders.map((o) => o.orderId).sort()).toEqual([a.orderId, second.orderId, unpaid.orderId].sort());
    expect(orders.find((o) => o.orderId === a.orderId)).toMatchObject({ refundedCents: 150 });
  });

  it('says last visit from the last sign-in, refuses a bad id and a non-admin', async () => {
    const owner = await get('/api/admin/me');
    const me = (await get(`/api/admin/customers/${owner.json().data.id}`)).json().data;
    expect(me.lastVisitAt).not.toBeNull();
    expect((await get('/api/admin/customers/999999999')).json()).toMatchObject({ success: false, message: 'Customer not found.' });
    expect((await get('/api/admin/customers/abc')).statusCode).toBe(400);
    const shopper = await createShopper(t, 'nosy');
    expect((await get('/api/admin/customers', shopper.headers)).statusCode).toBe(403);
    expect((await get('/api/admin/reports/sales', shopper.headers)).statusCode).toBe(403);
  });

  it('reports gross, refunds and net by day, week and month and by product, with empty periods, and as CSV', async () => {
    const one = await paidOrder(t, variants[0]!, 'r1');
    const two = await paidOrder(t, variants[1]!, 'r2');
    const three = await paidOrder(t, variants[0]!, 'r3');
    const unpaid = await placedOrder(t, variants[0]!, 'r4');
    await placedOn(one.orderId, '2024-03-04T10:00:00Z'); // a Monday
    await placedOn(two.orderId, '2024-03-04T23:30:00Z');
    await placedOn(three.orderId, '2024-03-12T12:00:00Z');
    await placedOn(unpaid.orderId, '2024-03-05T12:00:00Z');
    await refund(two.orderId, two.cents); // a whole refund
    await refund(three.orderId, 100);

    const days = (await get('/api/admin/reports/sales?from=2024-03-03&to=2024-03-12&period=day')).json();
    expect(days.success).toBe(true);
    expect(days.data.byPeriod).toHaveLength(10);
    expect(days.data.byPeriod[0]).toEqual({ period: '2024-03-03', orders: 0, grossCents: 0, refundsCents: 0, netCents: 0 });
    expect(days.data.byPeriod[1]).toEqual({ period: '2024-03-04', orders: 2, grossCents: one.cents + two.cents, refundsCents: two.cents, netCents: one.cents });
    expect(days.data.byPeriod[2]).toMatchObject({ period: '2024-03-05', orders: 0 });
    expect(days.data.totals).toEqual({ orders: 3, grossCents: one.cents + two.cents + three.cents, refundsCents: two.cents + 100, netCents: one.cents + three.cents - 100 });

    const weeks = (await get('/api/admin/reports/sales?from=2024-03-03&to=2024-03-12&period=week')).json().data.byPeriod;
    expect(weeks.map((w: { period: string; orders: number }) => [w.period, w.orders])).toEqual([['2024-02-26', 0], ['2024-03-04', 2], ['2024-03-11', 1]]);
    const months = (await get('/api/admin/reports/sales?from=2024-03-01&to=2024-03-31&period=month')).json().data.byPeriod;
    expect(months).toEqual([{ period: '2024-03-01', orders: 3, grossCents: one.cents + two.cents + three.cents, refundsCents: two.cents + 100, netCents: one.cents + three.cents - 100 }]);

    const byProduct = days.data.byProduct as { productId: string; units: number; grossCents: number; refundsCents: number; netCents: number }[];
    const p0 = byProduct.find((p) => p.productId === variants[0]!.productId)!;
    const p1 = byProduct.find((p) => p.productId === variants[1]!.productId)!;
    expect(p0).toMatchObject({ units: 2 });
    expect(p1.refundsCents).toBe(Math.round((two.cents * p1.grossCents) / two.cents));
    for (const p of byProduct) expect(p.netCents).toBe(p.grossCents - p.refundsCents);

    const csv = await get('/api/admin/reports/sales.csv?from=2024-03-04&to=2024-03-04');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toBe(`period_start,orders,gross,refunds,net\r\n2024-03-04,2,${((one.cents + two.cents) / 100).toFixed(2)},${(two.cents / 100).toFixed(2)},${(one.cents / 100).toFixed(2)}\r\n`);
    const products = await get('/api/admin/reports/products.csv?from=2024-03-04&to=2024-03-12');
    expect(products.body.split('\r\n')[0]).toBe('product_id,product,units,gross,refunds,net');
  });

  it('refuses a reversed or too long range and a date that is not one, with a 400', async () => {
    for (const q of ['from=2024-03-05&to=2024-03-01', 'from=2000-01-01&to=2024-01-01&period=day', 'from=2024-02-30&to=2024-03-01', 'period=year']) {
      const res = await get(`/api/admin/reports/sales?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().success).toBe(false);
    }
    expect((await get('/api/admin/reports/sales')).json().data.byPeriod).toHaveLength(30);
  });
});
