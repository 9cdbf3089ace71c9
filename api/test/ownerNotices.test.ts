import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from './helpers/testDatabases.ts';
import { startTestApp, type TestApp } from './helpers/testApp.ts';
import { someVariants, type PricedVariant } from './fakes/shopper.ts';
import { paidOrder, placedOrder, postAs } from './fakes/paidOrders.ts';
import { outbox, signupAdmin } from './authHelpers.ts';
import { notifyOwner } from '../src/mail/ownerMail.ts';

/** Issue #41 item 3 and "Notices the owner controls": who is told of a cancel or refund, as the owner set it. */
describe.each(testDatabases)('notices the owner controls on $name', (database) => {
  let t: TestApp;
  let variant: PricedVariant;
  let admin: Record<string, string>;
  let ownerEmail: string;
  beforeAll(async () => {
    t = await startTestApp(database);
    [variant] = (await someVariants(t, 1)) as [PricedVariant];
    const owner = await signupAdmin(t);
    ownerEmail = (await t.db.query<{ email: string }>(`SELECT email FROM users WHERE role = 'admin' ORDER BY id LIMIT 1`))[0]!.email;
    admin = { authorization: `Bearer ${owner.accessToken}` };
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.query('DELETE FROM notice_settings');
  });

  const put = (kind: string, payload: unknown, headers = admin) => t.app.inject({ method: 'PUT', url: `/api/admin/notices/${kind}`, payload: payload as object, headers });
  const get = (url: string, headers = admin) => t.app.inject({ method: 'GET', url, headers });
  const cancel = (o: { orderId: number; u: { headers: Record<string, string> } }) => postAs(t, '/api/update-order', { orderId: o.orderId, action: 'cancel' }, o.u.headers);
  /** the mails about one order, once the outbox has settled */
  const mailsAbout = async (orderId: number) => {
    await new Promise((r) => setTimeout(r, 300));
    return (await outbox(t, 0)).filter((m) => m.subject.includes(`#${orderId} `) || m.subject.endsWith(`#${orderId}`) || m.subject.includes(`#${orderId},`));
  };

  it("a shopper's cancel of an unpaid order e-mails the shopper and tells the owner", async () => {
    const o = await placedOrder(t, variant, 'cancels');
    expect((await cancel(o)).statusCode).toBe(200);
    const mails = await mailsAbout(o.orderId);
    const toShopper = mails.find((m) => m.subject.endsWith(`order #${o.orderId} is canceled`));
    expect(toShopper?.text).toContain('Nothing was charged for it.');
    const toOwner = mails.find((m) => m.to === ownerEmail && m.subject.includes('was canceled by the shopper'));
    expect(toOwner?.text).toContain('It had not been paid.');
  });

  it("a paid order's cancel: the refund e-mail says the order is canceled; the owner hears how much went back", async () => {
    const o = await paidOrder(t, variant, 'cancels-paid');
    expect((await cancel(o)).statusCode).toBe(200);
    const mails = await mailsAbout(o.orderId);
    const refund = mails.find((m) => /(refund|payment canceled) for order #\d+, order canceled$/.test(m.subject));
    expect(refund?.text).toContain(`Order #${o.orderId} is canceled: it will not be made or sent.`);
    const toOwner = mails.find((m) => m.to === ownerEmail && m.subject.includes('was canceled by the shopper'));
    expect(toOwner?.text).toContain(`$${(o.cents / 100).toFixed(2)} went back to their card.`);
  });

  it('switched off, the shopper and owner notices are not sent; the switch is validated and admin-only', async () => {
    expect((await put('owner-cancel', { enabled: false })).json()).toMatchObject({ success: true, data: { kind: 'owner-cancel', enabled: false } });
    expect((await put('shopper-cancel', { enabled: false })).statusCode).toBe(200);
    const o = await placedOrder(t, variant, 'quiet');
    expect((await cancel(o)).statusCode).toBe(200);
    expect(await mailsAbout(o.orderId)).toEqual([]);
    const settings = (await get('/api/admin/notices')).json().data.settings as { kind: string; enabled: boolean }[];
    expect(settings.find((s) => s.kind === 'owner-cancel')?.enabled).toBe(false);
    expect(settings.find((s) => s.kind === 'owner-fulfilment-failed')?.enabled).toBe(true);

    expect((await put('no-such-notice', { enabled: true })).statusCode).toBe(400);
    const bad = await put('owner-cancel', { enabled: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
    expect((await put('owner-cancel', { enabled: true }, { 'x-guest-uid': 'guest-1' })).statusCode).toBe(401);
  });

  it("the owner's fulfilment-failure notice follows its switch", async () => {
    const before = (await outbox(t, 0)).filter((m) => m.subject.includes('could not be sent to the print provider')).length;
    await put('owner-fulfilment-failed', { enabled: false });
    await notifyOwner(t.deps, { kind: 'fulfilment-failed', orderId: 999_001, reason: 'test' });
    await put('owner-fulfilment-failed', { enabled: true });
    await notifyOwner(t.deps, { kind: 'fulfilment-failed', orderId: 999_002, reason: 'test' });
    await new Promise((r) => setTimeout(r, 300));
    const after = (await outbox(t, 0)).filter((m) => m.subject.includes('could not be sent to the print provider'));
    expect(after).toHaveLength(before + 1);
    expect(after.some((m) => m.subject.includes('#999002'))).toBe(true);
  });

  it('every e-mail template can be previewed with sample values, the cancel and refund ones included', async () => {
    const list = (await get('/api/admin/notices')).json().data.previews as { id: string; label: string }[];
    expect(list.map((p) => p.id)).toEqual(expect.arrayContaining(['payment-confirmation', 'shipped', 'canceled', 'refund-canceled', 'void-canceled', 'refund-part', 'owner-cancel', 'owner-fulfilment-failed', 'owner-paid-order']));
    for (const p of list) {
      const res = await get(`/api/admin/notices/previews/${p.id}`);
      expect(res.statusCode, p.id).toBe(200);
      const m = res.json().data;
      expect(m.subject.length, p.id).toBeGreaterThan(5);
      expect(m.html, p.id).toMatch(/^<!doctype html>/);
      expect(m.to, p.id).toMatch(/@example\.com$/);
      expect(m.bodyHtml, p.id).not.toMatch(/<(script|html|body)/i);
    }
    expect((await get('/api/admin/notices/previews/nope')).statusCode).toBe(404);
  });
});
