import { createCipheriv, createDecipheriv, createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Sql } from '../db/db.ts';
import { hmac, randomToken, sha256 } from './secrets.ts';

export const REFRESH_TOKEN_TTL_DAYS = 30;
/** How long a just-rotated token still answers with its successor pair (two tabs refreshing at once). */
export const REFRESH_GRACE_SECONDS = 10;

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

/**
 * What is stored for a refresh token: keyed with the store's signing key (`key`, the shared JWT
 * secret), so rows copied without the key (a restore without secrets, which gets new keys) match no
 * token. The key is applied to the token's sha256, so rows stored before keying are converted in
 * place (`keyLegacyRefreshTokens`) and their sessions carry on. `k1.` marks a keyed row.
 */
const keyed = (key: string, tokenSha256: string) => `k1.${hmac(key, `refresh-token|${tokenSha256}`)}`;
export const storedHashOf = (key: string, token: string) => keyed(key, sha256(token));

/** Starts a new family (login, signup) and returns the opaque token; only its keyed hash is stored. */
export async function startFamily(db: Sql, key: string, userId: string): Promise<string> {
  return insertToken(db, key, userId, randomUUID());
}

async function insertToken(db: Sql, key: string, userId: string, familyId: string): Promise<string> {
  const token = randomToken();
  await db.query(
    `INSERT INTO refresh_tokens (user_id, family_id, token_hash, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(days => $4::int))`,
    [userId, familyId, storedHashOf(key, token), REFRESH_TOKEN_TTL_DAYS],
  );
  return token;
}

/**
 * Start-up: rows stored as a plain sha256 (before keying) get the key applied, so their sessions
 * stay valid. Idempotent and safe when instances start together (each row changes only from its old value).
 */
export async function keyLegacyRefreshTokens(db: Sql, key: string): Promise<number> {
  const legacy = await db.query<{ id: string; h: string }>(`SELECT id::text AS id, token_hash AS h FROM refresh_tokens WHERE token_hash NOT LIKE 'k1.%' AND expires_at > now()`);
  for (const r of legacy) await db.query(`UPDATE refresh_tokens SET token_hash = $2 WHERE id = $1::bigint AND token_hash = $3`, [r.id, keyed(key, r.h), r.h]);
  return legacy.length;
}

export type RotateResult =
  | { kind: 'rotated'; userId: string; refreshToken: string; claimedId: string }
  | { kind: 'grace'; userId: string; pair: TokenPair }
  | { kind: 'invalid' }
  | { kind: 'reused' };

/**
 * Rotation: the presented token is claimed atomically (only one concurrent caller can), a new one
 * is issued in the same family. The same token presented again within REFRESH_GRACE_SECONDS of its
 * rotation gets the pair its rotation produced (sealed by `sealSuccessor`); later, or once the
 * family is dead, it is a replay: the whole family is revoked (RFC 9700 §4.14.2). Run in a transaction.
 */
export async function rotate(tx: Sql, key: string, presented: string): Promise<RotateResult> {
  const hash = storedHashOf(key, presented);
  const [claimed] = await tx.query<{ id: string; user_id: string; family_id: string }>(
    `UPDATE refresh_tokens SET revoked_at = now()
     WHERE token_hash = $1 AND revoked_at IS NULL AND replaced_by IS NULL AND expires_at > now()
     RETURNING id::text AS id, user_id::text AS user_id, family_id`,
    [hash],
  );
  if (!claimed) {
    const [known] = await tx.query<{ family_id: string; user_id: string; expired: boolean; in_grace: boolean; sealed: string | null; live: boolean }>(
      `SELECT family_id, user_id::text AS user_id, expires_at <= now() AS expired, successor_sealed AS sealed,
              (replaced_by IS NOT NULL AND revoked_at > clock_timestamp() - make_interval(secs => $2::int)) AS in_grace,
              EXISTS (SELECT 1 FROM refresh_tokens f WHERE f.family_id = refresh_tokens.family_id AND f.revoked_at IS NULL) AS live
       FROM refresh_tokens WHERE token_hash = $1`,
      [hash, REFRESH_GRACE_SECONDS],
    );
    if (!known || known.expired) return { kind: 'invalid' };
    if (known.in_grace && known.live && known.sealed) {
      const pair = unseal(presented, known.sealed);
      if (pair) return { kind: 'grace', userId: known.user_id, pair };
    }
    await revokeFamily(tx, known.family_id);
    return { kind: 'reused' };
  }
  const refreshToken = await insertToken(tx, key, claimed.user_id, claimed.family_id);
  await tx.query('UPDATE refresh_tokens SET replaced_by = (SELECT id FROM refresh_tokens WHERE token_hash = $1) WHERE id = $2', [
    storedHashOf(key, refreshToken),
    claimed.id,
  ]);
  return { kind: 'rotated', userId: claimed.user_id, refreshToken, claimedId: claimed.id };
}

/** Keeps the pair a rotation produced, readable only with the rotated token, for the grace window. */
export async function sealSuccessor(tx: Sql, claimedId: string, presented: string, pair: TokenPair): Promise<void> {
  await tx.query('UPDATE refresh_tokens SET successor_sealed = $2 WHERE id = $1', [claimedId, seal(presented, pair)]);
}

const sealKey = (token: string) => createHash('sha256').update(`refresh-grace|${token}`).digest();

function seal(token: string, pair: TokenPair): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(token), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(pair), 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

function unseal(token: string, sealed: string): TokenPair | undefined {
  try {
    const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
    const decipher = createDecipheriv('aes-256-gcm', sealKey(token), iv);
    decipher.setAuthTag(tag);
    return JSON.parse(Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8')) as TokenPair;
  } catch {
    return undefined;
  }
}

export async function revokeFamily(db: Sql, familyId: string): Promise<void> {
  await db.query('UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL', [familyId]);
}

/** Logout: revokes the family the presented token belongs to (unknown tokens change nothing). */
export async function revokeFamilyOf(db: Sql, key: string, presented: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE refresh_tokens SET revoked_at = now()
     WHERE family_id = (SELECT family_id FROM refresh_tokens WHERE token_hash = $1) AND revoked_at IS NULL RETURNING id`,
    [storedHashOf(key, presented)],
  );
  return rows.length > 0;
}

/** Password reset: every session of the user ends. */
export async function revokeAllForUser(db: Sql, userId: string): Promise<void> {
  await db.query('UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
}
