import { randomInt } from 'node:crypto';
import { formatCountdown, normaliseOtp, OTP_ALPHABET, OTP_LENGTH, resendWaitSeconds } from '@store/shared/rules';
import type { Db, Sql } from '../db/db.ts';
import { HttpError, tooMany } from '../http/httpError.ts';
import { authPolicy } from './policy.ts';
import { emailKey, hmac, randomToken, sameSecret, sha256 } from './secrets.ts';
import type { UserRow } from './users.ts';

/** 6 characters, each drawn uniformly by the CSPRNG from the 32-symbol alphabet (30 bits). */
export function generateCode(): string {
  let code = '';
  for (let i = 0; i < OTP_LENGTH; i++) code += OTP_ALPHABET[randomInt(OTP_ALPHABET.length)];
  return code;
}

/** Keyed hash bound to purpose and user, so a stolen table row cannot be brute-forced offline. */
export function codeHash(secret: string, userId: string, code: string): string {
  return hmac(secret, `reset|${userId}|${code}`);
}

export interface CodeRequest {
  /** seconds until another code may be requested (drives the page's countdown) */
  resendIn: number;
  /** the code to e-mail, only when the address belongs to an account */
  code?: string;
}

/**
 * Records a recovery request for an address, known or not, so both get the same reply, status and
 * resend waits; only a known address gets a code. A new code replaces the previous one. A
 * request before the current wait is over is a 429 telling the seconds left.
 */
export async function requestCode(db: Db, secret: string, email: string, user: UserRow | undefined): Promise<CodeRequest> {
  const key = emailKey(secret, email);
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ resend_count: number; wait_left: number; since_last: number }>(
      `SELECT resend_count, ceil(extract(epoch FROM next_allowed_at - now()))::int AS wait_left,
              extract(epoch FROM now() - last_sent_at)::float8 AS since_last
       FROM password_resets WHERE email_key = $1 FOR UPDATE`,
      [key],
    );
    if (row && row.wait_left > 0) {
      throw tooMany(`Please wait ${formatCountdown(row.wait_left)} before requesting a new code.`, row.wait_left);
    }
    const resends = row && row.since_last < authPolicy.resendResetAfterSeconds ? row.resend_count + 1 : 0;
    const resendIn = resendWaitSeconds(resends);
    const code = user ? generateCode() : undefined;
    await tx.query(
      `INSERT INTO password_resets (email_key, user_id, code_hash, attempts, expires_at, resend_count, last_sent_at, next_allowed_at)
       VALUES ($1, $2, $3, 0, now() + make_interval(mins => $4::int), $5, now(), now() + make_interval(secs => $6::int))
       ON CONFLICT (email_key) DO UPDATE SET user_id = EXCLUDED.user_id, code_hash = EXCLUDED.code_hash, attempts = 0,
         expires_at = EXCLUDED.expires_at, resend_count = EXCLUDED.resend_count, last_sent_at = EXCLUDED.last_sent_at,
         next_allowed_at = EXCLUDED.next_allowed_at`,
      [key, user?.id ?? null, user && code ? codeHash(secret, user.id, code) : null, authPolicy.otpTtlMinutes, resends, resendIn],
    );
    return { resendIn, code };
  });
}

const invalidCode = () => new HttpError(400, 'Invalid or expired code. Please check the code or request a new one.');

/**
 * Checks a code. The try is counted before comparing (atomically), so at most 5 guesses per code
 * ever reach the comparison; a correct code is spent and exchanged for a single-use reset token.
 */
export async function verifyCode(db: Db, secret: string, email: string, otp: string): Promise<string> {
  const key = emailKey(secret, email);
  const [row] = await db.query<{ user_id: string; code_hash: string }>(
    `UPDATE password_resets SET attempts = attempts + 1
     WHERE email_key = $1 AND code_hash IS NOT NULL AND user_id IS NOT NULL AND attempts < $2 AND expires_at > now()
     RETURNING user_id::text AS user_id, code_hash`,
    [key, authPolicy.otpMaxAttempts],
  );
  if (!row || !sameSecret(codeHash(secret, row.user_id, normaliseOtp(otp)), row.code_hash)) throw invalidCode();
  return db.transaction(async (tx) => {
    const spent = await tx.query('UPDATE password_resets SET code_hash = NULL WHERE email_key = $1 AND code_hash = $2 RETURNING email_key', [
      key,
      row.code_hash,
    ]);
    if (!spent.length) throw invalidCode(); // a concurrent request used it first
    const token = randomToken();
    await tx.query(
      `INSERT INTO reset_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3::int))`,
      [sha256(token), row.user_id, authPolicy.resetTokenTtlMinutes],
    );
    return token;
  });
}

/** Spends a reset token (single use, unexpired) and returns its user id, or undefined. */
export async function consumeResetToken(tx: Sql, token: string): Promise<string | undefined> {
  const [row] = await tx.query<{ user_id: string }>(
    `UPDATE reset_tokens SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
     RETURNING user_id::text AS user_id`,
    [sha256(token)],
  );
  return row?.user_id;
}

/** The user a reset token would reset, without spending it (cheap check before hashing). */
export async function peekResetToken(db: Sql, token: string): Promise<string | undefined> {
  const [row] = await db.query<{ user_id: string }>(
    'SELECT user_id::text AS user_id FROM reset_tokens WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()',
    [sha256(token)],
  );
  return row?.user_id;
}

/**
 * Sets the new password after a reset and ends what the reset replaces: the version bump kills every
 * access token, and the leftover reset tokens and codes are spent. Run in the transaction that
 * consumed the reset token (refresh families are revoked by the caller in the same one).
 */
export async function setResetPassword(tx: Sql, userId: string, passwordHash: string): Promise<{ email: string; first_name: string } | undefined> {
  const [row] = await tx.query<{ email: string; first_name: string }>(
    'UPDATE users SET password_hash = $2, token_version = token_version + 1 WHERE id = $1 RETURNING email, first_name',
    [userId, passwordHash],
  );
  await tx.query('UPDATE reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [userId]);
  await tx.query('DELETE FROM password_resets WHERE user_id = $1', [userId]);
  return row;
}
