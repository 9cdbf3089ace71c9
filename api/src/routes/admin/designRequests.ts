import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { requireUser } from '../../http/caller.ts';
import { ok, okPage } from '../../http/envelope.ts';
import { describe } from '../../http/routeDoc.ts';
import { pageParam, parse } from '../../http/validate.ts';
import { listDesignRequests, replyToDesignRequest } from '../../admin/designRequests.ts';
import { designRequestRow } from './replies.ts';
import { pageExtra } from '../replyShapes.ts';

const PAGE_SIZE = 20;
const listQuery = z.object({ page: pageParam, state: z.enum(['new', 'answered']).default('new') });
const requestParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const replyBody = z.object({ message: z.string().trim().min(10, 'Write at least a sentence to the shopper.').max(5_000) });

/** The "design on other products" inbox and the owner's reply by e-mail. */
export function adminDesignRequestRoutes(admin: FastifyInstance, deps: Deps) {
  admin.get('/design-requests', describe({ reply: z.array(designRequestRow), replyExtra: pageExtra, summary: 'Design requests: new ones oldest first, or the answered ones', access: 'admin', query: listQuery }), async (req) => {
    const q = parse(listQuery, req.query);
    const { items, total } = await listDesignRequests(deps.db, q.state, q.page, PAGE_SIZE);
    return okPage(items, total, q.page, PAGE_SIZE);
  });
  admin.post('/design-requests/:id/reply', describe({ reply: designRequestRow, errors: [409], summary: 'Answer a design request by e-mail to the shopper', access: 'admin', params: requestParams, body: replyBody }), async (req) => {
    const actorId = await requireUser(req, deps);
    const { id } = parse(requestParams, req.params);
    const { message } = parse(replyBody, req.body, { multiline: ['message'] });
    return ok(await replyToDesignRequest(deps, actorId, id, message), 'Reply sent to the shopper');
  });
}
