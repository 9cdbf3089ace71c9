import { hmac, sameSecret } from '../auth/secrets.ts';

/** How long a review invitation's link works. */
export const inviteLifetimeDays = 60;

export interface InviteClaims {
  orderId: number;
  productId: string;
  userId: string;
  /** seconds since the epoch */
  expires: number;
}

// the purpose is in the signed text, so a signature made for anything else never verifies here
const signed = (key: string, c: InviteClaims) => hmac(key, `review-invite|${c.orderId}|${c.productId}|${c.userId}|${c.expires}`);

/** `<order>.<product>.<account>.<expiry>.<signature>`: names what it invites, signed with the server key. */
export function signInvite(key: string, c: Omit<InviteClaims, 'expires'>, now = Date.now()): string {
  const claims = { ...c, expires: Math.floor(now / 1000) + inviteLifetimeDays * 86_400 };
  return `${claims.orderId}.${claims.productId}.${claims.userId}.${claims.expires}.${signed(key, claims)}`;
}

/** The claims of a genuine token, 'expired' for a genuine one past its date, null for anything else. */
export function verifyInvite(key: string, token: string, now = Date.now()): InviteClaims | 'expired' | null {
  const m = /^(\d{1,18})\.([A-Za-z0-9_-]{1,64})\.(\d{1,18})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const claims: InviteClaims = { orderId: Number(m[1]), productId: m[2]!, userId: m[3]!, expires: Number(m[4]) };
  if (!sameSecret(signed(key, claims), m[5]!)) return null;
  return claims.expires * 1000 < now ? 'expired' : claims;
}
