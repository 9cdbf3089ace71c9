import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from './helpers/testDatabases.ts';
import { startTestApp, type TestApp } from './helpers/testApp.ts';
import { billing, createShopper, eventually, someVariants, type PricedVariant } from './fakes/shopper.ts';
import { sandboxCards } from '../src/providers/payment/sandbox/sandboxGateway.ts';
import { startLocalGateway, type LocalGateway } from './helpers/localGateway.ts';
import { readdir, readFile } from 'node:fs/promises';
import { sweepStaleClaims } from '../src/payments/staleClaims.ts';
import { join } from 'node:path';

/** The card payment API against the local gateway as a service of its own (tokenizer + charges over HTTP). */
describe.each(testDatabases)('card payment API on $name', (database) => {
  let t: TestApp;
  let local: LocalGateway;
  let variants: PricedVariant[];
  beforeAll(async () => {
    local = await startLocalGateway();
    t = await startTestApp(database, { payment: local.client });
    variants = await someVariants(t, 2);
  });
  afterAll(async () => {
    await t.close();
    await local.close();
  });
  /** what the page posts: the name, and the gateway's nonce for the card (never the card) */
  const card = async (cardNumber: string = sandboxCards.approve) => ({ name: 'Ada Lovelace', currency: 'USD', opaqueData: await local.tokenize(cardNumber) });

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload: payload as object, headers });

  /** A fresh user with one placed order; returns the amount the server will charge. */
  async function orderToPay() {
    const u = await createShopper(t);
    const placed = await post(
      '/api/place-order',
      { shippingOption: 'Standard', billingDetails: billing, items: [{ productId: variants[0].productId, variant_id: variants[0].variantId, quantity: 1 }] },
      u.headers,
    );
    const orderId = placed.json().order.orderId as number;
    const details = await post('/api/order/details', { orderId }, u.headers);
    const { order, tax } = details.json().data;
    const cents = order.subtotal + order.shippingCost + tax;
    return { u, orderId, amount: (cents / 100).toFixed(2), cents };
  }
  const chargesOf = (orderId: number) => local.bank.charges.filter((c) => c.invoice.startsWith(`O${orderId}A`)).length;

  it('charges the server total once and returns only safe card facts, never cached', async () => {
    const { u, orderId, amount, cents } = await orderToPay();
    const res = await post('/api/payment/card', { ...(await card()), amount, requestId: String(orderId) }, u.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({ success: true, message: 'Payment processed successfully', data: { orderId, status: 'paid', last4: '1111', brand: 'Visa', amount: cents } });
    expect(res.body).not.toContain('4111111111111111');
    expect(res.body).not.toContain('4111 1111');
    const [p] = await t.db.query<Record<string, unknown>>('SELECT * FROM payments WHERE order_id = $1', [orderId]);
    expect(JSON.stringify(p)).not.toMatch(/411111111111|"123"/);
    const [o] = await t.db.query<{ payment_status: string; payment_id: string }>('SELECT payment_status, payment_id FROM orders WHERE id = $1', [orderId]);
    expect(o.payment_status).toBe('paid');
    expect(o.payment_id).toBe(p.transaction_id);
    // a retry of a paid order returns the stored result, without charging
    const again = await post('/api/payment/card', { ...(await card()), amount, requestId: String(orderId) }, u.headers);
    expect(again.json().data.transactionId).toBe(p.transaction_id);
    expect(chargesOf(orderId)).toBe(1);

    // the confirmation e-mail the success page promises: order number and last 4 only
    const outbox = join(t.deps.config.dataDir, 'outbox');
    const mail = await eventually(async () => {
      const files = await readdir(outbox).catch(() => [] as string[]);
      const texts = await Promise.all(files.filter((f) => f.endsWith('.json')).map((f) => readFile(join(outbox, f), 'utf8')));
      return texts.find((x) => x.includes(`order #${orderId}`));
    });
    expect(mail).toContain('ending 1111');
    expect(mail).not.toContain('4111111111111111');
  });

  // issue 41, defect 9: the confirmation listed no items, address or cost breakdown; the owner's mail only the total
  it('mails the shopper and the owner the items with their variant, the cost broken down and the address', async () => {
    const ownerBefore = t.deps.config.ownerEmail;
    (t.deps.config as { ownerEmail: string | undefined }).ownerEmail = 'owner-defect9@example.com';
    const { u, orderId, amount } = await orderToPay();
    expect((await post('/api/payment/card', { ...(await card()), amount, requestId: String(orderId) }, u.headers)).statusCode).toBe(200);
    const [o] = await t.db.query<{ subtotal_cents: number; shipping_cents: number; tax_cents: number }>('SELECT subtotal_cents, shipping_cents, tax_cents FROM orders WHERE id = $1', [orderId]);
    const [item] = await t.db.query<{ product_title: string; variant_label: string; total_cents: number }>('SELECT product_title, variant_label, total_cents FROM order_items WHERE order_id = $1', [orderId]);
    const outbox = join(t.deps.config.dataDir, 'outbox');
    const mails = async () => {
      const files = await readdir(outbox).catch(() => [] as string[]);
      return (await Promise.all(files.filter((f) => f.endsWith('.json')).map(async (f) => JSON.parse(await readFile(join(outbox, f), 'utf8')) as { to: string; subject: string; text: string; html: string })));
    };
    const money = (c: number) => `$${(c / 100).toFixed(2)}`;
    const shopper = await eventually(async () => (await mails()).find((m) => m.subject.includes(`payment received for order #${orderId}`)));
    const owner = await eventually(async () => (await mails()).find((m) => m.to === 'owner-defect9@example.com' && m.subject.includes(`new paid order #${orderId}`)));
    for (const mail of [shopper, owner]) {
      expect(mail.text).toContain(`1 × ${item.product_title} (${item.variant_label}): ${money(item.total_cents)}`);
      expect(mail.text).toContain(`Sub-total: ${money(o.subtotal_cents)}`);
      expect(mail.text).toContain(`Shipping (Standard): ${money(o.shipping_cents)}`);
      expect(mail.text.split('\n').some((l) => l.startsWith('Tax') && l.endsWith(`: ${money(o.tax_cents)}`))).toBe(true);
      expect(mail.text).toContain(`Total: ${money(o.subtotal_cents + o.shipping_cents + o.tax_cents)}`);
      expect(mail.text).toContain(`Ships to: ${billing.fullName}, ${billing.address}, ${billing.city}, ${billing.state} ${billing.zipCode}, ${billing.country}`);
    }
    expect(shopper.html).toContain('Ships to:');
    expect(shopper.text).not.toContain('4111111111111111');
    (t.deps.config as { ownerEmail: string | undefined }).ownerEmail = ownerBefore;
  });

  it('refuses a tampered amount with 409 and charges nothing', async () => {
    const { u, orderId, cents } = await orderToPay();
    const res = await post('/api/payment/card', { ...(await card()), amount: ((cents - 100) / 100).toFixed(2), requestId: orderId }, u.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().success).toBe(false);
    expect(chargesOf(orderId)).toBe(0);
  });

  it('refuses a different amount on an already-paid order with 409, not a success, and charges nothing more', async () => {
    const { u, orderId, amount } = await orderToPay();
    expect((await post('/api/payment/card', { ...(await card()), amount, requestId: String(orderId) }, u.headers)).statusCode).toBe(200);
    for (const other of ['0.01', '999999.00']) {
      const res = await post('/api/payment/card', { ...(await card()), amount: other, requestId: String(orderId) }, u.headers);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ success: false, data: null, message: 'The order total has changed. Please review your order and try again.' });
    }
    expect(chargesOf(orderId)).toBe(1);
  });

  it('charges once under 20 concurrent attempts for one order', async () => {
    const { u, orderId, amount } = await orderToPay();
    // twenty tabs, each with its own nonce, pay at once
    const cards = await Promise.all(Array.from({ length: 20 }, () => card()));
    const replies = await Promise.all(cards.map((c) => post('/api/payment/card', { ...c, amount, requestId: String(orderId) }, u.headers)));
    expect(chargesOf(orderId)).toBe(1);
    expect(replies.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    const paid = replies.filter((r) => r.statusCode === 200).map((r) => r.json().data.transactionId);
    expect(paid.length).toBeGreaterThanOrEqual(1);
    expect(new Set(paid).size).toBe(1);
  });

  it('leaves a declined order unpaid and lets it be paid again', async () => {
    const { u, orderId, amount } = await orderToPay();
    const declined = await post('/api/payment/card', { ...(await card(sandboxCards.decline)), amount, requestId: String(orderId) }, u.headers);
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({ success: false, message: expect.stringContaining('declined') });
    const [o] = await t.db.query<{ payment_status: string }>('SELECT payment_status FROM orders WHERE id = $1', [orderId]);
    expect(o.payment_status).toBe('unpaid');
    const ok = await post('/api/payment/card', { ...(await card()), amount, requestId: String(orderId) }, u.headers);
    expect(ok.statusCode).toBe(200);
    expect(chargesOf(orderId)).toBe(1);
  });

  it('marks a gateway timeout unknown, reconciles it, and never charges again', async () => {
    const { u, orderId, amount } = await orderToPay();
    const lost = await post('/api/payment/card', { ...(await card(sandboxCards.timeout)), amount, requestId: String(orderId) }, u.headers);
    expect(lost.statusCode).toBe(202);
    expect(lost.json().success).toBe(false);
    const [o] = await t.db.query<{ payment_status: string }>('SELECT payment_status FROM orders WHERE id = $1', [orderId]);
    expect(o.payment_status).toBe('pending');
    // the shopper tries again with another card: reconciliation finds the first charge instead
    const retry = await post('/api/payment/card', { ...(await card()), amount, requestId: String(orderId) }, u.headers);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.last4).toBe('0119');
    // issue 41, defect 12: the second card read "Payment processed successfully" while the charge was on the first
    expect(retry.json()).toMatchObject({ message: 'This order was already paid with the card ending 0119. The card you just entered was not charged.', data: { alreadyPaid: true } });
    expect(retry.json().message).not.toContain('processed successfully');
    expect(chargesOf(orderId)).toBe(1);
  });

  it('reconciles an unknown payment in the background job', async () => {
    const { u, orderId, amount } = await orderToPay();
    await post('/api/payment/card', { ...(await card(sandboxCards.timeout)), amount, requestId: String(orderId) }, u.headers);
    await eventually(async () => (await t.db.query<{ payment_status: string }>('SELECT payment_status FROM orders WHERE id = $1', [orderId]))[0].payment_status === 'paid');
    expect(chargesOf(orderId)).toBe(1);
  });

  it('settles a claim its instance left "processing" after the charge: swept to unknown, reconciled as paid, charged once', async () => {
    const { u, orderId, amount } = await orderToPay();
    await post('/api/payment/card', { ...(await card()), amount, requestId: String(orderId) }, u.headers);
    // as if the instance died between the gateway's approval and the database write, an hour ago
    await t.db.query(`UPDATE payments SET status = 'processing', updated_at = now() - interval '1 hour' WHERE order_id = $1`, [orderId]);
    await t.db.query(`UPDATE orders SET payment_status = 'unpaid' WHERE id = $1`, [orderId]);
    // a fresh claim (another instance still paying) is left alone
    const fresh = await orderToPay();
    await t.db.query(`INSERT INTO payments (order_id, status, attempts, invoice, amount_cents) VALUES ($1, 'processing', 1, $2, $3)`, [fresh.orderId, `O${fresh.orderId}A1`, fresh.cents]);
    expect(await sweepStaleClaims(t.deps)).toBe(1);
    await eventually(async () => (await t.db.query<{ payment_status: string }>('SELECT payment_status FROM orders WHERE id = $1', [orderId]))[0].payment_status === 'paid');
    expect(chargesOf(orderId)).toBe(1);
    const [untouched] = await t.db.query<{ status: string }>('SELECT status FROM payments WHERE order_id = $1', [fresh.orderId]);
    expect(untouched.status).toBe('processing');
  });

  it('validates the name (spec §5) and the token without echoing anything, and only for the caller’s own order', async () => {
    const { u, orderId, amount } = await orderToPay();
    const pay = async (over: object, headers = u.headers) => post('/api/payment/card', { ...(await card()), amount, requestId: String(orderId), ...over }, headers);
    expect((await pay({ name: '123' })).json().message).toBe('Cardholder name is required');
    const noToken = await pay({ opaqueData: undefined });
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json().message).toBe('The card details were not received from the secure payment form. Please enter your card again.');
    expect((await pay({ opaqueData: { dataDescriptor: 'OTHER', dataValue: 'x' } })).statusCode).toBe(400);
    expect((await pay({ currency: 'EUR' })).statusCode).toBe(400);
    expect((await pay({ amount: '12' })).statusCode).toBe(400);
    const other = await createShopper(t, 'intruder');
    expect((await pay({}, other.headers)).statusCode).toBe(404);
    expect((await post('/api/payment/card', { ...(await card()), amount })).statusCode).toBe(401);
    expect(chargesOf(orderId)).toBe(0);
  });
});
