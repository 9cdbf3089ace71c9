import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { formatCents, taxOnCents } from '@store/shared/rules';
import { testDatabases } from './helpers/testDatabases.ts';
import { startTestApp, type TestApp } from './helpers/testApp.ts';
import { billing, cardToken, createShopper, eventually, someVariants, type PricedVariant } from './fakes/shopper.ts';
import { postAs } from './fakes/paidOrders.ts';
import { createSandboxGateway } from '../src/providers/payment/sandbox/sandboxGateway.ts';
import { outbox, signupAdmin } from './authHelpers.ts';

/** The owner's taxes (issue #40 part 3): the table, an order taxed by it, a paid order's tax kept, refunds' tax, bad settings. */
describe.each(testDatabases)('tax regions on $name', (database) => {
  let t: TestApp;
  let variant: PricedVariant;
  let admin: Record<string, string>;
  const clock = { now: Date.now() };
  beforeAll(async () => {
    t = await startTestApp(database, { payment: createSandboxGateway(undefined, { settleAfterMs: 60_000, now: () => clock.now }) });
    [variant] = await someVariants(t, 1);
    const owner = await signupAdmin(t);
    admin = { authorization: `Bearer ${owner.accessToken}` };
  });
  afterAll(() => t.close());

  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin) => t.app.inject({ method, url, payload, headers });
  const regions = async () => (await inject('GET', '/api/admin/tax-regions')).json().data as { id: number; country: string; subdivision: string; label: string; shippingTaxed: boolean }[];

  /** A shopper's order of two of the variant shipped to `state`, its details read (which fixes its tax). */
  async function orderIn(state: string, country = 'US') {
    const u = await createShopper(t, `buyer-${randomUUID().slice(0, 8)}`);
    const billingDetails = { ...billing, country, state };
    const placed = await postAs(t, '/api/place-order', { shippingOption: 'Standard', billingDetails, items: [{ productId: variant.productId, variant_id: variant.variantId, quantity: 2 }] }, u.headers);
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = placed.json().order.orderId as number;
    const details = async () => (await postAs(t, '/api/order/details', { orderId }, u.headers)).json().data as { tax: number; taxLabel: string | null; order: { subtotal: number; shippingCost: number; tax: number; taxLabel: string | null } };
    return { u, orderId, details, first: await details() };
  }
  /** The outbox's messages whose subject holds `subject`, once `count` of them arrived. */
  const mailsAbout = (subject: string, count = 1) => eventually(async () => {
    const found = (await outbox(t, 1)).filter((m) => m.subject.includes(subject));
    return found.length >= count ? found : null;
  });
  const pay = async (o: Awaited<ReturnType<typeof orderIn>>) => {
    const cents = o.first.order.subtotal + o.first.order.shippingCost + o.first.tax;
    const paid = await postAs(t, '/api/payment/card', { ...cardToken(t), amount: (cents / 100).toFixed(2), requestId: String(o.orderId) }, o.u.headers);
    expect(paid.statusCode, paid.body).toBe(200);
    return cents;
  };

  it("starts with the three states the store collected in before, so existing orders' tax holds", async () => {
    expect((await regions()).map((r) => r.label)).toEqual(expect.arrayContaining(['CA 7.25 %', 'NY 4 %', 'TX 6.25 %']));
    const o = await orderIn('California');
    expect(o.first).toMatchObject({ tax: taxOnCents(o.first.order.subtotal, 72500), taxLabel: 'CA 7.25 %' });
    const untaxed = await orderIn('Ohio');
    expect(untaxed.first).toMatchObject({ tax: 0, taxLabel: null });
  });

  it('taxes an order at the rate the owner added (shipping too where set), keeps a paid order at it after the rate changes, and says so in the e-mail', async () => {
    const added = await inject('POST', '/api/admin/tax-regions', { country: 'us', subdivision: 'wa', rate: '6.5', shippingTaxed: true });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ success: true, message: 'Tax region added: WA 6.5 %', data: { country: 'US', subdivision: 'WA', name: 'Washington, United States', ratePpm: 65000, shippingTaxed: true } });
    const id = added.json().data.id as number;

    const o = await orderIn('Washington');
    const expected = taxOnCents(o.first.order.subtotal + o.first.order.shippingCost, 65000);
    expect(o.first).toMatchObject({ tax: expected, taxLabel: 'WA 6.5 %', order: { tax: expected, taxLabel: 'WA 6.5 %' } });
    const cents = await pay(o);
    const [mail] = await mailsAbout(`payment received for order #${o.orderId}`);
    expect(mail!.text).toContain(`Tax (WA 6.5 %): ${formatCents(expected)} of it.`);

    const changed = await inject('PUT', `/api/admin/tax-regions/${id}`, { country: 'US', subdivision: 'WA', rate: 10, shippingTaxed: false });
    expect(changed.json(), changed.body).toMatchObject({ success: true, data: { label: 'WA 10 %', shippingTaxed: false } });
    // the paid order is read again: its tax, rate and total are as paid
    expect(await o.details()).toMatchObject({ tax: expected, taxLabel: 'WA 6.5 %' });
    const [row] = await t.db.query<{ tax_cents: number; tax_rate_ppm: number; tax_shipping_taxed: boolean }>('SELECT tax_cents, tax_rate_ppm, tax_shipping_taxed FROM orders WHERE id = $1', [o.orderId]);
    expect(row).toEqual({ tax_cents: expected, tax_rate_ppm: 65000, tax_shipping_taxed: true });
    expect((await t.db.query<{ amount_cents: number }>('SELECT amount_cents FROM payments WHERE order_id = $1', [o.orderId]))[0]?.amount_cents).toBe(cents);
    // a new order there is taxed at the new rate, goods only
    const next = await orderIn('WA');
    expect(next.first).toMatchObject({ tax: taxOnCents(next.first.order.subtotal, 100000), taxLabel: 'WA 10 %' });

    const audit = await t.db.query<{ action: string }>(`SELECT action FROM admin_audit WHERE target = $1 AND action LIKE 'tax-region.%' ORDER BY id`, [String(id)]);
    expect(audit.map((a) => a.action)).toEqual(['tax-region.add', 'tax-region.update']);
  });

  it("an unpaid order's tax is fixed when first shown: parallel first reads store one answer, a rate changed after it does not move it", async () => {
    const added = await inject('POST', '/api/admin/tax-regions', { country: 'US', subdivision: 'OR', rate: '5', shippingTaxed: false });
    const o = await orderIn('Oregon');
    const again = await Promise.all(Array.from({ length: 5 }, () => o.details()));
    expect(new Set(again.map((d) => `${d.tax} ${d.taxLabel}`))).toEqual(new Set([`${o.first.tax} OR 5 %`]));
    await inject('PUT', `/api/admin/tax-regions/${added.json().data.id}`, { country: 'US', subdivision: 'OR', rate: '7', shippingTaxed: false });
    expect(await pay(o)).toBe(o.first.order.subtotal + o.first.order.shippingCost + taxOnCents(o.first.order.subtotal, 50000));
  });

  it("a whole country's rate applies where no subdivision has its own, and a subdivision's rate wins over it", async () => {
    expect((await inject('POST', '/api/admin/tax-regions', { country: 'DE', rate: '19', shippingTaxed: true })).statusCode).toBe(201);
    expect((await inject('POST', '/api/admin/tax-regions', { country: 'DE', subdivision: 'BY', rate: '7', shippingTaxed: false })).statusCode).toBe(201);
    const berlin = await orderIn('Berlin', 'DE');
    expect(berlin.first).toMatchObject({ tax: taxOnCents(berlin.first.order.subtotal + berlin.first.order.shippingCost, 190000), taxLabel: 'DE 19 %' });
    const bavaria = await orderIn('Bayern', 'DE');
    expect(bavaria.first).toMatchObject({ tax: taxOnCents(bavaria.first.order.subtotal, 70000), taxLabel: 'BY 7 %' });
  });

  it('a refund returns the tax on what it refunds, recorded on the refund and said in its e-mail; the last one returns the rest', async () => {
    const o = await orderIn('New York');
    const tax = o.first.tax;
    expect(tax).toBeGreaterThan(0);
    const charged = await pay(o);
    clock.now += 120_000; // the charge has settled: a refund, not a void
    const refund = (amountCents?: number) => inject('POST', `/api/admin/orders/${o.orderId}/refund`, { requestKey: randomUUID(), ...(amountCents ? { amountCents } : {}) });
    const third = Math.floor(charged / 3);
    const part = await refund(third);
    expect(part.statusCode, part.body).toBe(200);
    const partTax = Math.floor((tax * third * 2 + charged) / (charged * 2));
    expect(part.json().data.refund).toMatchObject({ amountCents: third, taxCents: partTax, status: 'succeeded' });
    const rest = await refund();
    expect(rest.json().data.refund).toMatchObject({ amountCents: charged - third, taxCents: tax - partTax, status: 'succeeded' });
    const rows = await t.db.query<{ amount_cents: number; tax_cents: number }>('SELECT amount_cents, tax_cents FROM refunds WHERE order_id = $1 ORDER BY id', [o.orderId]);
    expect(rows.reduce((n, r) => n + r.tax_cents, 0)).toBe(tax);
    const mails = await mailsAbout(`refund for order #${o.orderId}`, 2);
    expect(mails.map((m) => m.text.match(/Tax returned: (\$\d+\.\d\d)/)?.[1]).sort()).toEqual([formatCents(partTax), formatCents(tax - partTax)].sort());
    const detail = (await inject('GET', `/api/admin/orders/${o.orderId}`)).json().data as { timeline: { text: string }[]; amounts: { taxCents: number; taxLabel: string } };
    expect(detail.amounts).toMatchObject({ taxCents: tax, taxLabel: 'NY 4 %' });
    expect(detail.timeline.some((e) => e.text.startsWith(`Refund of ${formatCents(third)}, tax returned ${formatCents(partTax)} (transaction `))).toBe(true);
  });

  it('parallel part refunds never return more than the order tax, and the refund of the rest returns exactly what is left', async () => {
    const o = await orderIn('California');
    const tax = o.first.tax;
    const charged = await pay(o);
    clock.now += 120_000;
    const part = Math.floor(charged * 0.13); // seven fit, an eighth would pass the charge
    const replies = await Promise.all(Array.from({ length: 10 }, () => inject('POST', `/api/admin/orders/${o.orderId}/refund`, { requestKey: randomUUID(), amountCents: part })));
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(7);
    const returned = async () => (await t.db.query<{ n: number }>(`SELECT coalesce(sum(tax_cents), 0)::int AS n FROM refunds WHERE order_id = $1 AND status = 'succeeded'`, [o.orderId]))[0]!.n;
    expect(await returned()).toBeLessThanOrEqual(tax);
    const rest = await inject('POST', `/api/admin/orders/${o.orderId}/refund`, { requestKey: randomUUID() });
    expect(rest.json(), rest.body).toMatchObject({ success: true, data: { refund: { amountCents: charged - part * 7 } } });
    expect(await returned()).toBe(tax);
  });

  it('refuses bad settings with a clear 4xx naming the field, and changes nothing', async () => {
    const before = await regions();
    const cases: [object, number, string, string][] = [
      [{ country: 'US', subdivision: 'FL', rate: '-1' }, 400, 'A tax rate cannot be negative.', 'rate'],
      [{ country: 'US', subdivision: 'FL', rate: -0.5 }, 400, 'A tax rate cannot be negative.', 'rate'],
      [{ country: 'US', subdivision: 'FL', rate: '25.5' }, 400, 'A tax rate cannot be over 25 %.', 'rate'],
      [{ country: 'US', subdivision: 'FL', rate: 'seven' }, 400, 'Enter the rate as a percentage with at most four decimals, e.g. 7.25.', 'rate'],
      [{ country: 'XX', rate: '5' }, 400, 'Unknown country code "XX": use the two-letter ISO code, e.g. US or DE.', 'country'],
      [{ country: 'US', subdivision: 'ZZ', rate: '5' }, 400, 'Unknown subdivision "ZZ" of United States: use its ISO code, e.g. CA for California.', 'subdivision'],
      [{ country: 'US', subdivision: 'CA', rate: '8' }, 409, 'California, United States already has a rate: edit it instead.', 'subdivision'],
    ];
    for (const [payload, status, message, field] of cases) {
      const res = await inject('POST', '/api/admin/tax-regions', { shippingTaxed: false, ...payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json()).toEqual({ success: false, message, data: null, field });
    }
    expect((await inject('POST', '/api/admin/tax-regions', { country: 'US', rate: '5', shippingTaxed: 'yes' })).statusCode).toBe(400);
    const ca = before.find((r) => r.subdivision === 'CA')!;
    expect((await inject('PUT', `/api/admin/tax-regions/${ca.id}`, { country: 'US', subdivision: 'CA', rate: '26' })).json()).toMatchObject({ success: false, message: 'A tax rate cannot be over 25 %.' });
    expect((await inject('PUT', '/api/admin/tax-regions/999999', { country: 'US', subdivision: 'FL', rate: '6' })).statusCode).toBe(404);
    expect((await inject('DELETE', '/api/admin/tax-regions/999999')).statusCode).toBe(404);
    const shopper = await createShopper(t, 'not-owner');
    expect((await inject('POST', '/api/admin/tax-regions', { country: 'US', subdivision: 'FL', rate: '6' }, shopper.headers)).statusCode).toBe(403);
    expect(await regions()).toEqual(before);
  });

  it('deleting a region stops the tax for new orders only', async () => {
    const added = await inject('POST', '/api/admin/tax-regions', { country: 'US', subdivision: 'NV', rate: '6.85', shippingTaxed: false });
    const o = await orderIn('Nevada');
    expect(o.first.taxLabel).toBe('NV 6.85 %');
    expect((await inject('DELETE', `/api/admin/tax-regions/${added.json().data.id}`)).json()).toMatchObject({ success: true, message: 'Tax region deleted' });
    expect((await o.details()).taxLabel).toBe('NV 6.85 %');
    expect((await orderIn('Nevada')).first).toMatchObject({ tax: 0, taxLabel: null });
  });
});
