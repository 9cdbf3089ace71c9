import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from './helpers/testDatabases.ts';
import { startTestApp, type TestApp } from './helpers/testApp.ts';
import { post, signup } from './authHelpers.ts';

describe.each(testDatabases)('profile API on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(() => t.close());

  const me = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } })).json();
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  it('shows the last billing address used where the account has none, and N/A stays null', async () => {
    const u = await signup(t);
    expect((await me(u.accessToken)).data).toMatchObject({ address: null, city: null, country: null });
    await t.db.query(
      `INSERT INTO billing_details (user_id, full_name, address, city, zip_code, country, state, phone, email)
       VALUES ($1, 'Ada Lovelace', '1 Main St', 'New York', '10001', 'US', 'NY', '+12125550100', 'ada@example.com')`,
      [u.user.id],
    );
    const data = (await me(u.accessToken)).data;
    expect(data).toMatchObject({ address: '1 Main St', city: 'New York', zip: '10001', country: 'US', region: 'NY', phone: '+12125550100' });
    expect(typeof data.created_at).toBe('string');
  });

  it('saves the verified user only, whatever user id the body names', async () => {
    const a = await signup(t);
    const b = await signup(t);
    const res = await post(
      t,
      '/api/auth/profile',
      { id: b.user.id, userId: b.user.id, fName: '  Grace ', lName: 'Hopper', phone: '+1 212 555 0100', address: '2 Side Rd', country: 'gb', region: '', city: 'London', zip: 'SW1A 1AA' },
      bearer(a.accessToken),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Profile saved.' });
    expect(res.body.data).toMatchObject({ id: a.user.id, fName: 'Grace', country: 'GB', region: null, city: 'London' });
    expect((await me(a.accessToken)).data).toMatchObject({ fName: 'Grace', lName: 'Hopper', zip: 'SW1A 1AA' });
    // The other user (named in the body) is untouched.
    expect((await me(b.accessToken)).data).toMatchObject({ fName: 'Ada', lName: 'Lovelace', city: null });
  });

  it('refuses bad input with a 400 envelope and no change, and a missing or forged token with 401', async () => {
    const a = await signup(t);
    for (const body of [
      { fName: '', lName: 'X' },
      { fName: 'A', lName: 'B', phone: 'call me' },
      { fName: 'A', lName: 'B', country: 'USA' },
      { fName: 'A'.repeat(61), lName: 'B' },
      [1, 2],
    ]) {
      const res = await post(t, '/api/auth/profile', body, bearer(a.accessToken));
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.message).toEqual(expect.any(String));
    }
    expect((await me(a.accessToken)).data).toMatchObject({ fName: 'Ada', lName: 'Lovelace' });
    expect((await post(t, '/api/auth/profile', { fName: 'X', lName: 'Y' })).status).toBe(401);
    expect((await post(t, '/api/auth/profile', { fName: 'X', lName: 'Y' }, bearer(`${a.accessToken}x`))).status).toBe(401);
    expect((await me(a.accessToken)).data.fName).toBe('Ada');
  });
});
