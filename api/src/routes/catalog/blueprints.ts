import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { getCaller, requireUser } from '../../http/caller.ts';
import { notFound } from '../../http/httpError.ts';
import { pageParam, parse } from '../../http/validate.ts';
import { blueprintExists, blueprintPage, requestBlueprint } from '../../catalog/blueprints.ts';
import { noticeOwnerOfRequest } from '../../admin/designRequests.ts';
import { paginationOf } from '../../catalog/productQueries.ts';
import { describe } from '../../http/routeDoc.ts';
import { blueprintList, blueprintRequestReply } from './replies.ts';
import { pagination } from '../replyShapes.ts';

const BLUEPRINT_PAGE_SIZE = 20;
const designId = z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'must be a product id');
const listQuery = z.object({ page: pageParam, designId: designId.optional() });
// userId may be in the body (spec §7 lists it) but is ignored: the user is the token's.
const requestBody = z.object({ blueprintId: z.coerce.number().int().positive().max(2_147_483_647), designId: z.union([designId, z.number().int().positive().max(Number.MAX_SAFE_INTEGER).transform(String)]) });

/** The first path segment must name the active print provider. */
function checkProvider(req: FastifyRequest, deps: Deps) {
  const { provider } = req.params as { provider: string };
  if (provider !== deps.print.name) throw notFound(`Unknown provider '${provider}'.`);
}

export function blueprintRoutes(app: FastifyInstance, deps: Deps) {
  app.get('/api/:provider/blueprints', describe({ reply: blueprintList, replyExtra: z.object({ pagination }), errors: [404], summary: "The provider's blueprints (blank products) to request a design on, paged", access: 'guest-or-user', query: listQuery }), async (req) => {
    checkProvider(req, deps);
    const q = parse(listQuery, req.query);
    const caller = await getCaller(req, deps);
    const userId = caller.kind === 'user' ? caller.userId : null;
    const { items, total } = await blueprintPage(deps.db, userId, q.designId ?? null, q.page, BLUEPRINT_PAGE_SIZE);
    return ok(items, 'OK', { pagination: paginationOf(q.page, total, BLUEPRINT_PAGE_SIZE) });
  });

  app.post('/api/:provider/blueprints/request', describe({ reply: blueprintRequestReply, errors: [404], summary: 'Ask for a design on another blueprint', access: 'user', body: requestBody }), async (req) => {
    checkProvider(req, deps);
    const userId = await requireUser(req, deps);
    const b = parse(requestBody, req.body);
    if (!(await blueprintExists(deps.db, b.blueprintId))) throw notFound('Blueprint not found.');
    const created = await requestBlueprint(deps.db, userId, b.blueprintId, b.designId);
    if (created) void noticeOwnerOfRequest(deps, userId, b.blueprintId);
    const data = { blueprintId: b.blueprintId, designId: b.designId, requestStatus: 'pending' as const };
    return ok(data, created ? "Request sent! You'll receive an email within 1–15 hours." : 'Already Sent: this request was sent before.');
  });
}
