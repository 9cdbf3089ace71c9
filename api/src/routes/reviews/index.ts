import type { FastifyInstance } from 'fastify';
import { reviewLimits } from '@store/shared/rules';
import { countersOf } from '../../auth/counters.ts';
import { describeWait, takeHit } from '../../auth/throttle.ts';
import type { Deps } from '../../deps.ts';
import { requireUser } from '../../http/caller.ts';
import { ok } from '../../http/envelope.ts';
import { badRequest, forbidden, notFound, tooMany } from '../../http/httpError.ts';
import { describe } from '../../http/routeDoc.ts';
import { parse } from '../../http/validate.ts';
import { deliveredOrderWith, notEligibleMessage } from '../../reviews/eligibility.ts';
import { ownReview, productReviews, reviewableProduct, upsertReview } from '../../reviews/reviewQueries.ts';
import { verifyInvite } from '../../reviews/inviteToken.ts';
import { announceReviewChange } from '../../cluster/cacheInvalidation.ts';
import { inviteQuery, productParams, reviewBody, reviewPageQuery } from './schemas.ts';
import { inviteReply, mineReply, ownReviewReply, reviewPage } from './replies.ts';

/** Genuine reviews (#40 item 1): read by anyone, written by buyers of a delivered order. */
export function reviewRoutes(app: FastifyInstance, deps: Deps) {
  const counters = countersOf(deps);
  app.get('/api/products/:productId/reviews', describe({ reply: reviewPage, summary: "A product's visible reviews, newest first, with their count and average", access: 'public', params: productParams, query: reviewPageQuery }), async (req) => {
    const { productId } = parse(productParams, req.params);
    const { page } = parse(reviewPageQuery, req.query);
    return ok(await productReviews(deps.db, productId, page, reviewLimits.pageSize));
  });

  app.get('/api/reviews/mine/:productId', describe({ reply: mineReply, summary: "The signed-in shopper's review of a product (with why it was hidden) and whether they may write one", access: 'user', params: productParams }), async (req) => {
    const userId = await requireUser(req, deps);
    const { productId } = parse(productParams, req.params);
    const product = await reviewableProduct(deps.db, productId);
    if (!product) throw notFound('Product not found.');
    const [orderId, review] = await Promise.all([deliveredOrderWith(deps.db, userId, productId), ownReview(deps.db, userId, productId)]);
    return ok({ product, eligible: orderId !== undefined, review, ...(orderId === undefined ? { reason: notEligibleMessage } : {}) });
  });

  const writeDoc = describe({ reply: ownReviewReply, errors: [403, 429], summary: "Write or edit the signed-in buyer's review of a product (one per account)", access: 'user', params: productParams, body: reviewBody });
  app.post('/api/products/:productId/reviews', { config: { ...writeDoc.config, multilineFields: ['body'] } }, async (req) => {
    const userId = await requireUser(req, deps);
    const { productId } = parse(productParams, req.params);
    const input = parse(reviewBody, req.body, { multiline: ['body'] });
    const wait = await takeHit(counters, [{ key: `review-write:${userId}`, max: reviewLimits.writesPerWindow, windowSeconds: reviewLimits.writeWindowSeconds }]);
    if (wait > 0) throw tooMany(`Too many review changes. Please try again in ${describeWait(wait)}.`, wait);
    if (!(await reviewableProduct(deps.db, productId))) throw notFound('Product not found.');
    const orderId = await deliveredOrderWith(deps.db, userId, productId);
    if (orderId === undefined) throw forbidden(notEligibleMessage);
    const { created } = await upsertReview(deps.db, userId, productId, orderId, input);
    await announceReviewChange(deps.db, deps.catalog);
    return ok(await ownReview(deps.db, userId, productId), created ? 'Thank you: your review is published.' : 'Your review was updated.');
  });

  app.get('/api/reviews/invite', describe({ reply: inviteReply, errors: [403], summary: "Checks a review invitation's signed link for the signed-in shopper", access: 'user', query: inviteQuery }), async (req) => {
    const userId = await requireUser(req, deps);
    const { token } = parse(inviteQuery, req.query);
    const claims = verifyInvite(deps.config.secrets.otp, token);
    if (claims === 'expired') throw badRequest('This review link has expired. You can still review the product from its page.');
    if (!claims) throw badRequest('This review link is not valid.');
    if (claims.userId !== userId) throw forbidden('This review link was sent to another account. Log in with the account that placed the order.');
    return ok({ orderId: claims.orderId, productId: claims.productId });
  });
}
