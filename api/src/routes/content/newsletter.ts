import type { FastifyInstance } from 'fastify';
import { invalidEmailMessage, isEmailAddress } from '@store/shared/rules';
import type { Deps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { badRequest, tooMany } from '../../http/httpError.ts';
import { countersOf } from '../../auth/counters.ts';
import { describeWait, takeHit, type Limit } from '../../auth/throttle.ts';
import { subscribe } from '../../content/newsletter.ts';
import { describe } from '../../http/routeDoc.ts';

export const subscribedMessage = 'Thank you for subscribing to our newsletter!';
export const alreadySubscribedMessage = 'You are already subscribed.';

/** Subscriptions per client address and hour: plenty for people, a wall for list-stuffing bots. */
export const SUBSCRIBE_LIMIT = { max: 20, windowSeconds: 3600 };

/** POST /api/subscribe {email}: stored once; a repeat is a friendly success, not an error. */
export function newsletterRoutes(app: FastifyInstance, deps: Deps) {
  app.post('/api/subscribe', describe({ summary: 'Subscribe an e-mail address to the newsletter' }), async (req) => {
    const limits: Limit[] = [{ key: `subscribe:ip:${req.ip}`, ...SUBSCRIBE_LIMIT }];
    const wait = await takeHit(countersOf(deps), limits);
    if (wait > 0) throw tooMany(`Too many subscription attempts. Please try again in ${describeWait(wait)}.`, wait);
    const email = (req.body as { email?: unknown } | null)?.email;
    // One clear message for every malformed input (missing, not text, bad format).
    if (typeof email !== 'string' || !isEmailAddress(email)) throw badRequest(invalidEmailMessage);
    const outcome = await subscribe(deps.db, email);
    return ok(null, outcome === 'subscribed' ? subscribedMessage : alreadySubscribedMessage);
  });
}
