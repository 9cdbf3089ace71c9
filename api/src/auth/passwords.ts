import argon2 from 'argon2';

/** OWASP's argon2id setting (19 MiB, t=2, p=1): strong enough and cheap enough for a shared box. */
const options = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const PASSWORD_MIN = 6;
/** Long enough for passphrases, short enough that hashing cannot be used to burn CPU. */
export const PASSWORD_MAX = 128;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, options);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false; // a malformed stored hash is a failed login, not a 500
  }
}

let dummy: Promise<string> | undefined;
/**
 * A hash to verify against when the e-mail is unknown, so a miss costs the same time as a wrong
 * password and timing does not tell whether an account exists.
 */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(`dummy-${Math.random()}`);
  return dummy;
}
