import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testConfig, type TestApp } from './helpers/testApp.ts';
import { testDatabases } from './helpers/testDatabases.ts';
import { ensureAdmin } from '../src/admin/roles.ts';
import { notifyOwner } from '../src/mail/ownerMail.ts';
import { outbox, post, signup, uniqueEmail } from './authHelpers.ts';

/**
 * Issue #24 item 1: an attacker registers the owner's (public) address before the owner starts the
 * store with ADMIN_EMAIL/ADMIN_PASSWORD. Set-up must not hand that account the back office.
 */
describe.each(testDatabases)('admin set-up against a pre-registered owner address on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database, { config: testConfig({ ownerEmail: undefined }) }, { seed: false });
  });
  afterAll(() => t.close());
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

  it("refuses to promote the attacker's account; the attacker's password gets no admin and no owner notice", async () => {
    const ownerAddress = uniqueEmail('owner');
    const attacker = await signup(t, ownerAddress, 'attacker-pass-1');
    expect(await ensureAdmin(t.db, ownerAddress, 'owner-configured-1')).toBe('refused-existing');

    expect((await get('/api/admin/me', attacker.accessToken)).statusCode).toBe(403);
    const relogin = await post(t, '/api/auth/login', { email: ownerAddress, password: 'attacker-pass-1' });
    expect(relogin.status).toBe(200);
    expect(relogin.body.data.user.role ?? 'customer').toBe('customer');
    expect((await get('/api/admin/subscribers.csv', relogin.body.data.accessToken)).statusCode).toBe(403);

    // owner notices go to admins only (no OWNER_EMAIL here): the attacker gets none
    const marker = await signup(t); // a real admin, so a notice is sent somewhere
    await ensureAdmin(t.db, marker.email, marker.password, { resetExisting: true });
    await notifyOwner(t.deps, { kind: 'paid-order', orderId: 424242, amountCents: 1000 });
    const mails = await outbox(t, 1);
    expect(mails.some((m) => m.to === marker.email && m.subject.includes('#424242'))).toBe(true);
    expect(mails.filter((m) => m.to === ownerAddress)).toEqual([]);
  });

  it("--reset-password hands the account to whoever ran it: the attacker's sessions and password die", async () => {
    const ownerAddress = uniqueEmail('owner');
    const attacker = await signup(t, ownerAddress, 'attacker-pass-1');
    expect(await ensureAdmin(t.db, ownerAddress, 'owner-configured-1', { resetExisting: true })).toBe('reset-and-promoted');

    expect((await get('/api/admin/me', attacker.accessToken)).statusCode).toBe(401);
    const refresh = await post(t, '/api/auth/refresh', { refreshToken: attacker.refreshToken });
    expect(refresh.status).toBe(401);
    expect((await post(t, '/api/auth/login', { email: ownerAddress, password: 'attacker-pass-1' }, {}, '10.24.1.1')).status).toBe(401);
    const owner = await post(t, '/api/auth/login', { email: ownerAddress, password: 'owner-configured-1' }, {}, '10.24.1.2');
    expect(owner.status).toBe(200);
    expect((await get('/api/admin/me', owner.body.data.accessToken)).json()).toMatchObject({ success: true, data: { role: 'admin' } });
  });
});
