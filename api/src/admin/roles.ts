import type { AuditEntry } from '@store/shared/types';
import type { Sql } from '../db/db.ts';
import { hashPassword, PASSWORD_MAX, PASSWORD_MIN } from '../auth/passwords.ts';
import { findUserByEmail, insertUser, normaliseEmail } from '../auth/users.ts';

export type Role = 'customer' | 'admin';

export type EnsureAdminResult = 'created' | 'promoted' | 'already-admin';

/** The role of a user (customer when unknown), read fresh so a demotion applies at once. */
export async function roleOf(db: Sql, userId: string): Promise<Role> {
  const [row] = await db.query<{ role: Role }>('SELECT role FROM users WHERE id = $1', [userId]);
  return row?.role ?? 'customer';
}

/**
 * Makes `email` an admin: creates the account with `password` when missing, otherwise promotes it
 * (the existing password is kept, so a promotion never locks the owner out). Records the change.
 */
export async function ensureAdmin(db: Sql, email: string, password: string): Promise<EnsureAdminResult> {
  const address = normaliseEmail(email);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) throw new Error('Enter a valid e-mail address.');
  const existing = await findUserByEmail(db, address);
  if (existing) {
    const role = await roleOf(db, existing.id);
    if (role === 'admin') return 'already-admin';
    await db.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [existing.id]);
    await audit(db, null, 'user.promote', existing.id, { role }, { role: 'admin' });
    return 'promoted';
  }
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
    throw new Error(`The password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`);
  }
  const row = await insertUser(db, { firstName: 'Store', lastName: 'Owner', email: address, passwordHash: await hashPassword(password) });
  if (!row) throw new Error('That e-mail address was taken at the same moment; run the command again.');
  await db.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [row.id]);
  await audit(db, null, 'user.create-admin', row.id, null, { role: 'admin' });
  return 'created';
}

/** One audit row: actor (null = command line / start-up), action, target, before and after. */
export async function audit(db: Sql, actorId: string | null, action: string, target: string | null, before: unknown, after: unknown): Promise<void> {
  await db.query('INSERT INTO admin_audit (actor_id, action, target, before, after) VALUES ($1, $2, $3, $4, $5)', [
    actorId,
    action,
    target,
    before === null ? null : JSON.stringify(before),
    after === null ? null : JSON.stringify(after),
  ]);
}

/** The newest audit entries first. */
export function recentAudit(sql: Sql, limit = 50): Promise<AuditEntry[]> {
  return sql.query<AuditEntry>(
    `SELECT a.id::text AS id, a.actor_id::text AS "actorId", u.email AS "actorEmail", a.action, a.target, a.before, a.after, a.created_at AS "createdAt"
       FROM admin_audit a LEFT JOIN users u ON u.id = a.actor_id ORDER BY a.created_at DESC, a.id DESC LIMIT $1`,
    [limit],
  );
}
