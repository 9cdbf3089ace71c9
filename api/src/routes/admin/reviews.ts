import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { requireUser } from '../../http/caller.ts';
import { ok, okPage } from '../../http/envelope.ts';
import { describe } from '../../http/routeDoc.ts';
import { parse } from '../../http/validate.ts';
import { hideReview, listReviews, replyToReview, unhideReview } from '../../reviews/moderation.ts';
import { adminListQuery, hideBody, replyBody, reviewIdParams } from '../reviews/schemas.ts';
import { adminReview } from './replies.ts';
import { pageExtra } from '../replyShapes.ts';
import { z } from 'zod';
import { announceReviewChange } from '../../cluster/cacheInvalidation.ts';

const PAGE_SIZE = 20;

/** The owner's review moderation: list, hide for a fixed reason, unhide, reply in public. Each change is audited. */
export function adminReviewRoutes(admin: FastifyInstance, deps: Deps) {
  admin.get('/reviews', describe({ reply: z.array(adminReview), replyExtra: pageExtra, summary: 'Every review, newest first, filtered by state and rating', access: 'admin', query: adminListQuery }), async (req) => {
    const q = parse(adminListQuery, req.query);
    const { items, total } = await listReviews(deps.db, q.filter, q.rating, q.page, PAGE_SIZE);
    return okPage(items, total, q.page, PAGE_SIZE);
  });
  admin.post('/reviews/:id/hide', describe({ reply: adminReview, summary: 'Hide a review for spam, personal data or offensive language (its author sees the reason)', access: 'admin', params: reviewIdParams, body: hideBody }), async (req) => {
    const actorId = await requireUser(req, deps);
    const { id } = parse(reviewIdParams, req.params);
    const { reason } = parse(hideBody, req.body);
    const review = await hideReview(deps.db, actorId, id, reason);
    await announceReviewChange(deps.db, deps.catalog);
    return ok(review, 'Review hidden');
  });
  admin.post('/reviews/:id/unhide', describe({ reply: adminReview, summary: 'Show a hidden review again', access: 'admin', params: reviewIdParams }), async (req) => {
    const actorId = await requireUser(req, deps);
    const { id } = parse(reviewIdParams, req.params);
    const review = await unhideReview(deps.db, actorId, id);
    await announceReviewChange(deps.db, deps.catalog);
    return ok(review, 'Review shown again');
  });
  const replyDoc = describe({ reply: adminReview, summary: "The owner's public reply under a review (replaces an earlier one)", access: 'admin', params: reviewIdParams, body: replyBody });
  admin.post('/reviews/:id/reply', { config: { ...replyDoc.config, multilineFields: ['reply'] } }, async (req) => {
    const actorId = await requireUser(req, deps);
    const { id } = parse(reviewIdParams, req.params);
    const { reply } = parse(replyBody, req.body, { multiline: ['reply'] });
    const review = await replyToReview(deps.db, actorId, id, reply);
    await announceReviewChange(deps.db, deps.catalog);
    return ok(review, 'Reply published');
  });
}
