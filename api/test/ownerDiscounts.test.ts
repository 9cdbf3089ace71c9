import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { formatCents, taxOnCents } from '@store/shared/rules';
import { testDatabases } from './helpers/testDatabases.ts';
import { startTestApp, type TestApp } from './helpers/testApp.ts';
import { billing, cardToken, createShopper, eventually, someVariants, type PricedVariant } from './fakes/shopper.ts';
import { postAs } from './fakes/paidOrders.ts';
import { outbox, signupAdmin } from './authHelpers.ts';

/** Discount codes (issue #41): the owner's codes, checkout's check, the order's totals and tax, the charge, and a single-use code raced. */
describe.each(testDatabases)('discount codes on $name', (database) => {
  let t: TestApp;
  let variant: PricedVariant;
  let admin: Record<string, string>;
  let base: string;
  beforeAll(async () => {
    t = await startTestApp(database);
    [variant] = await someVariants(t, 1);
    const owner = await signupAdmin(t);
    admin = { authorization: `Bearer ${owner.accessToken}` };
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = admin) => t.app.inject({ method, url, payload, headers });
  const addCode = async (body: object) => {
    const res = await inject('POST', '/api/admin/discounts', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: number; code: string; used: number };
  };
  const orderBody = (discountCode?: string, state = 'California') => ({ shippingOption: 'Standard', billingDetails: { ...billing, state }, items: [{ productId: variant.productId, variant_id: variant.variantId, quantity: 2 }], discountCode });
  const used = async (code: string) => (await t.db.query<{ used: number }>('SELECT used FROM discount_codes WHERE code = $1', [code]))[0]!.used;

  it('takes a percentage off the goods, taxes the discounted goods, and charges the discounted total', async () => {
    await addCode({ code: 'summer10', kind: 'percent', value: '10', expiresAt: null, usageLimit: null });
    const u = await createShopper(t, 'pct');
    const check = await postAs(t, '/api/discount/check', { code: ' Summer10 ', subtotalCents: variant.price * 2 }, u.headers);
    expect(check.json()).toMatchObject({ success: true, message: 'SUMMER10 applied', data: { code: 'SUMMER10', kind: 'percent', value: 10, cents: Math.floor((variant.price * 2) / 10) } });
    expect(await used('SUMMER10')).toBe(0); // a check takes no use

    const placed = await postAs(t, '/api/place-order', orderBody('summer10'), u.headers);
    expect(placed.statusCode, placed.body).toBe(200);
    const subtotal = variant.price * 2;
    const off = Math.floor(subtotal / 10);
    expect(placed.json().order).toMatchObject({ subtotal, discountCode: 'SUMMER10', discount: off });
    const orderId = placed.json().order.orderId as number;
    const details = (await postAs(t, '/api/order/details', { orderId }, u.headers)).json().data;
    const tax = taxOnCents(subtotal - off, 72500);
    expect(details.tax).toBe(tax);
    const charge = subtotal - off + details.order.shippingCost + tax;
    expect(details.order.chargeableAmount).toBe(charge);
    // the full, undiscounted amount is refused; the discounted one is charged
    const wrong = await postAs(t, '/api/payment/card', { ...cardToken(t), amount: ((subtotal + details.order.shippingCost + tax) / 100).toFixed(2), requestId: String(orderId) }, u.headers);
    expect(wrong.json().success).toBe(false);
    const paid = await postAs(t, '/api/payment/card', { ...cardToken(t), amount: (charge / 100).toFixed(2), requestId: String(orderId) }, u.headers);
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await t.db.query<{ amount_cents: number }>('SELECT amount_cents FROM payments WHERE order_id = $1', [orderId]))[0]!.amount_cents).toBe(charge);
    expect(await used('SUMMER10')).toBe(1);
    // the confirmation e-mail says what the code took off
    const mail = await eventually(async () => (await outbox(t, 1)).find((m) => m.subject.includes(`payment received for order #${orderId}`)) ?? null);
    expect(mail.text).toContain(`Discount (SUMMER10): ${formatCents(off)} off the goods.`);
    // the owner's order page and order list show the discount and the discounted total
    const admin = (await inject('GET', `/api/admin/orders/${orderId}`)).json().data;
    expect(admin.amounts).toMatchObject({ subtotalCents: subtotal, discountCents: off, discountCode: 'SUMMER10', totalCents: charge, chargedCents: charge });
    const listed = (await inject('GET', `/api/admin/orders?q=${orderId}`)).json().data;
    expect(listed).toMatchObject([{ orderId, totalCents: charge }]);
    // the customer's spend is what was charged
    const customer = (await inject('GET', `/api/admin/customers/${u.id}`)).json().data;
    expect(customer).toMatchObject({ totalSpentCents: charge, orders: [{ orderId, totalCents: charge }] });
  });

  it('caps a fixed amount at the goods', async () => {
    await addCode({ code: 'BIG', kind: 'fixed', value: '100000', expiresAt: null, usageLimit: null });
    const u = await createShopper(t, 'fixed');
    const placed = (await postAs(t, '/api/place-order', orderBody('big', 'Ohio'), u.headers)).json().order;
    expect(placed).toMatchObject({ discount: variant.price * 2, totalAmount: placed.shippingCost });
  });

  it('refuses an unknown, expired, switched-off or used-up code with a 400 beside the field, and places no order', async () => {
    await addCode({ code: 'OLD', kind: 'fixed', value: '5.00', expiresAt: '2020-01-01', usageLimit: null });
    const off = await addCode({ code: 'PAUSED', kind: 'fixed', value: '5', expiresAt: null, usageLimit: null });
    expect((await inject('PUT', `/api/admin/discounts/${off.id}`, { expiresAt: null, usageLimit: null, active: false })).json()).toMatchObject({ success: true, data: { active: false } });
    const u = await createShopper(t, 'refused');
    for (const [code, message] of [['NOPE', 'This discount code is not valid.'], ['old', 'This discount code has expired.'], ['paused', 'This discount code is not valid.']]) {
      const placed = await postAs(t, '/api/place-order', orderBody(code), u.headers);
      expect(placed.statusCode, code).toBe(400);
      expect(placed.json()).toMatchObject({ success: false, message, field: 'discountCode' });
      expect((await postAs(t, '/api/discount/check', { code }, u.headers)).json()).toMatchObject({ success: false, message });
    }
    expect((await t.db.query('SELECT 1 FROM orders WHERE user_id = $1', [u.id])).length).toBe(0);
  });

  it('honours a single-use code once when ten shoppers place orders with it at the same moment', async () => {
    await addCode({ code: 'ONCE', kind: 'percent', value: '50', expiresAt: null, usageLimit: 1 });
    const shoppers = await Promise.all(Array.from({ length: 10 }, (_, i) => createShopper(t, `race${i}`)));
    const replies = await Promise.all(
      shoppers.map(async (u) => {
        const res = await fetch(`${base}/api/place-order`, { method: 'POST', headers: { ...u.headers, 'content-type': 'application/json' }, body: JSON.stringify(orderBody('ONCE')) });
        return { status: res.status, body: (await res.json()) as { success: boolean; message: string } };
      }),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = replies.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(9);
    for (const r of refused) expect(r).toMatchObject({ status: 400, body: { success: false, message: 'This discount code has been used up.' } });
    expect(await used('ONCE')).toBe(1);
    expect((await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM orders WHERE discount_code = 'ONCE'`))[0]!.n).toBe(1);
  });

  it("validates the owner's codes: spelling, value, expiry, a duplicate, a limit below the uses; lists them with their uses", async () => {
    const bad = async (body: object, field: string) => {
      const res = await inject('POST', '/api/admin/discounts', { code: 'GOOD1', kind: 'percent', value: '10', expiresAt: null, usageLimit: null, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json(), JSON.stringify(body)).toMatchObject({ success: false, field });
    };
    await bad({ code: 'a b' }, 'code');
    await bad({ value: '150' }, 'value');
    await bad({ value: '0' }, 'value');
    await bad({ kind: 'fixed', value: 'five' }, 'value');
    await bad({ expiresAt: '2026-02-30' }, 'expiresAt');
    expect((await inject('POST', '/api/admin/discounts', { code: 'x', kind: 'bogus', value: '1' })).statusCode).toBe(400);
    expect((await inject('POST', '/api/admin/discounts', { code: 'summer10', kind: 'percent', value: '5', expiresAt: null, usageLimit: null })).statusCode).toBe(409);
    const once = (await inject('GET', '/api/admin/discounts')).json().data.find((c: { code: string }) => c.code === 'ONCE');
    expect(once).toMatchObject({ kind: 'percent', value: 50, usageLimit: 1, used: 1, active: true });
    const lower = await inject('PUT', `/api/admin/discounts/${once.id}`, { expiresAt: null, usageLimit: 1, active: true });
    expect(lower.statusCode).toBe(200);
    const shopper = await createShopper(t, 'nosy');
    expect((await inject('GET', '/api/admin/discounts', undefined, shopper.headers)).statusCode).toBe(403);
    expect((await inject('PUT', '/api/admin/discounts/999999', { expiresAt: null, usageLimit: null, active: true })).statusCode).toBe(404);
  });
});
