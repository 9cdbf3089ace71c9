import { randomUUID } from 'node:crypto';
import type { Sql } from '../db/db.ts';
import { randomToken, sha256 } from './secrets.ts';

export const REFRESH_TOKEN_TTL_DAYS = 30;

/** Starts a new family (login, signup) and returns the opaque token; only its hash is stored. */
export async function startFamily(db: Sql, userId: string): Promise<string> {
  return insertToken(db, userId, randomUUID());
}

async function insertToken(db: Sql, userId: string, familyId: string): Promise<string> {
  const token = randomToken();
  await db.query(
    `INSERT INTO refresh_tokens (user_id, family_id, token_hash, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(days => $4::int))`,
    [userId, familyId, sha256(token), REFRESH_TOKEN_TTL_DAYS],
  );
  return token;
}

export type RotateResult =
  | { kind: 'rotated'; userId: string; refreshToken: string }
  | { kind: 'invalid' }
  | { kind: 'reused' };

/**
 * Rotation: the presented token is claimed atomically (only one concurrent caller can), a new one
 * is issued in the same family. A token that was already rotated or revoked is a replay: the whole
 * family is revoked (RFC 9700 §4.14.2). Run inside a transaction.
 */
export async function rotate(tx: Sql, presented: string): Promise<RotateResult> {
  const hash = sha256(presented);
  const [claimed] = await tx.query<{ id: string; user_id: string; family_id: string }>(
    `UPDATE refresh_tokens SET revoked_at = now()
     WHERE token_hash = $1 AND revoked_at IS NULL AND replaced_by IS NULL AND expires_at > now()
     RETURNING id::text AS id, user_id::text AS user_id, family_id`,
    [hash],
  );
  if (!claimed) {
    const [known] = await tx.query<{ family_id: string; expired: boolean }>(
      'SELECT family_id, expires_at <= now() AS expired FROM refresh_tokens WHERE token_hash = $1',
      [hash],
    );
    if (!known || known.expired) return { kind: 'invalid' };
    await revokeFamily(tx, known.family_id);
    return { kind: 'reused' };
  }
  const refreshToken = await insertToken(tx, claimed.user_id, claimed.family_id);
  await tx.query('UPDATE refresh_tokens SET replaced_by = (SELECT id FROM refresh_tokens WHERE token_hash = $1) WHERE id = $2', [
    sha256(refreshToken),
    claimed.id,
  ]);
  return { kind: 'rotated', userId: claimed.user_id, refreshToken };
}

export async function revokeFamily(db: Sql, familyId: string): Promise<void> {
  await db.query('UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL', [familyId]);
}

/** Logout: revokes the family the presented token belongs to (unknown tokens change nothing). */
export async function revokeFamilyOf(db: Sql, presented: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE refresh_tokens SET revoked_at = now()
     WHERE family_id = (SELECT family_id FROM refresh_tokens WHERE token_hash = $1) AND revoked_at IS NULL RETURNING id`,
    [sha256(presented)],
  );
  return rows.length > 0;
}

/** Password reset: every session of the user ends. */
export async function revokeAllForUser(db: Sql, userId: string): Promise<void> {
  await db.query('UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
}
