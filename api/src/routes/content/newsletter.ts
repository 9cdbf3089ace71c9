import type { FastifyInstance } from 'fastify';
import { escapeHtml, invalidEmailMessage, isEmailAddress } from '@store/shared/rules';
import type { Deps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { badRequest, notFound, tooMany } from '../../http/httpError.ts';
import { countersOf } from '../../auth/counters.ts';
import { emailKey } from '../../auth/secrets.ts';
import { describeWait, takeHit, type Limit } from '../../auth/throttle.ts';
import { confirmSubscription, subscribe, unsubscribe } from '../../content/newsletter.ts';
import { sendConfirmRequest } from '../../content/newsletterMail.ts';
import { z } from 'zod';
import { parse } from '../../http/validate.ts';
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
  app.post('/api/subscribe', describe({ access: 'public', summary: 'Subscribe an e-mail address to the newsletter' }), async (req) => {
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

  // The link in every newsletter (GET, a page for the person) and the RFC 8058 one-click POST a mail
  // client sends for List-Unsubscribe-Post. No login; the token is the subscriber's secret.
  app.get('/api/newsletter/unsubscribe', describe({ access: 'public', summary: "Unsubscribe from the newsletter with the link's token (a page for people)", query: unsubscribeQuery, produces: 'text/html' }), async (req, reply) => {
    const { token } = parse(unsubscribeQuery, req.query);
    const outcome = await unsubscribe(deps.db, token);
    reply.code(outcome === 'unsubscribed' ? 200 : 404).type('text/html; charset=utf-8');
    return unsubscribePage(outcome, deps.config.publicUrl);
  });
  app.get('/api/newsletter/confirm', describe({ access: 'public', summary: 'Confirm a newsletter subscription with the link from its e-mail (a page for people)', query: unsubscribeQuery, produces: 'text/html' }), async (req, reply) => {
    const { token } = parse(unsubscribeQuery, req.query);
    const outcome = await confirmSubscription(deps.db, token);
    reply.code(outcome === 'confirmed' ? 200 : 404).type('text/html; charset=utf-8');
    return outcome === 'confirmed'
      ? simplePage('Subscription confirmed', 'Thank you: our newsletter will reach you from now on. Every one has a link to unsubscribe.', deps.config.publicUrl)
      : simplePage('Link not valid', 'This confirmation link is not valid any more. Subscribe again from the store to get a new one.', deps.config.publicUrl);
  });
  // RFC 8058: Gmail and Yahoo POST `List-Unsubscribe=One-Click` as a form (urlencoded or multipart).
  // The body says nothing the URL does not: the token in the query is what counts, so the form is
  // read (at most 4 KB) and dropped. JSON (the store's own clients) still works.
  app.register(async (scope) => {
    const formBody = { parseAs: 'string' as const, bodyLimit: 4096 };
    scope.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data'], formBody, (_req, _body, done) => done(null, {}));
    scope.post('/api/newsletter/unsubscribe', describe({ access: 'public', summary: 'One-click unsubscribe (RFC 8058) with the token of the List-Unsubscribe link', query: unsubscribeQuery }), async (req) => {
      const { token } = parse(unsubscribeQuery, req.query);
      if ((await unsubscribe(deps.db, token)) === 'unknown') throw notFound('This unsubscribe link is not valid.');
      return ok(null, 'You are unsubscribed.');
    });
  });
}

const unsubscribeQuery = z.object({ token: z.string().trim().min(16).max(100) });

function unsubscribePage(outcome: 'unsubscribed' | 'unknown', storeUrl: string): string {
  return outcome === 'unsubscribed'
    ? simplePage('You are unsubscribed', 'You will not receive our newsletter any more. You can subscribe again at any time from the store.', storeUrl)
    : simplePage('Link not valid', 'This unsubscribe link is not valid. If you still receive our newsletter, use the link in the latest one.', storeUrl);
}

/** A plain page for a link opened from an e-mail: a heading, a sentence, the way back to the store. */
function simplePage(title: string, text: string, storeUrl: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>
<body><main><h1>${title}</h1><p>${text}</p><p><a href="${escapeHtml(storeUrl)}/">Back to the store</a></p></main></body></html>`;
}
