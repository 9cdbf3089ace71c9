import { request } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import argon2 from 'argon2';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDatabases } from './helpers/testDatabases.ts';
import { startTestApp, testConfig, type TestApp } from './helpers/testApp.ts';
import { post, signup, uniqueEmail } from './authHelpers.ts';
import { billing, createShopper } from './fakes/shopper.ts';
import { contentSecurityPolicy, remoteScriptOrigins } from '../src/http/contentSecurityPolicy.ts';
import { findBadText } from '../src/http/validate.ts';
import { accountDelaySeconds } from '../src/auth/policy.ts';
import { buildApp } from '../src/app.ts';

/** The security headers every reply must carry, whoever produced it. */
export function expectSecurityHeaders(headers: Record<string, unknown>) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(String(headers['content-security-policy'])).toMatch(/script-src 'self'/);
  expect(String(headers['content-security-policy'])).not.toContain('unsafe-inline');
  expect(headers['referrer-policy']).toBeDefined();
}

describe('control-character rule (shared validation helper)', () => {
  it('names the field holding NUL, other C0 controls, \\r in a single-line field or a lone surrogate', () => {
    expect(findBadText({ a: 'ok\tand\nfine' })).toBeUndefined();
    expect(findBadText({ a: 'x\u0000y' })).toBe('a');
    expect(findBadText({ a: { b: ['ok', 'bad\u001b'] } })).toBe('a.b.1');
    expect(findBadText({ note: 'line\r\nline' })).toBe('note');
    expect(findBadText({ note: 'line\r\nline' }, { multiline: ['note'] })).toBeUndefined();
    expect(findBadText({ name: 'a\ud800b' })).toBe('name');
    expect(findBadText({ name: 'emoji 😀 ok' })).toBeUndefined();
    expect(findBadText({ ['k\u0000']: 1 })).toBe('k\u0000');
  });
});

