import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { authPolicy } from '../../auth/policy.ts';
import { dummyHash, verifyPassword } from '../../auth/passwords.ts';
import { emailKey } from '../../auth/secrets.ts';
import { signInReply } from '../../auth/session.ts';
import { clearKey, describeWait, recordHit, secondsBlocked, type Limit } from '../../auth/throttle.ts';
import { findUserByEmail } from '../../auth/users.ts';
import { ok } from '../../http/envelope.ts';
import { badRequest, tooMany, unauthorized } from '../../http/httpError.ts';
import { parse } from '../../http/validate.ts';
import { fillAllFields } from './checks.ts';
import { guestUidOf } from './guest.ts';
import { loginBody } from './schemas.ts';

/** The one failure message: it never says whether the e-mail or the password was wrong. */
export const loginFailed = 'Invalid email or password.';

/** The account key is for the address, known or not, so a lock-out does not reveal accounts either. */
export function loginAccountKey(secret: string, email: string): string {
  return `login:acct:${emailKey(secret, email)}`;
}

export function loginRoute(app: FastifyInstance, deps: Deps) {
  app.post('/api/auth/login', async (req) => {
    const body = parse(loginBody, req.body);
    const email = body.email?.trim().toLowerCase() ?? '';
    if (!email || !body.password) throw badRequest(fillAllFields);
    const accountKey = loginAccountKey(deps.config.secrets.otp, email);
    const limits: Limit[] = [
      { key: accountKey, max: authPolicy.loginAccountMax, windowSeconds: authPolicy.loginWindowSeconds },
      { key: `login:ip:${req.ip}`, max: authPolicy.loginIpMax, windowSeconds: authPolicy.loginWindowSeconds },
    ];
    const wait = await secondsBlocked(deps.db, limits);
    if (wait > 0) throw tooMany(`Too many login attempts. Please try again in ${describeWait(wait)}.`, wait);

    const user = await findUserByEmail(deps.db, email);
    // Unknown e-mail: verify against a dummy hash anyway, so both failures take the same time.
    const valid = await verifyPassword(user?.password_hash ?? (await dummyHash()), body.password);
    if (!user || !valid) {
      await recordHit(deps.db, limits);
      throw unauthorized(loginFailed);
    }
    await clearKey(deps.db, accountKey);
    const data = await deps.db.transaction((tx) => signInReply(tx, deps, user, guestUidOf(req, body.guestUid)));
    return ok(data, 'Login successful!');
  });
}
