import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256-bit random token, URL-safe (refresh and reset tokens). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A 256-bit random token needs no key or salt: its SHA-256 is what we store and look up. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

/** Keyed hash for low-entropy values (codes, e-mail keys): useless without the server key. */
export function hmac(key: string, value: string): string {
  return createHmac('sha256', key).update(value).digest('base64url');
}

export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Stable key for an e-mail address (throttle and recovery rows) that does not store the address itself. */
export function emailKey(key: string, normalisedEmail: string): string {
  return hmac(key, `email|${normalisedEmail}`);
}
