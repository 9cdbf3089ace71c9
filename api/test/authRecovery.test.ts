import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from './helpers/testDatabases.ts';
import { startTestApp, type TestApp } from './helpers/testApp.ts';
import { codeIn, outbox, post, signup, uniqueEmail } from './authHelpers.ts';

describe.each(testDatabases)('password recovery on $name', (database) => {
  let t: TestApp;
  let sent = 0; // messages in this app's outbox so far
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(() => t.close());

  /** Asks for a code and returns the newest e-mailed one. */
  async function requestCode(email: string, ip = '10.9.0.1') {
    const res = await post(t, '/api/auth/forgot-password', { email }, {}, ip);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    sent += 1;
    const mails = await outbox(t, sent);
    const mail = mails[mails.length - 1];
    expect(mail.to).toBe(email);
    return { res, code: codeIn(mail.text), mail };
  }

  /** Lets the next resend through without waiting in real time. */
  const skipWait = (email: string) =>
    t.db.query("UPDATE password_resets SET next_allowed_at = now() - interval '1 second' WHERE user_id = (SELECT id FROM users WHERE email = $1)", [
      email,
    ]);

  const verify = (email: string, otp: string) => post(t, '/api/auth/verify-otp', { email, otp });

  it('gives the same reply and status for a known and an unknown e-mail, and mails a code only to the known one', async () => {
    const u = await signup(t);
    const unknownEmail = uniqueEmail('ghost');
    const { res: known, mail } = await requestCode(u.email);
    const unknown = await post(t, '/api/auth/forgot-password', { email: unknownEmail }, {}, '10.9.0.2');
    expect(unknown.status).toBe(known.status);
    expect(known.body).toEqual({
      success: true,
      message: 'If an account exists for this email, we have sent a 6-character code to it.',
      data: { email: u.email, resendIn: 60 },
    });
    expect(unknown.body).toEqual({ ...known.body, data: { email: unknownEmail, resendIn: 60 } });
    // The resend wait applies to unknown addresses too, so a 429 does not reveal accounts either.
    const again = await post(t, '/api/auth/forgot-password', { email: unknownEmail }, {}, '10.9.0.2');
    expect(again.status).toBe(429);
    await new Promise((r) => setTimeout(r, 200));
    expect(await outbox(t, sent)).toHaveLength(sent); // nothing sent for the unknown address
    expect(mail.subject).toContain('PrintPop Store');
    expect(mail.html).toContain(codeIn(mail.text));
    expect(codeIn(mail.text)).toMatch(/^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{6}$/);
    const [row] = await t.db.query<{ code_hash: string }>('SELECT code_hash FROM password_resets WHERE user_id = $1', [u.user.id]);
    expect(row.code_hash).not.toContain(codeIn(mail.text));
    expect((await post(t, '/api/auth/forgot-password', { email: 'nope' })).status).toBe(400);
  });

  it('full recovery: code → single-use reset token → new password; sessions end; old password dead; no auto-login', async () => {
    const u = await signup(t);
    const { code } = await requestCode(u.email);
    const ok = await verify(u.email, code.toLowerCase()); // typed in lower case still matches
    expect(ok.status).toBe(200);
    const { resetToken } = ok.body.data;
    expect(Object.keys(ok.body.data)).toEqual(['resetToken']);
    expect(resetToken.length).toBeGreaterThanOrEqual(40);
    // The code is spent.
    expect((await verify(u.email, code)).status).toBe(400);

    const upd = await post(t, '/api/auth/update-password', { resetToken, newPassword: 'brand-new-pass' });
    expect(upd.status).toBe(200);
    expect(upd.body).toEqual({ success: true, message: 'Password updated successfully!', data: null });

    // Single use.
    const twice = await post(t, '/api/auth/update-password', { resetToken, newPassword: 'another-pass' });
    expect(twice.status).toBe(401);
    expect(twice.body.success).toBe(false);

    const oldLogin = await post(t, '/api/auth/login', { email: u.email, password: u.password }, {}, '10.9.1.1');
    expect(oldLogin.status).toBe(401);
    const newLogin = await post(t, '/api/auth/login', { email: u.email, password: 'brand-new-pass' }, {}, '10.9.1.1');
    expect(newLogin.status).toBe(200);
    // Every older session is over: refresh family revoked and the access token's version is stale.
    expect((await post(t, '/api/auth/refresh', { refreshToken: u.refreshToken })).status).toBe(401);
    const meOld = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${u.accessToken}` } });
    expect(meOld.statusCode).toBe(401);

    sent += 1;
    const mails = await outbox(t, sent);
    const changed = mails[mails.length - 1];
    expect(changed).toMatchObject({ to: u.email, subject: 'Your PrintPop Store password was changed' });
    expect(changed.text).not.toContain('brand-new-pass');
    expect(changed.html).toContain('PrintPop Store');
  });

  it('refuses update-password with a bare userId, and keeps the password', async () => {
    const u = await signup(t);
    for (const payload of [{ userId: u.user.id, newPassword: 'hijacked-pass' }, { userId: u.user.id, newPassword: 'hijacked-pass', resetToken: 'forged-token' }]) {
      const res = await post(t, '/api/auth/update-password', payload);
      expect([400, 401]).toContain(res.status);
      expect(res.body.success).toBe(false);
    }
    expect((await post(t, '/api/auth/login', { email: u.email, password: 'hijacked-pass' }, {}, '10.9.2.1')).status).toBe(401);
    expect((await post(t, '/api/auth/login', { email: u.email, password: u.password }, {}, '10.9.2.1')).status).toBe(200);
  });

  it('enforces the minimum length without burning the reset token', async () => {
    const u = await signup(t);
    const { code } = await requestCode(u.email);
    const { resetToken } = (await verify(u.email, code)).body.data;
    const short = await post(t, '/api/auth/update-password', { resetToken, newPassword: '12345' });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Password must be at least 6 characters long.');
    expect((await post(t, '/api/auth/update-password', { resetToken, newPassword: '123456' })).status).toBe(200);
    sent += 1;
  });

  it('kills a code after 5 wrong tries, even for the right code afterwards', async () => {
    const u = await signup(t);
    const { code } = await requestCode(u.email);
    const wrong = code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
    for (let i = 0; i < 5; i++) {
      const res = await verify(u.email, wrong);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Invalid or expired code. Please check the code or request a new one.');
    }
    expect((await verify(u.email, code)).status).toBe(400);
  });

  it('expires a code after 10 minutes and a reset token after 15', async () => {
    const u = await signup(t);
    const { code } = await requestCode(u.email);
    const [row] = await t.db.query<{ minutes: number }>(
      'SELECT round(extract(epoch FROM expires_at - now()) / 60)::int AS minutes FROM password_resets WHERE user_id = $1',
      [u.user.id],
    );
    expect(row.minutes).toBe(10);
    await t.db.query("UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE user_id = $1", [u.user.id]);
    expect((await verify(u.email, code)).status).toBe(400);

    await skipWait(u.email);
    const { code: code2 } = await requestCode(u.email);
    const { resetToken } = (await verify(u.email, code2)).body.data;
    const [tok] = await t.db.query<{ minutes: number }>(
      'SELECT round(extract(epoch FROM expires_at - now()) / 60)::int AS minutes FROM reset_tokens WHERE user_id = $1 AND used_at IS NULL',
      [u.user.id],
    );
    expect(tok.minutes).toBe(15);
    await t.db.query("UPDATE reset_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1", [u.user.id]);
    expect((await post(t, '/api/auth/update-password', { resetToken, newPassword: 'late-password' })).status).toBe(401);
  });

  it('enforces resend waits of 60, 120, 180, then 300 s, and a new code replaces the old', async () => {
    const u = await signup(t);
    const first = await requestCode(u.email);
    expect(first.res.body.data.resendIn).toBe(60);

    const early = await post(t, '/api/auth/forgot-password', { email: u.email }, {}, '10.9.0.1');
    expect(early.status).toBe(429);
    expect(early.body.success).toBe(false);
    expect(early.body.message).toMatch(/^Please wait [01]:\d\d before requesting a new code\.$/);
    const retryAfter = Number(early.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(55);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(early.body.retryAfter).toBe(retryAfter);

    const waits: number[] = [];
    let last = first;
    for (let i = 0; i < 4; i++) {
      await skipWait(u.email);
      last = await requestCode(u.email);
      waits.push(last.res.body.data.resendIn);
    }
    expect(waits).toEqual([120, 180, 300, 300]);
    const [row] = await t.db.query<{ left: number }>(
      'SELECT round(extract(epoch FROM next_allowed_at - now()))::int AS left FROM password_resets WHERE user_id = $1',
      [u.user.id],
    );
    expect(row.left).toBe(300);

    // Only the newest code works.
    if (first.code !== last.code) expect((await verify(u.email, first.code)).status).toBe(400);
    expect((await verify(u.email, last.code)).status).toBe(200);
  });

  it('limits recovery requests per IP', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 30; i++) expect((await post(t, '/api/auth/forgot-password', { email: uniqueEmail('flood') }, {}, ip)).status).toBe(200);
    const blocked = await post(t, '/api/auth/forgot-password', { email: uniqueEmail('flood') }, {}, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many requests\. Please try again in \d+ minutes?\.$/);
  });

  it('answers bad verify-otp input with 400 envelopes', async () => {
    expect((await post(t, '/api/auth/verify-otp', { email: uniqueEmail(), otp: '' })).status).toBe(400);
    expect((await post(t, '/api/auth/verify-otp', { email: 'x', otp: 'ABCDEF' })).status).toBe(400);
    expect((await post(t, '/api/auth/verify-otp', { email: uniqueEmail(), otp: ['A'] })).status).toBe(400);
    expect((await post(t, '/api/auth/verify-otp', { email: uniqueEmail(), otp: 'ABCDEF' })).status).toBe(400);
  });
});
