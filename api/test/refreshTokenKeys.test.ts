import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from './helpers/testDatabases.ts';
import { startTestApp, testConfig, type TestApp } from './helpers/testApp.ts';
import { post, signup } from './authHelpers.ts';
import { keyLegacyRefreshTokens } from '../src/auth/refreshTokens.ts';

// Issue #39 item 13: a refresh token is bound to the store's signing key, so a copy of the rows
// without the key (a restore without secrets gets new keys) holds no session.
describe.each(testDatabases)('refresh tokens are keyed with the signing key on $name', (database) => {
  let t: TestApp;
  let other: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database);
    // the same rows, served by an instance whose signing key is another one (what a restore without secrets gives)
    const config = testConfig();
    config.secrets = { ...config.secrets, jwt: 'another-jwt-secret-abcdefabcdefabcdefabcdef' };
    other = await startTestApp({ name: database.name, open: async () => t.db }, { config }, { seed: false });
  }, 120_000);
  afterAll(async () => {
    await other.app.close();
    await t.close();
  });

  const refresh = (app: TestApp, refreshToken: string) => post(app, '/api/auth/refresh', { refreshToken });

  it('a token is refused under another key, and still works under its own (the refusal burned nothing)', async () => {
    const u = await signup(t);
    const [row] = await t.db.query<{ token_hash: string }>('SELECT token_hash FROM refresh_tokens WHERE user_id = $1', [u.user.id]);
    expect(row.token_hash).not.toBe(createHash('sha256').update(u.refreshToken).digest('base64url'));
    const refused = await refresh(other, u.refreshToken);
    expect(refused.status).toBe(401);
    expect(refused.body.success).toBe(false);
    const ok = await refresh(t, u.refreshToken);
    expect(ok.status).toBe(200);
    // and the rotated one, under its own key, again
    expect((await refresh(t, ok.body.data.refreshToken)).status).toBe(200);
  });

  it('logout under another key ends nothing', async () => {
    const u = await signup(t);
    expect((await post(other, '/api/auth/logout', { refreshToken: u.refreshToken })).status).toBe(200);
    expect((await refresh(t, u.refreshToken)).status).toBe(200);
  });

  it('rows stored as a plain sha256 (before keying) are keyed at start-up and their sessions carry on, once', async () => {
    const u = await signup(t);
    // what an older store wrote for this token
    await t.db.query('UPDATE refresh_tokens SET token_hash = $2 WHERE user_id = $1', [u.user.id, createHash('sha256').update(u.refreshToken).digest('base64url')]);
    expect(await keyLegacyRefreshTokens(t.db, t.deps.config.secrets.jwt)).toBeGreaterThanOrEqual(1);
    expect(await keyLegacyRefreshTokens(t.db, t.deps.config.secrets.jwt)).toBe(0);
    expect((await refresh(other, u.refreshToken)).status).toBe(401);
    expect((await refresh(t, u.refreshToken)).status).toBe(200);
  });
});
