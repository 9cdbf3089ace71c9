import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/testApp.ts';
import { testDatabases } from './helpers/testDatabases.ts';
import { confirmSubscription, subscribe } from '../src/content/newsletter.ts';
import { publicUrlWarning } from '../src/mail/publicUrlCheck.ts';

/** Issue #24 item 4: the POST Gmail and Yahoo send for List-Unsubscribe-Post (RFC 8058). */
describe.each(testDatabases)('one-click unsubscribe on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database, {}, { seed: false });
  });
  afterAll(() => t.close());
  const subscribedToken = async (email: string) => {
    const { confirmToken } = await subscribe(t.db, email);
    await confirmSubscription(t.db, confirmToken!);
    const [{ token }] = await t.db.query<{ token: string }>('SELECT unsubscribe_token AS token FROM newsletter_subscribers WHERE email = $1', [email]);
    return token;
  };
  const isSubscribed = async (email: string) =>
    (await t.db.query(`SELECT 1 FROM newsletter_subscribers WHERE email = $1 AND unsubscribed_at IS NULL`, [email])).length > 0;

  it('accepts List-Unsubscribe=One-Click as application/x-www-form-urlencoded and as multipart', async () => {
    const token = await subscribedToken('gmail-reader@example.com');
    const res = await t.app.inject({ method: 'POST', url: `/api/newsletter/unsubscribe?token=${token}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'You are unsubscribed.' });
    expect(await isSubscribed('gmail-reader@example.com')).toBe(false);

    const other = await subscribedToken('yahoo-reader@example.com');
    const multipart = '--b0\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b0--\r\n';
    const res2 = await t.app.inject({ method: 'POST', url: `/api/newsletter/unsubscribe?token=${other}`, headers: { 'content-type': 'multipart/form-data; boundary=b0' }, payload: multipart });
    expect(res2.statusCode, res2.body).toBe(200);
    expect(await isSubscribed('yahoo-reader@example.com')).toBe(false);
  });

  it('still refuses an unknown token (404) and an oversized form (413), in the envelope', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe?token=not-a-real-token-at-all', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false });
    const big = await t.app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe?token=not-a-real-token-at-all', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'x='.padEnd(10_000, 'a') });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ success: false });
  });
});

describe('PUBLIC_URL check at start', () => {
  it('warns for a plain-http public address, not for https or this machine', () => {
    expect(publicUrlWarning('http://shop.example.com')).toMatch(/not https/);
    expect(publicUrlWarning('https://shop.example.com')).toBeNull();
    expect(publicUrlWarning('http://localhost:8080')).toBeNull();
    expect(publicUrlWarning('http://127.0.0.1:8080')).toBeNull();
  });
});
