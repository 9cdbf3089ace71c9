import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestApp } from './helpers/testApp.ts';
import { ensureAdmin } from '../src/admin/roles.ts';

// Shared by the auth*.test.ts suites (not a suite itself: no .test in the name).

let n = 0;
/** A unique address per call so suites sharing a database never collide. */
export function uniqueEmail(tag = 'user'): string {
  n += 1;
  return `${tag}.${Date.now().toString(36)}.${n}@example.com`;
}

export async function post(t: TestApp, url: string, payload: unknown, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') {
  const res = await t.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

export async function signup(t: TestApp, email = uniqueEmail(), password = 'secret123', extra: Record<string, unknown> = {}) {
  const res = await post(t, '/api/auth/signup', { fName: 'Ada', lName: 'Lovelace', email, password, ...extra });
  if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { email, password, ...res.body.data } as {
    email: string;
    password: string;
    accessToken: string;
    refreshToken: string;
    user: { id: string };
  };
}

/**
 * A signed-up account the owner then claims as admin the only way set-up allows for an existing
 * account (--reset-password: same password, old sessions ended), signed in again afresh.
 */
export async function signupAdmin(t: TestApp) {
  const owner = await signup(t);
  if ((await ensureAdmin(t.db, owner.email, owner.password, { resetExisting: true })) !== 'reset-and-promoted') throw new Error('admin set-up failed');
  const login = await post(t, '/api/auth/login', { email: owner.email, password: owner.password });
  if (login.status !== 200) throw new Error(`admin login failed: ${login.status}`);
  return { ...owner, ...login.body.data } as typeof owner;
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Messages in the test app's outbox (oldest first), waiting up to 3 s for `count` to arrive. */
export async function outbox(t: TestApp, count = 1): Promise<OutboxMail[]> {
  const dir = join(t.deps.config.dataDir, 'outbox');
  for (let i = 0; i < 60; i++) {
    const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.json')).sort();
    if (files.length >= count) return Promise.all(files.map(async (f) => JSON.parse(await readFile(join(dir, f), 'utf8')) as OutboxMail));
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`expected ${count} message(s) in ${dir}`);
}

export function codeIn(text: string): string {
  const m = /Code: ([A-Z0-9]{6})/.exec(text);
  if (!m) throw new Error(`no code in: ${text}`);
  return m[1];
}
