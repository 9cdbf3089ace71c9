import { subscribedMessage } from '../src/routes/content/newsletter.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from './helpers/testDatabases.ts';
import { startTestApp, type TestApp } from './helpers/testApp.ts';
import { outbox, signupAdmin } from './authHelpers.ts';
import { confirmSubscription, subscribe } from '../src/content/newsletter.ts';
import { csvCell } from '../src/admin/csv.ts';
import { eventually } from './fakes/shopper.ts';

/** Subscribers, CSV export, newsletters with one-click unsubscribe (issue #15). */
describe.each(testDatabases)('newsletter back office on $name', (database) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let adminEmail: string;
  beforeAll(async () => {
    t = await startTestApp(database, {}, { seed: false });
    const owner = await signupAdmin(t);
    adminEmail = owner.email;
    admin = { authorization: `Bearer ${owner.accessToken}` };
  });
  afterAll(() => t.close());
  /** An address that subscribed and followed its confirmation link. */
  const subscribed = async (email: string) => {
    const { confirmToken } = await subscribe(t.db, email);
    expect(await confirmSubscription(t.db, confirmToken!)).toBe('confirmed');
  };
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin });
  const post = (url: string, payload: object, headers = admin) => t.app.inject({ method: 'POST', url, payload, headers });

  it('lists subscribers 50 a page, newest first, and exports every one as CSV safe for spreadsheets', async () => {
    for (let i = 0; i < 53; i++) await subscribed(`reader${String(i).padStart(2, '0')}@example.com`);
    await subscribed('=cmd|calc@example.com');
    const first = (await get('/api/admin/subscribers?page=1')).json();
    expect(first).toMatchObject({ total: 54, totalPages: 2 });
    expect(first.data).toHaveLength(50);
    expect(first.data[0].email).toBe('=cmd|calc@example.com');
    const second = (await get('/api/admin/subscribers?page=2')).json();
    expect(second.data.map((s: { email: string }) => s.email)).toEqual(['reader03@example.com', 'reader02@example.com', 'reader01@example.com', 'reader00@example.com']);
    const csv = await get('/api/admin/subscribers.csv');
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('email,subscribed_at');
    expect(lines).toHaveLength(55);
    expect(lines).toContain(`'=cmd|calc@example.com,${first.data[0].subscribedAt}`);
    expect(csvCell('a,"b"')).toBe('"a,""b"""');
  });

  it('sends a test to the admin only, then to every subscriber with their own one-click link, sanitised; an unsubscribed reader gets nothing', async () => {
    const before = (await outbox(t, 0)).length;
    const html = '<h2>Autumn drop</h2><p>New <em>hoodies</em>.</p><script>alert(1)</script>';
    const test = await post('/api/admin/newsletters', { subject: 'Autumn drop', html, test: true });
    expect(test.json()).toMatchObject({ success: true, message: 'Test sent to your address' });
    const afterTest = await outbox(t, before + 1);
    expect(afterTest.slice(before).map((m) => m.to)).toEqual([adminEmail]);

    // a reader unsubscribes through the link of a previous newsletter
    await subscribed('leaver@example.com');
    const [{ token }] = await t.db.query<{ token: string }>(`SELECT unsubscribe_token AS token FROM newsletter_subscribers WHERE email = 'leaver@example.com'`);
    // issue 41, defect 13: opening the link (a mail scanner does) only leads to the store's page with a button
    const page = await t.app.inject({ method: 'GET', url: `/api/newsletter/unsubscribe?token=${token}` });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe(`/newsletter/unsubscribe?token=${token}`);
    const [still] = await t.db.query<{ gone: boolean }>(`SELECT unsubscribed_at IS NOT NULL AS gone FROM newsletter_subscribers WHERE email = 'leaver@example.com'`);
    expect(still.gone).toBe(false);
    // the page's button
    const pressed = await t.app.inject({ method: 'POST', url: `/api/newsletter/unsubscribe?token=${token}`, payload: {} });
    expect(pressed.json()).toMatchObject({ success: true, message: 'You are unsubscribed.' });
    expect((await t.app.inject({ method: 'POST', url: `/api/newsletter/unsubscribe?token=${token}`, payload: {} })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe?token=not-a-real-token-at-all', payload: {} })).statusCode).toBe(404);

    const audience = (await get('/api/admin/newsletters/audience')).json().data.recipients;
    expect(audience).toBe(54);
    const sent = await post('/api/admin/newsletters', { subject: 'Autumn drop', html, test: false });
    // sent by a job: the request answers at once, the back office follows the count (#43 item 5)
    expect(sent.json()).toMatchObject({ success: true, message: 'Sending to 54 subscribers', data: { recipients: 54 } });
    const done = await eventually(async () => {
      const p = (await get('/api/admin/newsletters/progress')).json().data;
      return p?.finishedAt ? p : null;
    }, 30_000);
    expect(done).toMatchObject({ id: sent.json().data.id, subject: 'Autumn drop', recipients: 54, sent: 54, failed: 0, pending: 0 });
    const mails = (await outbox(t, before + 1 + 54)).slice(before + 1);
    expect(mails.some((m) => m.to === 'leaver@example.com')).toBe(false);
    const one = mails.find((m) => m.to === 'reader07@example.com')! as (typeof mails)[number] & { headers: Record<string, string> };
    expect(one.html).toContain('<em>hoodies</em>');
    expect(one.html).not.toContain('<script');
    const link = /<(http[^>]+)>/.exec(one.headers['List-Unsubscribe']!)![1]!;
    expect(one.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(one.text).toContain(link);
    expect(new Set(mails.map((m) => (m as typeof one).headers['List-Unsubscribe'])).size).toBe(54);

    // the mail client's one-click POST works without login and is final
    const oneClick = await t.app.inject({ method: 'POST', url: link.replace(/^https?:\/\/[^/]+/, '') });
    expect(oneClick.json()).toMatchObject({ success: true, message: 'You are unsubscribed.' });
    expect((await get('/api/admin/newsletters/audience')).json().data.recipients).toBe(53);
    expect((await get('/api/admin/audit')).json().data[0]).toMatchObject({ action: 'newsletter.send', after: { recipients: 54, sent: 54 } });
  });

  it('mails a confirmation link to a new address, which counts only once it is followed (double opt-in)', async () => {
    const audience = async () => (await get('/api/admin/newsletters/audience')).json().data.recipients as number;
    const before = await audience();
    const sentBefore = (await outbox(t, 0)).length;
    const res = await t.app.inject({ method: 'POST', url: '/api/subscribe', payload: { email: 'Optin@Example.com' } });
    expect(res.json().message).toBe(subscribedMessage);
    const mail = (await outbox(t, sentBefore + 1)).find((m) => m.to === 'optin@example.com')!;
    expect(mail.subject).toMatch(/please confirm your newsletter subscription/);
    expect(await audience()).toBe(before);
    // the link opens the store's page (issue 41, defect 13); its Confirm button POSTs the token
    const link = /(http\S+\/newsletter\/confirm\?token=(\S+))/.exec(mail.text)!;
    expect(link[1]).not.toContain('/api/');
    const opened = await t.app.inject({ method: 'GET', url: `/api/newsletter/confirm?token=${link[2]}` });
    expect(opened.statusCode).toBe(303);
    expect(await audience()).toBe(before);
    const confirmed = await t.app.inject({ method: 'POST', url: `/api/newsletter/confirm?token=${link[2]}`, payload: {} });
    expect(confirmed.json()).toMatchObject({ success: true, message: 'Subscription confirmed: our newsletter will reach you from now on.' });
    expect(await audience()).toBe(before + 1);
    const unknown = await t.app.inject({ method: 'POST', url: '/api/newsletter/confirm?token=not-a-real-token-at-all', payload: {} });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().success).toBe(false);
  });

  it('refuses a newsletter without a subject in the envelope and sends nothing', async () => {
    const before = (await outbox(t, 0)).length;
    const bad = await post('/api/admin/newsletters', { subject: '', html: '<p>x</p>' });
    expect(bad.json()).toMatchObject({ success: false, message: 'Invalid subject: Give the newsletter a subject.' });
    expect((await outbox(t, 0)).length).toBe(before);
  });
});
