import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { testDatabases } from './helpers/testDatabases.ts';
import { startTestApp, type TestApp } from './helpers/testApp.ts';
import { eventually, someVariants, type PricedVariant } from './fakes/shopper.ts';
import { paidOrder, placedOrder } from './fakes/paidOrders.ts';
import { outbox, signupAdmin } from './authHelpers.ts';
import { seedDemoOrders } from '../src/admin/demoOrders.ts';

/** The back office beyond refunds: dashboard, an order's timeline and actions, the blog editor. */
describe.each(testDatabases)('back office on $name', (database) => {
  let t: TestApp;
  let variant: PricedVariant;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp(database);
    [variant] = await someVariants(t, 1) as [PricedVariant];
    const owner = await signupAdmin(t);
    admin = { authorization: `Bearer ${owner.accessToken}` };
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin });
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => t.app.inject({ method, url, headers: admin, payload: payload as object });
  const partnerId = async (orderId: number) => (await t.db.query<{ partner_order_id: string | null }>('SELECT partner_order_id FROM orders WHERE id = $1', [orderId]))[0]?.partner_order_id;

  it('counts a paid order in today, 7 and 30 days and in today\'s bar; an unpaid order counts nowhere', async () => {
    const before = (await get('/api/admin/dashboard')).json().data;
    const { cents, orderId } = await paidOrder(t, variant);
    const unpaid = await placedOrder(t, variant, 'unpaid');
    const after = (await get('/api/admin/dashboard')).json().data;
    for (const i of [0, 1, 2]) {
      expect(after.windows[i].orders - before.windows[i].orders).toBe(1);
      expect(after.windows[i].revenueCents - before.windows[i].revenueCents).toBe(cents);
    }
    expect(after.revenuePerDay).toHaveLength(30);
    expect(after.revenuePerDay.at(-1).revenueCents - before.revenuePerDay.at(-1).revenueCents).toBe(cents);
    expect(after.revenuePerDay.at(-1).day).toBe(new Date().toISOString().slice(0, 10));
    // the newest orders, paid or not, newest first
    expect(after.latest.slice(0, 2).map((o: { orderId: number }) => o.orderId)).toEqual([unpaid.orderId, orderId]);
  });

  it("shows an order's shopper, items, amounts and a timeline from placed to canceled; a refund lowers the day's revenue", async () => {
    const { orderId, cents, u } = await paidOrder(t, variant, 'timeline');
    await eventually(() => partnerId(orderId));
    const revenueBefore = (await get('/api/admin/dashboard')).json().data.windows[0].revenueCents;
    expect((await send('POST', `/api/admin/orders/${orderId}/refund`, { requestKey: randomUUID() })).statusCode).toBe(200);
    const res = await get(`/api/admin/orders/${orderId}`);
    expect(res.statusCode).toBe(200);
    const o = res.json().data;
    expect(o).toMatchObject({ orderId, status: 'canceled', paymentStatus: expect.stringMatching(/^(refunded|voided)$/), shopper: { email: u.email } });
    expect(o.items).toHaveLength(1);
    expect(o.amounts).toMatchObject({ totalCents: cents, chargedCents: cents, refundedCents: cents });
    const kinds = o.timeline.map((e: { kind: string }) => e.kind);
    expect(kinds.slice(0, 3)).toEqual(['placed', 'paid', 'sent-to-provider']);
    expect(kinds).toContain('canceled');
    expect(kinds.some((k: string) => k === 'refund' || k === 'void')).toBe(true);
    expect(o.timeline.find((e: { kind: string }) => e.kind === 'paid').text).toMatch(/ending 1111 \(transaction \S+\)/);
    expect((await get('/api/admin/dashboard')).json().data.windows[0].revenueCents).toBe(revenueBefore - cents);
    // the shopper's own list says canceled too
    const mine = await t.app.inject({ method: 'GET', url: '/api/order/local/details', headers: u.headers });
    expect(JSON.stringify(mine.json())).toContain('canceled');
  });

  it('answers 404 for an unknown order and refuses to retry fulfilment of an unpaid or already sent order', async () => {
    expect((await get('/api/admin/orders/999999999')).statusCode).toBe(404);
    const unpaid = await placedOrder(t, variant, 'unpaid2');
    expect((await send('POST', `/api/admin/orders/${unpaid.orderId}/retry-fulfilment`)).json()).toMatchObject({ success: false, message: 'Only a paid order can be sent to the print provider.' });
    const paid = await paidOrder(t, variant, 'sent');
    await eventually(() => partnerId(paid.orderId));
    const again = await send('POST', `/api/admin/orders/${paid.orderId}/retry-fulfilment`);
    expect(again.statusCode).toBe(409);
  });

  it('sends the confirmation e-mail again and notes it in the timeline', async () => {
    const { orderId } = await paidOrder(t, variant, 'resend');
    const sentBefore = (await outbox(t, 0)).length;
    const res = await send('POST', `/api/admin/orders/${orderId}/resend-confirmation`);
    expect(res.json()).toMatchObject({ success: true, message: 'Confirmation e-mail sent' });
    const mails = await outbox(t, sentBefore + 1);
    // the resend is written before the reply; every confirmation of this order, the first and the one sent
    // again, carries the whole order, not only the total (issue #41 item 9)
    const confirmations = mails.filter((m) => m.subject.includes(`order #${orderId}`));
    expect(confirmations.length).toBeGreaterThanOrEqual(1);
    for (const mail of confirmations) {
      expect(mail.text).toContain('Items:');
      expect(mail.text).toMatch(/\n1 × .+: \$\d+\.\d{2}\n/);
      expect(mail.text).toContain('Ships to: ');
    }
    const kinds = (await get(`/api/admin/orders/${orderId}`)).json().data.timeline.map((e: { kind: string }) => e.kind);
    expect(kinds).toContain('confirmation-resent');
  });

  it('keeps a draft off the shop, publishes it sanitised under a unique address, and deletes it', async () => {
    const title = `Printing on recycled cotton ${randomUUID().slice(0, 6)}`;
    const draft = { title, topic: 'guides', content: '<p>Soft <strong>and</strong> strong.</p>\n\t<script>alert(1)</script><img src=x onerror=alert(1)>', published: false };
    const created = await send('POST', '/api/admin/blogs', draft);
    expect(created.json()).toMatchObject({ success: true, message: 'Draft saved', data: { published: false } });
    const post = created.json().data;
    expect(post.slug).toMatch(/^printing-on-recycled-cotton-[a-z0-9]+$/);
    expect(post.content).not.toMatch(/script|onerror/);
    expect((await t.app.inject({ method: 'GET', url: `/api/blogs/slug/${post.slug}` })).statusCode).toBe(404);
    const twin = (await send('POST', '/api/admin/blogs', draft)).json().data;
    expect(twin.slug).toBe(`${post.slug}-2`);

    const published = await send('PUT', `/api/admin/blogs/${post.id}`, { ...draft, published: true });
    expect(published.json()).toMatchObject({ message: 'Post published', data: { slug: post.slug, published: true } });
    const page = await t.app.inject({ method: 'GET', url: `/api/blogs/slug/${post.slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().data.title).toBe(title);
    const list = (await t.app.inject({ method: 'GET', url: '/api/blogs?page=1' })).json().data;
    expect(list[0].slug).toBe(post.slug);

    const preview = (await send('POST', '/api/admin/blogs/preview', { content: '<h2 onclick="x()">Hi</h2><iframe src="//evil"></iframe>' })).json().data.html;
    expect(preview).toContain('<h2>Hi</h2>');
    expect(preview).not.toMatch(/onclick|iframe/);

    expect((await send('DELETE', `/api/admin/blogs/${post.id}`)).json()).toMatchObject({ success: true, message: 'Post deleted' });
    expect((await t.app.inject({ method: 'GET', url: `/api/blogs/slug/${post.slug}` })).statusCode).toBe(404);
    expect((await send('DELETE', `/api/admin/blogs/${post.id}`)).statusCode).toBe(404);
    const audit = (await get('/api/admin/audit')).json().data.map((a: { action: string }) => a.action);
    expect(audit).toEqual(expect.arrayContaining(['blog.create', 'blog.update', 'blog.delete']));
  });

  it('refuses a post without a title in the envelope and stores nothing', async () => {
    const before = (await get('/api/admin/blogs')).json().data.length;
    const bad = await send('POST', '/api/admin/blogs', { title: ' ', topic: 'guides', content: '<p>x</p>', published: true });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, message: 'Invalid title: The title needs at least 3 characters.' });
    expect((await get('/api/admin/blogs')).json().data.length).toBe(before);
  });
});

describe.each(testDatabases)('demo orders on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(() => t.close());

  it('fills an empty store with weeks of paid orders the dashboard counts, once, and never beside a real order', async () => {
    const made = await seedDemoOrders(t.db);
    expect(made).toBeGreaterThan(10);
    const days = await t.db.query<{ d: string }>('SELECT DISTINCT created_at::date::text AS d FROM orders');
    expect(days.length).toBeGreaterThanOrEqual(10);
    expect(await seedDemoOrders(t.db)).toBe(0);
    const owner = await signupAdmin(t);
    const board = (await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: { authorization: `Bearer ${owner.accessToken}` } })).json().data;
    expect(board.windows[2].orders).toBeGreaterThan(5);
    expect(board.revenuePerDay.filter((d: { revenueCents: number }) => d.revenueCents > 0).length).toBeGreaterThanOrEqual(10);
    // none of them needs the owner: they are all at the provider or refunded
    expect(board.attention).toEqual([]);
  });
});
