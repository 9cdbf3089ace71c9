import { SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/**
 * Issues the access token that http/caller.ts verifies: HS256, issuer 'store-api', audience
 * 'store-web', sub = user id, ver = users.token_version (a password reset bumps it).
 */
export function signAccessToken(secret: string, userId: string, tokenVersion: number): Promise<string> {
  return new SignJWT({ ver: tokenVersion })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setIssuer('store-api')
    .setAudience('store-web')
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(new TextEncoder().encode(secret));
}
