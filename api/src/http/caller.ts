import type { FastifyRequest } from 'fastify';
import { jwtVerify } from 'jose';
import { unauthorized } from './httpError.ts';

/**
 * Who is calling: a user proven by a verified access token, else a guest by its random uid.
 * The user never comes from a body field (design §4).
 */
export type Caller = { kind: 'user'; userId: string } | { kind: 'guest'; guestUid: string } | { kind: 'anonymous' };

export const GUEST_UID_HEADER = 'x-guest-uid';
const guestUidPattern = /^guest_[A-Za-z0-9_-]{8,64}$/;

export function isGuestUid(value: unknown): value is string {
  return typeof value === 'string' && guestUidPattern.test(value);
}

export interface AccessClaims {
  sub: string;
  /** users.token_version at issue time: a password reset bumps it and old tokens die at once */
  ver: number;
}

/** Verifies an access token: HS256 only (algorithm pinned), issuer and audience checked. */
export async function verifyAccessToken(token: string, secret: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
      issuer: 'store-api',
      audience: 'store-web',
    });
    if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
    return { sub: payload.sub, ver: payload.ver };
  } catch {
    return null;
  }
}

export interface CallerDeps {
  config: { secrets: { jwt: string } };
  db: { query<T>(text: string, params?: unknown[]): Promise<T[]> };
}

/**
 * Resolves the caller. A bearer token that does not verify (or whose user's token_version moved
 * on) is a 401 so the client refreshes; no token falls back to the guest uid header.
 */
export function getCaller(req: FastifyRequest, deps: CallerDeps): Promise<Caller> {
  // once per request: the route's access check and its handler both ask
  let caller = callers.get(req);
  if (!caller) callers.set(req, (caller = resolveCaller(req, deps)));
  return caller;
}

const callers = new WeakMap<FastifyRequest, Promise<Caller>>();

async function resolveCaller(req: FastifyRequest, deps: CallerDeps): Promise<Caller> {
  const auth = req.headers.authorization;
  if (auth?.startsWith('Bearer ')) {
    const claims = await verifyAccessToken(auth.slice(7).trim(), deps.config.secrets.jwt);
    if (!claims) throw unauthorized('Your session has expired. Please log in again.');
    const [user] = await deps.db.query<{ token_version: number }>('SELECT token_version FROM users WHERE id = $1', [claims.sub]);
    if (!user || user.token_version !== claims.ver) throw unauthorized('Your session has expired. Please log in again.');
    return { kind: 'user', userId: claims.sub };
  }
  const guest = req.headers[GUEST_UID_HEADER];
  if (isGuestUid(guest)) return { kind: 'guest', guestUid: guest };
  return { kind: 'anonymous' };
}

/** For routes that need a logged-in user. */
export async function requireUser(req: FastifyRequest, deps: CallerDeps): Promise<string> {
  const caller = await getCaller(req, deps);
  if (caller.kind !== 'user') throw unauthorized('Please log in to continue.');
  return caller.userId;
}
