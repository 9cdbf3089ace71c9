import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { countersOf } from '../../auth/counters.ts';
import { accountDelaySeconds, authPolicy } from '../../auth/policy.ts';
import { dummyHash, verifyPassword } from '../../auth/passwords.ts';
import { emailKey } from '../../auth/secrets.ts';
import { signInReply } from '../../auth/session.ts';
import { describeWait, takeHit } from '../../auth/throttle.ts';
import { findUserByEmail } from '../../auth/users.ts';
import { ok } from '../../http/envelope.ts';
import { badRequest, tooMany, unauthorized } from '../../http/httpError.ts';
import { parse } from '../../http/validate.ts';
import { fillAllFields } from './checks.ts';
import { guestUidOf } from './guest.ts';
import { loginBody } from './schemas.ts';
import { describe } from '../../http/routeDoc.ts';
import { authData } from '../replyShapes.ts';

/** The one failure message: it never says whether the e-mail or the password was wrong. */
export const loginFailed = 'Invalid email or password.';

/** The account key is for the address, known or not, so a lock-out does not reveal accounts either. */
export function loginAccountKey(secret: string, email: string): string {
  return `login:acct:${emailKey(secret, email)}`;
}

/** The account-and-client-address key: the lock a few wrong passwords earn applies to that address only. */
export function loginPairKey(accountKey: string, ip: string): string {
  return `login:pair:${accountKey.slice('login:acct:'.length)}:${ip}`;
}

const tooManyLogins = (wait: number) => tooMany(`Too many login attempts. Please try again in ${describeWait(wait)}.`, wait);

export function loginRoute(app: FastifyInstance, deps: Deps) {
  const counters = countersOf(deps);
  const windowMs = authPolicy.loginWindowSeconds * 1000;

  app.post('/api/auth/login', describe({ reply: authData, errors: [401, 429], access: 'public', summary: "Sign in; a guest's wishlist and cart are merged into the account", body: loginBody }), async (req) => {
    const body = parse(loginBody, req.body);
    const email = body.email?.trim().toLowerCase() ?? '';
    if (!email || !body.password) throw badRequest(fillAllFields);
    const accountKey = loginAccountKey(deps.config.secrets.otp, email);
    const pairKey = loginPairKey(accountKey, req.ip);
    const ipKey = `login:ip:${req.ip}`;

    // Every attempt is counted before the password is checked, so parallel requests cannot
    // all slip past the limit while the first ones are still hashing.
    const wait = await takeHit(counters, [
      { key: pairKey, max: authPolicy.loginPairMax, windowSeconds: authPolicy.loginWindowSeconds },
      { key: ipKey, max: authPolicy.loginIpMax, windowSeconds: authPolicy.loginWindowSeconds },
    ]);
    if (wait > 0) throw tooManyLogins(wait);
    // Account-wide, from every address: the 10th attempt and each after it take the account's one
    // slot. The first to take it is checked and opens the wait the next one must respect, so a burst
    // from any number of addresses gets exactly 10 passwords checked (issue #24), then one per delay.
    const account = await counters.hit(accountKey, windowMs);
    if (account.count >= authPolicy.loginAccountFreeFailures) {
      const slot = await counters.hit(`login:slot:${accountKey}`, accountDelaySeconds(account.count + 1) * 1000);
      if (slot.count > 1) {
        await counters.undo(accountKey);
        throw tooManyLogins(slot.resetIn);
      }
    }

    const user = await findUserByEmail(deps.db, email);
    // Unknown e-mail: verify against a dummy hash anyway, so both failures take the same time.
    const valid = await verifyPassword(user?.password_hash ?? (await dummyHash()), body.password);
    if (!user || !valid) throw unauthorized(loginFailed);
    // A success is not a failure: this address starts clean, and the shared counts give it back.
    await Promise.all([counters.clear(pairKey), counters.undo(ipKey), counters.undo(accountKey)]);
    const data = await deps.db.transaction((tx) => signInReply(tx, deps, user, guestUidOf(req, body.guestUid)));
    return ok(data, 'Login successful!');
  });
}
