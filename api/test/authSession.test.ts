import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeProtectedHeader, decodeJwt } from 'jose';
import { testDatabases } from './helpers/testDatabases.ts';
import { startTestApp, type TestApp } from './helpers/testApp.ts';
import { post, signup, uniqueEmail } from './authHelpers.ts';

describe.each(testDatabases)('auth sessions on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(() => t.close());

  const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });

  it('signs up with fName/lName and replies in the spec §3 shape', async () => {
    const email = uniqueEmail('Shape');
    const res = await post(t, '/api/auth/signup', { fName: ' Ada ', lName: 'Lovelace', email: `  ${email.toUpperCase()} `, password: 'secret123' });
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    const { data } = res.body;
    expect(Object.keys(data).sort()).toEqual(['accessToken', 'favouritesCart', 'refreshToken', 'user']);
    expect(Object.keys(data.user).sort()).toEqual(['address', 'city', 'country', 'created_at', 'email', 'fName', 'id', 'lName', 'phone', 'region', 'role', 'zip'].sort());
    expect(data.user.role).toBe('customer');
    expect(data.user).toMatchObject({ fName: 'Ada', lName: 'Lovelace', email: email.toLowerCase(), phone: null });
    expect(typeof data.user.id).toBe('string');
    expect(data.favouritesCart).toEqual([]);
    expect(JSON.stringify(data)).not.toMatch(/password|argon2/);
    // The issuing side matches what http/caller.ts verifies.
    expect(decodeProtectedHeader(data.accessToken).alg).toBe('HS256');
    const claims = decodeJwt(data.accessToken);
    expect(claims).toMatchObject({ sub: data.user.id, ver: 0, iss: 'store-api', aud: 'store-web' });
    expect(claims.exp! - claims.iat!).toBe(15 * 60);
    const [row] = await t.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [data.user.id]);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('accepts firstName/lastName and refuses a duplicate e-mail in any case with 409', async () => {
    const email = uniqueEmail();
    const first = await post(t, '/api/auth/signup', { firstName: 'Grace', lastName: 'Hopper', email, password: 'secret123' });
    expect(first.status).toBe(201);
    expect(first.body.data.user).toMatchObject({ fName: 'Grace', lName: 'Hopper' });
    const again = await post(t, '/api/auth/signup', { firstName: 'G', lastName: 'H', email: email.toUpperCase(), password: 'other-pass' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ success: false, message: 'An account with this email already exists. Please log in instead.', data: null });
  });

  it('refuses incomplete or bad signups with 400 envelopes', async () => {
    const cases: [unknown, string][] = [
      [{ fName: 'A', email: uniqueEmail(), password: 'secret123' }, 'Please fill in all fields!'],
      [{ fName: 'A', lName: '  ', email: uniqueEmail(), password: 'secret123' }, 'Please fill in all fields!'],
      [{ fName: 'A', lName: 'B', email: 'not-an-email', password: 'secret123' }, 'Please enter a valid email address.'],
      [{ fName: 'A', lName: 'B', email: uniqueEmail(), password: '12345' }, 'Password must be at least 6 characters long.'],
      [{ fName: 'A', lName: 'B', email: uniqueEmail(), password: 'x'.repeat(129) }, 'Password must be at most 128 characters long.'],
    ];
    for (const [payload, message] of cases) {
      const res = await post(t, '/api/auth/signup', payload);
      expect(res.status, message).toBe(400);
      expect(res.body).toEqual({ success: false, message, data: null });
    }
    const wrongType = await post(t, '/api/auth/signup', { fName: 1, lName: 'B', email: uniqueEmail(), password: 'secret123' });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.success).toBe(false);
  });

  it('logs in, and fails with one generic message for a wrong password or an unknown e-mail', async () => {
    const u = await signup(t);
    const ok = await post(t, '/api/auth/login', { email: u.email.toUpperCase(), password: u.password }, {}, '10.1.0.1');
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ success: true, message: 'Login successful!', data: { user: { id: u.user.id, email: u.email } } });
    const wrong = await post(t, '/api/auth/login', { email: u.email, password: 'wrong-pass' }, {}, '10.1.0.1');
    const unknown = await post(t, '/api/auth/login', { email: uniqueEmail('nobody'), password: 'wrong-pass' }, {}, '10.1.0.1');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ success: false, message: 'Invalid email or password.', data: null });
    expect(unknown.body).toEqual(wrong.body);
    const empty = await post(t, '/api/auth/login', { email: '', password: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Please fill in all fields!');
  });

  it('serves the profile to the token holder only', async () => {
    const u = await signup(t);
    const res = await me(u.accessToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: u.user.id, email: u.email, fName: 'Ada' });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    expect((await me(`${u.accessToken}x`)).statusCode).toBe(401);
  });

  it('rotates the refresh token on every use; reuse of a rotated token revokes the whole family', async () => {
    const u = await signup(t);
    const r1 = await post(t, '/api/auth/refresh', { refreshToken: u.refreshToken });
    expect(r1.status).toBe(200);
    expect(Object.keys(r1.body.data).sort()).toEqual(['accessToken', 'refreshToken']);
    expect(r1.body.data.refreshToken).not.toBe(u.refreshToken);
    expect((await me(r1.body.data.accessToken)).statusCode).toBe(200);
    const r2 = await post(t, '/api/auth/refresh', { refreshToken: r1.body.data.refreshToken });
    expect(r2.status).toBe(200);

    // Replaying the first (already rotated) token after the grace window: refused, and the newest
    // token dies with it.
    await t.db.query("UPDATE refresh_tokens SET revoked_at = now() - interval '1 minute' WHERE user_id = $1 AND replaced_by IS NOT NULL", [u.user.id]);
    const replay = await post(t, '/api/auth/refresh', { refreshToken: u.refreshToken });
    expect(replay.status).toBe(401);
    expect(replay.body.success).toBe(false);
    expect((await post(t, '/api/auth/refresh', { refreshToken: r2.body.data.refreshToken })).status).toBe(401);
    const [family] = await t.db.query<{ live: number }>(
      'SELECT count(*)::int AS live FROM refresh_tokens WHERE user_id = $1 AND revoked_at IS NULL',
      [u.user.id],
    );
    expect(family.live).toBe(0);
    // A separate login (another family) is untouched by that revocation.
    const other = await post(t, '/api/auth/login', { email: u.email, password: u.password }, {}, '10.1.0.2');
    expect((await post(t, '/api/auth/refresh', { refreshToken: other.body.data.refreshToken })).status).toBe(200);
  });

  it('stores refresh tokens hashed only', async () => {
    const u = await signup(t);
    const rows = await t.db.query<{ token_hash: string }>('SELECT token_hash FROM refresh_tokens WHERE user_id = $1', [u.user.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).not.toBe(u.refreshToken);
    expect(rows[0].token_hash).not.toContain(u.refreshToken.slice(0, 12));
  });

  it('refuses unknown, empty and malformed refresh tokens with 401', async () => {
    expect((await post(t, '/api/auth/refresh', { refreshToken: 'nope' })).status).toBe(401);
    expect((await post(t, '/api/auth/refresh', {})).status).toBe(401);
    expect((await post(t, '/api/auth/refresh', { refreshToken: 42 })).status).toBe(400);
  });

  it('logout revokes the family of the presented token', async () => {
    const u = await signup(t);
    const out = await post(t, '/api/auth/logout', { refreshToken: u.refreshToken });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true, message: 'Logged out successfully.', data: null });
    expect((await post(t, '/api/auth/refresh', { refreshToken: u.refreshToken })).status).toBe(401);
    const missing = await post(t, '/api/auth/logout', {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Refresh token not found!');
  });

  it('locks an account per client address: after 5 failures that address gets 429 even with the right password, a clean address logs in', async () => {
    const u = await signup(t);
    for (let i = 0; i < 5; i++) {
      const res = await post(t, '/api/auth/login', { email: u.email, password: `wrong-${i}` }, {}, '10.2.0.1');
      expect(res.status).toBe(401);
    }
    const locked = await post(t, '/api/auth/login', { email: u.email, password: u.password }, {}, '10.2.0.1');
    expect(locked.status).toBe(429);
    expect(locked.body.success).toBe(false);
    expect(locked.body.message).toMatch(/^Too many login attempts\. Please try again in \d+ minutes?\.$/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    // The owner, from an address that did not fail, still logs in.
    expect((await post(t, '/api/auth/login', { email: u.email, password: u.password }, {}, '10.2.1.1')).status).toBe(200);
    // Other accounts from the locked address are unaffected.
    const v = await signup(t);
    expect((await post(t, '/api/auth/login', { email: v.email, password: v.password }, {}, '10.2.0.1')).status).toBe(200);
    // When the window has passed the address can log in again.
    await t.db.query("UPDATE auth_throttle SET window_started_at = now() - interval '16 minutes' WHERE key LIKE 'login:pair:%'");
    expect((await post(t, '/api/auth/login', { email: u.email, password: u.password }, {}, '10.2.0.1')).status).toBe(200);
  });

  it('throttles login per IP across accounts (unknown e-mails count too)', async () => {
    const ip = '10.3.0.1';
    for (let i = 0; i < 20; i++) {
      const res = await post(t, '/api/auth/login', { email: uniqueEmail('spray'), password: 'guess-123' }, {}, ip);
      expect(res.status).toBe(401);
    }
    const u = await signup(t);
    const blocked = await post(t, '/api/auth/login', { email: u.email, password: u.password }, {}, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect((await post(t, '/api/auth/login', { email: u.email, password: u.password }, {}, '10.3.0.2')).status).toBe(200);
  });

  it('merges the guest wishlist and cart into the user on login without duplicates, in the spec entry shape', async () => {
    const products = await t.db.query<{ id: string; category: string; price_cents: number; variants: { id: number; price: number }[] }>(
      'SELECT id, category, price_cents, variants FROM products ORDER BY id LIMIT 2',
    );
    const [p1, p2] = products;
    const v1 = p1.variants[0];
    const u = await signup(t);
    const guest = `guest_${Math.random().toString(36).slice(2, 14)}`;
    const insert = (owner: 'user_id' | 'guest_uid', value: string, type: string, p: typeof p1, variant: number | null, qty = 1) =>
      t.db.query(
        `INSERT INTO favourites_cart (${owner}, type, product_id, category, variant_id, quantity) VALUES ($1, $2, $3, $4, $5, $6)`,
        [value, type, p.id, p.category, variant, qty],
      );
    await insert('user_id', u.user.id, 'favorite', p1, null);
    await insert('guest_uid', guest, 'favorite', p1, null); // duplicate of the user's
    await insert('guest_uid', guest, 'favorite', p2, null);
    await insert('guest_uid', guest, 'cart', p1, v1.id, 3);

    const res = await post(t, '/api/auth/login', { email: u.email, password: u.password }, { 'x-guest-uid': guest }, '10.4.0.1');
    expect(res.status).toBe(200);
    const entries = res.body.data.favouritesCart as Record<string, unknown>[];
    expect(entries).toHaveLength(3);
    expect(entries.filter((e) => e.type === 'favorite' && e.product_id === p1.id)).toHaveLength(1);
    const cart = entries.find((e) => e.type === 'cart')!;
    expect(cart).toMatchObject({
      uid: u.user.id,
      product_id: p1.id,
      category: p1.category,
      variant_id: v1.id,
      quantity: 3,
      productTitle: expect.any(String),
      default_image: expect.any(String),
      productPrice: `${Math.floor(v1.price / 100)}.${String(v1.price % 100).padStart(2, '0')}`,
    });
    expect(cart[`${t.deps.print.name}Details`]).toMatchObject({ title: cart.productTitle, images: expect.any(Array), variants: expect.any(Array) });
    const fav = entries.find((e) => e.product_id === p2.id)!;
    expect(fav.productPrice).toMatch(/^\d+\.\d{2}$/);
    const [left] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM favourites_cart WHERE guest_uid = $1', [guest]);
    expect(left.n).toBe(0);

    // Signup merges too (guest uid in the body works as well as the header).
    const guest2 = `guest_${Math.random().toString(36).slice(2, 14)}`;
    await insert('guest_uid', guest2, 'favorite', p2, null);
    const fresh = await post(t, '/api/auth/signup', { fName: 'N', lName: 'M', email: uniqueEmail(), password: 'secret123', guestUid: guest2 });
    expect(fresh.body.data.favouritesCart).toEqual([expect.objectContaining({ product_id: p2.id, type: 'favorite', uid: fresh.body.data.user.id })]);
  });
});
