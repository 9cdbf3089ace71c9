import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/db.ts';
import { testDatabases } from './helpers/testDatabases.ts';
import { ensureAdmin, roleOf } from '../src/admin/roles.ts';
import { findUserByEmail } from '../src/auth/users.ts';
import { verifyPassword } from '../src/auth/passwords.ts';

describe.each(testDatabases)('admin roles on $name', (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await database.open();
  });
  afterAll(() => db.close());

  it('creates a missing admin with a usable password and records it in the audit log', async () => {
    expect(await ensureAdmin(db, '  Owner@Example.COM ', 'owner-pass-1')).toBe('created');
    const user = await findUserByEmail(db, 'owner@example.com');
    expect(user).toBeDefined();
    expect(await roleOf(db, user!.id)).toBe('admin');
    expect(await verifyPassword(user!.password_hash, 'owner-pass-1')).toBe(true);
    const rows = await db.query<{ action: string; target: string; after: { role: string } }>('SELECT action, target, after FROM admin_audit WHERE target = $1', [user!.id]);
    expect(rows).toEqual([{ action: 'user.create-admin', target: user!.id, after: { role: 'admin' } }]);
  });

  it('says so when the account is already an admin', async () => {
    expect(await ensureAdmin(db, 'owner@example.com', 'whatever-else')).toBe('already-admin');
  });

  it('never promotes an existing customer without --reset-password, and keeps their password and role', async () => {
    await db.query(`INSERT INTO users (first_name, last_name, email, password_hash) VALUES ('Ann', 'Lee', 'ann@example.com', 'hash-kept')`);
    const ann = (await findUserByEmail(db, 'ann@example.com'))!;
    expect(await ensureAdmin(db, 'ann@example.com', 'owner-pass-2')).toBe('refused-existing');
    expect(await roleOf(db, ann.id)).toBe('customer');
    expect((await findUserByEmail(db, 'ann@example.com'))!.password_hash).toBe('hash-kept');
    expect(await db.query(`SELECT 1 FROM admin_audit WHERE target = $1`, [ann.id])).toEqual([]);
  });

  it('with --reset-password sets the given password, ends the sessions and promotes, with before/after in the audit log', async () => {
    const ann = (await findUserByEmail(db, 'ann@example.com'))!;
    expect(await ensureAdmin(db, 'ann@example.com', 'owner-pass-2', { resetExisting: true })).toBe('reset-and-promoted');
    const after = (await findUserByEmail(db, 'ann@example.com'))!;
    expect(await roleOf(db, ann.id)).toBe('admin');
    expect(await verifyPassword(after.password_hash, 'owner-pass-2')).toBe(true);
    expect(after.token_version).toBe(ann.token_version + 1);
    const [row] = await db.query<{ before: unknown; after: unknown }>(`SELECT before, after FROM admin_audit WHERE action = 'user.reset-and-promote' AND target = $1`, [ann.id]);
    expect(row).toEqual({ before: { role: 'customer' }, after: { role: 'admin' } });
  });

  it('refuses a malformed e-mail or a too-short password for a new account', async () => {
    await expect(ensureAdmin(db, 'not-an-email', 'owner-pass-1')).rejects.toThrow('valid e-mail');
    await expect(ensureAdmin(db, 'new@example.com', 'abc')).rejects.toThrow('password');
    expect(await findUserByEmail(db, 'new@example.com')).toBeUndefined();
  });
});
