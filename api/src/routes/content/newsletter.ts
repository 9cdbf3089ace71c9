import type { FastifyInstance } from 'fastify';
import { invalidEmailMessage, isEmailAddress } from '@store/shared/rules';
import type { Deps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { badRequest, notFound, tooMany } from '../../http/httpError.ts';
import { countersOf } from '../../auth/counters.ts';
import { emailKey } from '../../auth/secrets.ts';
import { describeWait, takeHit, type Limit } from '../../auth/throttle.ts';
import { confirmSubscription, subscribe, unsubscribe } from '../../content/newsletter.ts';
import { sendConfirmRequest } from '../../content/newsletterMail.ts';
import { z } from 'zod';
import { documentRequired, parse } from '../../http/validate.ts';
import { noData } from '../replyShapes.ts';
import { describe } from '../../http/routeDoc.ts';

/**
 * One answer whatever the address's state (new, waiting for confirmation, confirmed): a different
 * reply would tell anyone who is on the list (issue #24).
 */
export const subscribedMessage = 'Thank you for subscribing to our newsletter! If your address still needs confirming, we have e-mailed you a link.';

/** Subscriptions per client address and hour: plenty for people, a wall for list-stuffing bots. */
export const SUBSCRIBE_LIMIT = { max: 20, windowSeconds: 3600 };
/** Confirmation mails per e-mail address and day, from every client together: no mail-bombing a stranger. */
export const CONFIRM_MAIL_LIMIT = { max: 3, windowSeconds: 24 * 3600 };

/** POST /api/subscribe {email}: stored once; a repeat gets the same answer as a first time. */
export function newsletterRoutes(app: FastifyInstance, deps: Deps) {
  app.post('/api/subscribe', describe({ reply: noData, errors: [429], body: subscribeBody, access: 'public', summary: 'Subscribe an e-mail address to the newsletter' }), async (req) => {
    const limits: Limit[] = [{ key: `subscribe:ip:${req.ip}`, ...SUBSCRIBE_LIMIT }];
    const wait = await takeHit(countersOf(deps), limits);
    if (wait > 0) throw tooMany(`Too many subscription attempts. Please try again in ${describeWait(wait)}.`, wait);
    const email = (req.body as { email?: unknown } | null)?.email;
    // One clear message for every malformed input (missing, not text, bad format).
    if (typeof email !== 'string' || !isEmailAddress(email)) throw badRequest(invalidEmailMessage);
    const address = email.trim().toLowerCase();
    const { confirmToken } = await subscribe(deps.db, address);
    // counted before sending, so parallel repeats cannot pass the limit; past it the reply is the same
    if (confirmToken) {
      const sent = await countersOf(deps).hit(`subscribe:mail:${emailKey(deps.config.secrets.otp, address)}`, CONFIRM_MAIL_LIMIT.windowSeconds * 1000);
      // the reply does not wait for the mail, so it says nothing about whether an address exists
      if (sent.count <= CONFIRM_MAIL_LIMIT.max) void sendConfirmRequest(deps, address, confirmToken);
    }
    return ok(null, subscribedMessage);
  });

  // The links in the mails (confirm; unsubscribe, also the List-Unsubscribe header) open a page of the
  // store with a button: a GET never acts, so a mail scanner that follows a link changes nothing
  // (issue 41, defect 13). The page's button POSTs; so does a mail client's RFC 8058 one-click.
  // No login; the token is the subscriber's secret.
  app.get('/api/newsletter/unsubscribe', describe({ redirects: true, access: 'public', summary: "The newsletter's unsubscribe link: sends the reader to the store's page with an Unsubscribe button (never acts on GET)", query: unsubscribeQuery }), async (req, reply) => {
    const { token } = parse(unsubscribeQuery, req.query);
    return reply.header('cache-control', 'no-store').redirect(`/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, 303);
  });
  app.get('/api/newsletter/confirm', describe({ redirects: true, access: 'public', summary: "The subscription e-mail's confirmation link: sends the reader to the store's page with a Confirm button (never acts on GET)", query: unsubscribeQuery }), async (req, reply) => {
    const { token } = parse(unsubscribeQuery, req.query);
    return reply.header('cache-control', 'no-store').redirect(`/newsletter/confirm?token=${encodeURIComponent(token)}`, 303);
  });
  app.post('/api/newsletter/confirm', describe({ reply: noData, errors: [404], access: 'public', summary: 'Confirm a newsletter subscription with the token of its e-mail (the page\'s Confirm button)', query: unsubscribeQuery }), async (req) => {
    const { token } = parse(unsubscribeQuery, req.query);
    if ((await confirmSubscription(deps.db, token)) === 'unknown') throw notFound('This confirmation link is not valid any more. Subscribe again from the store to get a new one.');
    return ok(null, 'Subscription confirmed: our newsletter will reach you from now on.');
  });
  // RFC 8058: Gmail and Yahoo POST `List-Unsubscribe=One-Click` as a form (urlencoded or multipart).
  // The body says nothing the URL does not: the token in the query is what counts, so the form is
  // read (at most 4 KB) and dropped. JSON (the store's own clients) still works.
  app.register(async (scope) => {
    const formBody = { parseAs: 'string' as const, bodyLimit: 4096 };
    scope.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data'], formBody, (_req, _body, done) => done(null, {}));
    scope.post('/api/newsletter/unsubscribe', describe({ reply: noData, errors: [404], access: 'public', summary: 'One-click unsubscribe (RFC 8058) with the token of the List-Unsubscribe link', query: unsubscribeQuery }), async (req) => {
      const { token } = parse(unsubscribeQuery, req.query);
      if ((await unsubscribe(deps.db, token)) === 'unknown') throw notFound('This unsubscribe link is not valid. If you still receive our newsletter, use the link in the latest one.');
      return ok(null, 'You are unsubscribed.');
    });
  });
}

const unsubscribeQuery = z.object({ token: z.string().trim().min(16).max(100) });
/** the document's view of the body: the handler checks the address itself, for the spec's message */
const subscribeBody = documentRequired(z.object({ email: z.string().max(254).optional().meta({ examples: ['ada@example.com'] }) }), ['email']);

