import type { AuditEntry } from '@store/shared/types';
import type { Db, Sql } from '../db/db.ts';
import { hashPassword, PASSWORD_MAX, PASSWORD_MIN } from '../auth/passwords.ts';
import { findUserByEmail, insertUser, normaliseEmail } from '../auth/users.ts';
import { revokeAllForUser } from '../auth/refreshTokens.ts';
import { audit } from '../db/auditLog.ts';

export type Role = 'customer' | 'admin';

export type EnsureAdminResult = 'created' | 'already-admin' | 'refused-existing' | 'reset-and-promoted';

/** What the owner runs to claim an existing account (shell access is the proof of ownership). */
export const RESET_COMMAND = 'npm run admin:create -- --email <address> --password <password> --reset-password';

/** The start-up / command-line line for each result; never names the address. */
export const ensureAdminMessages: Record<EnsureAdminResult, string> = {
  created: 'created the admin account',
  'already-admin': 'the account is already an admin',
  'refused-existing':
    'REFUSED: an account with that e-mail address already exists and is not an admin. It was NOT promoted: anyone can register an address. ' +
    `If it is yours, set its password, end its sessions and make it admin with: ${RESET_COMMAND}`,
  'reset-and-promoted': 'set the configured password on the existing account, ended its sessions and made it admin',
};

/** The role of a user (customer when unknown), read fresh so a demotion applies at once. */
export async function roleOf(db: Sql, userId: string): Promise<Role> {
  const [row] = await db.query<{ role: Role }>('SELECT role FROM users WHERE id = $1', [userId]);
  return row?.role ?? 'customer';
}

function checkPassword(password: string): void {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
    throw new Error(`The password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`);
  }
}

/**
 * Makes `email` an admin. A missing account is created with `password`. An existing customer is
 * never promoted on its own word: whoever registered the address first could be anyone (issue #24).
 * Only with `resetExisting` (the owner ran the command with shell access) does the account get
 * `password`, lose every session (refresh tokens revoked, token_version bumped) and become admin.
 */
export async function ensureAdmin(db: Db, email: string, password: string, opts: { resetExisting?: boolean } = {}): Promise<EnsureAdminResult> {
  const address = normaliseEmail(email);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) throw new Error('Enter a valid e-mail address.');
  checkPassword(password);
  const existing = await findUserByEmail(db, address);
  if (existing) {
    const role = await roleOf(db, existing.id);
    if (!opts.resetExisting) return role === 'admin' ? 'already-admin' : 'refused-existing';
    const hash = await hashPassword(password);
    await db.transaction(async (tx) => {
      await tx.query(`UPDATE users SET password_hash = $2, token_version = token_version + 1, role = 'admin' WHERE id = $1`, [existing.id, hash]);
      await revokeAllForUser(tx, existing.id);
      await audit(tx, null, 'user.reset-and-promote', existing.id, { role }, { role: 'admin' });
    });
    return 'reset-and-promoted';
  }
  const row = await insertUser(db, { firstName: 'Store', lastName: 'Owner', email: address, passwordHash: await hashPassword(password) });
  if (!row) throw new Error('That e-mail address was taken at the same moment; run the command again.');
  await db.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [row.id]);
  await audit(db, null, 'user.create-admin', row.id, null, { role: 'admin' });
  return 'created';
}

/** The newest audit entries first. */
export function recentAudit(sql: Sql, limit = 50): Promise<AuditEntry[]> {
  return sql.query<AuditEntry>(
    `SELECT a.id::text AS id, a.actor_id::text AS "actorId", u.email AS "actorEmail", a.action, a.target, a.before, a.after, a.created_at AS "createdAt"
       FROM admin_audit a LEFT JOIN users u ON u.id = a.actor_id ORDER BY a.created_at DESC, a.id DESC LIMIT $1`,
    [limit],
  );
}
