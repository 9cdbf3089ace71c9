import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from './helpers/testDatabases.ts';
import { startTestApp, type TestApp } from './helpers/testApp.ts';
import { signup, signupAdmin } from './authHelpers.ts';

/** Every /api/admin route with its methods, read from the server's own route table. */
function adminRoutesOf(t: TestApp): { url: string; method: string; hasParams: boolean }[] {
  const out: { url: string; method: string; hasParams: boolean }[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /(\/api\/admin\S*) \(([A-Z, ]+)\)/.exec(line);
    if (!m) continue;
    for (const method of m[2].split(', ')) if (method !== 'HEAD' && method !== 'OPTIONS') out.push({ url: m[1].replace(/:(\w+)/g, 'x'), method, hasParams: m[1].includes(':') });
  }
  return out;
}

describe.each(testDatabases)('admin API access on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database, {}, { seed: false });
  });
  afterAll(() => t.close());

  it('finds the admin routes in the server route table', () => {
    const routes = adminRoutesOf(t);
    expect(routes.map((r) => r.url)).toContain('/api/admin/me');
    expect(routes.length).toBeGreaterThanOrEqual(2);
  });

  it('answers 401 to a guest, 403 to a customer and 200 to an admin on every admin route, in the envelope', async () => {
    const customer = await signup(t);
    const owner = await signupAdmin(t);
    for (const { url, method, hasParams } of adminRoutesOf(t)) {
      const asGuest = await t.app.inject({ method: method as 'GET', url });
      expect(asGuest.statusCode, `${method} ${url} guest`).toBe(401);
      expect(asGuest.json()).toMatchObject({ success: false });
      const asCustomer = await t.app.inject({ method: method as 'GET', url, headers: { authorization: `Bearer ${customer.accessToken}` } });
      expect(asCustomer.statusCode, `${method} ${url} customer`).toBe(403);
      expect(asCustomer.json()).toMatchObject({ success: false, message: 'This page is for the store owner.' });
      if (method === 'GET') {
        const asAdmin = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${owner.accessToken}` } });
        // past the role check: a route with parameters refuses 'x' as a bad id, in the envelope
        expect(asAdmin.statusCode, `${method} ${url} admin`).toBe(hasParams ? 400 : 200);
        // a download (CSV) is not an envelope; everything else is
        if (String(asAdmin.headers['content-type']).includes('json')) expect(asAdmin.json()).toMatchObject({ success: !hasParams });
      }
    }
  });

  it('tells the session its role in /api/auth/me', async () => {
    const customer = await signup(t);
    const owner = await signupAdmin(t);
    const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
    expect((await me(customer.accessToken)).json().data).toMatchObject({ email: customer.email, role: 'customer' });
    expect((await me(owner.accessToken)).json().data).toMatchObject({ email: owner.email, role: 'admin' });
  });

  it('shows the promotion in the audit log to the admin', async () => {
    const owner = await signupAdmin(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/audit', headers: { authorization: `Bearer ${owner.accessToken}` } });
    expect(res.json().data.find((r: { target: string }) => r.target === owner.user.id)).toMatchObject({ action: 'user.reset-and-promote', before: { role: 'customer' }, after: { role: 'admin' } });
  });
});