describe('Content-Security-Policy builder', () => {
  it('allows scripts from self and the remotes only, with an optional nonce and never unsafe-inline', () => {
    const origins = remoteScriptOrigins({ a: '/mfe/a/mf-manifest.json', b: 'https://cdn.example.com/b/mf-manifest.json', c: 'http://localhost:5175/mf-manifest.json' });
    expect(origins).toEqual(['https://cdn.example.com', 'http://localhost:5175']);
    const csp = contentSecurityPolicy(origins, 'abc123');
    expect(csp).toContain("script-src 'self' https://cdn.example.com http://localhost:5175 'nonce-abc123'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/unsafe-(inline|eval)/);
    expect(contentSecurityPolicy([])).not.toContain('nonce');
  });
});

describe.each(testDatabases)('hardening on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    const config = testConfig();
    config.remotes = { ...config.remotes, content: 'https://cdn.example.com/content/mf-manifest.json' };
    t = await startTestApp(database, { config });
  });
  afterAll(() => t.close());
  afterEach(() => vi.restoreAllMocks());

  const nul = 'a\u0000b';
  const expect400Naming = (res: { statusCode: number; json(): { success: boolean; message: string; data: unknown } }, field: string) => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: `Invalid ${field}: control characters are not allowed.`, data: null });
  };

  it('answers a NUL byte in any text input with a 400 naming the field (point 1)', async () => {
    const shopper = await createShopper(t);
    const guest = { 'x-guest-uid': 'guest_abcdefgh1234' };
    expect400Naming(await t.app.inject({ method: 'GET', url: '/api/t-shirts?color=a%00b' }), 'color');
    expect400Naming(await t.app.inject({ method: 'GET', url: '/api/t-shirts?size=%00' }), 'size');
    expect400Naming(await t.app.inject({ method: 'POST', url: '/api/search-products', payload: { searchTerm: nul } }), 'searchTerm');
    expect400Naming(await t.app.inject({ method: 'GET', url: '/api/blogs/slug/a%00b' }), 'slug');
    expect400Naming(await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { fName: nul, lName: 'L', email: uniqueEmail(), password: 'secret123' } }), 'fName');
    expect400Naming(await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: `x${nul}@example.com`, password: 'secret123' } }), 'email');
    expect400Naming(await t.app.inject({ method: 'POST', url: '/api/biling-details/add', payload: { ...billing, address: nul }, headers: shopper.headers }), 'address');
    expect400Naming(await t.app.inject({ method: 'POST', url: '/api/favourites-cart/add-remove', payload: { type: 'favorite', product_id: nul }, headers: guest }), 'product_id');
    expect400Naming(await t.app.inject({ method: 'POST', url: '/api/subscribe', payload: { email: `a${nul}@example.com` } }), 'email');
    // lone surrogate and carriage return in a single-line field
    expect400Naming(await t.app.inject({ method: 'POST', url: '/api/search-products', payload: { searchTerm: 'x\ud800' } }), 'searchTerm');
    // a name is header-bound (issue #24): the reply says what is wrong with it
    const cr = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { fName: 'A\rB', lName: 'L', email: uniqueEmail(), password: 'secret123' } });
    expect(cr.json()).toEqual({ success: false, message: 'Invalid fName: line breaks are not allowed.', data: null });
    expect400Naming(await t.app.inject({ method: 'POST', url: '/api/search-products', payload: { searchTerm: 'a\rb' } }), 'searchTerm');
  });

  it('a failing database insert logs code, message and route only: no parameter, hash or personal data (point 2)', async () => {
    const lines: string[] = [];
    // A second app on the same database (two open PostgreSQL test schemas cannot share pg_trgm).
    const logged = { app: await buildApp(t.deps, { logStream: { write: (l) => void lines.push(l) }, workers: false }), db: t.db };
    try {
      // The insert fails inside the database, with every value of the row in the driver's error.
      await logged.db.query("ALTER TABLE users ADD CONSTRAINT refuse_zelda CHECK (first_name <> 'Zelda')");
      const email = uniqueEmail('leak');
      const res = await logged.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { fName: 'Zelda', lName: 'Secretname', email, password: 'hunter2-secret' } });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ success: false, message: 'Something went wrong on our side. Please try again later.', data: null });
      expect(res.body).not.toMatch(/refuse_zelda|INSERT|users/);
      const log = lines.join('');
      for (const secret of [email, 'Secretname', 'hunter2-secret', '$argon2id', 'Zelda)', 'INSERT INTO']) expect(log).not.toContain(secret);
      const errorLine = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'unhandled error');
      expect(errorLine).toMatchObject({ code: '23514', route: '/api/auth/signup', method: 'POST' });
      expect(errorLine.message).toContain('refuse_zelda');
      expect(log).not.toMatch(/"(detail|parameters|params|query|stack)"/);
    } finally {
      await logged.db.query('ALTER TABLE users DROP CONSTRAINT refuse_zelda');
      await logged.app.close();
    }
  });

  it('never lets parallel wrong passwords past the limits: 5 per account+address, 20 per address (point 3)', async () => {
    const u = await signup(t);
    const verify = vi.spyOn(argon2, 'verify');
    const one = await Promise.all(Array.from({ length: 30 }, (_, i) => post(t, '/api/auth/login', { email: u.email, password: `wrong-${i}` }, {}, '10.20.0.1')));
    expect(one.filter((r) => r.status === 401)).toHaveLength(5);
    expect(one.filter((r) => r.status === 429)).toHaveLength(25);
    expect(verify).toHaveBeenCalledTimes(5);
    // The owner from a clean address still logs in (point 8).
    expect((await post(t, '/api/auth/login', { email: u.email, password: u.password }, {}, '10.20.0.2')).status).toBe(200);

    verify.mockClear();
    const spray = await Promise.all(Array.from({ length: 40 }, () => post(t, '/api/auth/login', { email: uniqueEmail('spray'), password: 'guess-123' }, {}, '10.20.1.1')));
    expect(spray.filter((r) => r.status === 401)).toHaveLength(20);
    expect(spray.filter((r) => r.status === 429)).toHaveLength(20);
    expect(verify).toHaveBeenCalledTimes(20);
  });

  it('slows an account attacked from many addresses with a growing delay instead of locking it (point 8)', async () => {
    const u = await signup(t);
    const verify = vi.spyOn(argon2, 'verify');
    const many = await Promise.all(Array.from({ length: 30 }, (_, i) => post(t, '/api/auth/login', { email: u.email, password: `wrong-${i}` }, {}, `10.21.0.${i + 1}`)));
    const checked = many.filter((r) => r.status === 401).length;
    // exactly the policy's 10 (issue #24: it was 11), then one attempt per delay slot
    expect(checked).toBe(10);
    expect(verify).toHaveBeenCalledTimes(10);
    expect(many.filter((r) => r.status === 429)).toHaveLength(20);
    const slowed = many.find((r) => r.status === 429)!;
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(slowed.headers['retry-after'])).toBeLessThanOrEqual(accountDelaySeconds(30));
    expect(slowed.body.message).toMatch(/^Too many login attempts\. Please try again in \d+ (seconds?|minutes?)\.$/);
    // Once the delay has passed, the owner from a clean address gets in.
    await t.db.query("UPDATE auth_throttle SET window_started_at = now() - interval '1 hour' WHERE key LIKE 'login:slot:%'");
    expect((await post(t, '/api/auth/login', { email: u.email, password: u.password }, {}, '10.21.1.1')).status).toBe(200);
  });

  it('update-password checks the reset token (and its throttle) before hashing anything (point 4)', async () => {
    const hash = vi.spyOn(argon2, 'hash');
    const bogus = await post(t, '/api/auth/update-password', { resetToken: 'not-a-token', newPassword: 'newsecret123' }, {}, '10.22.0.1');
    expect(bogus.status).toBe(401);
    expect(hash).not.toHaveBeenCalled();
    const replies = await Promise.all(
      Array.from({ length: 35 }, () => post(t, '/api/auth/update-password', { resetToken: 'not-a-token', newPassword: 'newsecret123' }, {}, '10.22.0.2')),
    );
    expect(replies.filter((r) => r.status === 429).length).toBe(5);
    expect(replies.find((r) => r.status === 429)!.headers['retry-after']).toBeDefined();
    expect(hash).not.toHaveBeenCalled();
  });

  it('sends a CSP with script-src for self and the remotes origins, no unsafe-inline (point 7)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expectSecurityHeaders(res.headers);
    expect(res.headers['content-security-policy']).toContain("script-src 'self' https://cdn.example.com;");
  });

  it('ten concurrent refreshes of one token all get the same new pair; the family lives (point 8)', async () => {
    const u = await signup(t);
    const replies = await Promise.all(Array.from({ length: 10 }, () => post(t, '/api/auth/refresh', { refreshToken: u.refreshToken })));
    expect(replies.map((r) => r.status)).toEqual(Array(10).fill(200));
    const tokens = new Set(replies.map((r) => r.body.data.refreshToken));
    expect(tokens.size).toBe(1);
    expect(new Set(replies.map((r) => r.body.data.accessToken)).size).toBe(1);
    const [next] = tokens;
    expect(next).not.toBe(u.refreshToken);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${replies[0].body.data.accessToken}` } })).statusCode).toBe(200);
    const later = await post(t, '/api/auth/refresh', { refreshToken: next });
    expect(later.status).toBe(200);

    // After the grace window, the old token is a replay again: refused and the family revoked.
    await t.db.query("UPDATE refresh_tokens SET revoked_at = now() - interval '1 minute' WHERE user_id = $1 AND replaced_by IS NOT NULL", [u.user.id]);
    expect((await post(t, '/api/auth/refresh', { refreshToken: u.refreshToken })).status).toBe(401);
    expect((await post(t, '/api/auth/refresh', { refreshToken: later.body.data.refreshToken })).status).toBe(401);
  });

  it('after logout, a just-rotated token gets no grace', async () => {
    const u = await signup(t);
    const r1 = await post(t, '/api/auth/refresh', { refreshToken: u.refreshToken });
    await post(t, '/api/auth/logout', { refreshToken: r1.body.data.refreshToken });
    expect((await post(t, '/api/auth/refresh', { refreshToken: u.refreshToken })).status).toBe(401);
  });

  describe('framework errors on a real socket (point 5)', () => {
    let port: number;
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      port = (t.app.server.address() as AddressInfo).port;
    });

    const call = (method: string, path: string, headers: Record<string, string> = {}, body?: string | Buffer) =>
      new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
        });
        req.on('error', reject);
        if (body !== undefined) req.write(body);
        req.end();
      });

    const expectEnvelope = (res: { status: number; headers: Record<string, unknown>; body: string }, status: number) => {
      expect(res.status).toBe(status);
      const parsed = JSON.parse(res.body);
      expect(parsed).toMatchObject({ success: false, data: null });
      expect(typeof parsed.message).toBe('string');
      expect(res.body).not.toMatch(/FST_ERR|statusCode|at .*\.(ts|js)/);
      expectSecurityHeaders(res.headers);
    };

    it('bad percent-encoding in the path', async () => expectEnvelope(await call('GET', '/api/blogs/slug/%E0%A4%A'), 400));
    it('body too large', async () =>
      expectEnvelope(await call('POST', '/api/search-products', { 'content-type': 'application/json' }, JSON.stringify({ searchTerm: 'x'.repeat(300 * 1024) })), 413));
    it('unsupported media type', async () => expectEnvelope(await call('POST', '/api/search-products', { 'content-type': 'text/xml' }, '<a/>'), 415));
    it('wrong method and unknown path', async () => {
      expectEnvelope(await call('DELETE', '/api/health'), 404);
      expectEnvelope(await call('GET', '/api/nothing-here'), 404);
    });
    it('oversized header, answered below Fastify by the HTTP parser', async () => {
      const raw = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.write(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(64 * 1024)}\r\n\r\n`);
        });
        let out = '';
        socket.on('data', (d) => (out += d.toString('utf8')));
        socket.on('close', () => resolve(out));
        socket.on('error', (e) => (out ? resolve(out) : reject(e)));
      });
      const [head, body] = raw.split('\r\n\r\n');
      expect(head).toMatch(/^HTTP\/1\.1 431 /);
      expect(head).toMatch(/content-security-policy: script-src 'self'/i);
      expect(head).toMatch(/x-content-type-options: nosniff/i);
      expect(JSON.parse(body)).toEqual({ success: false, message: 'Request headers are too large.', data: null });
    });
    it('a garbage request line', async () => {
      const raw = await new Promise<string>((resolve) => {
        const socket = connect(port, '127.0.0.1', () => socket.write('NOT-HTTP \u0001\r\n\r\n'));
        let out = '';
        socket.on('data', (d) => (out += d.toString('utf8')));
        socket.on('close', () => resolve(out));
        socket.on('error', () => resolve(out));
      });
      expect(raw).toMatch(/^HTTP\/1\.1 400 /);
      expect(JSON.parse(raw.split('\r\n\r\n')[1])).toMatchObject({ success: false, data: null });
    });
  });
});
