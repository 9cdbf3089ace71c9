import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { describe } from '../../http/routeDoc.ts';
import { pageParam, parse } from '../../http/validate.ts';
import { activityAreas, listActivity } from '../../admin/activity.ts';
import { activityExtra, auditEntry } from './replies.ts';

const ACTIVITY_PAGE_SIZE = 50;
const activityQuery = z.object({
  page: pageParam,
  area: z.union([z.enum(activityAreas), z.literal('')]).optional(),
  actor: z.union([z.string().regex(/^\d{1,18}$/, 'expected an account id'), z.literal('system'), z.literal('')]).optional(),
  target: z.string().trim().max(200).optional(),
});

/** The back office's activity: the audit log paged and filtered by area, person and what was changed (#41 item 16). */
export function adminActivityRoutes(admin: FastifyInstance, deps: Deps) {
  admin.get('/activity', describe({ reply: z.array(auditEntry), replyExtra: activityExtra, summary: 'The audit log, newest first, 50 a page, by area (order, product …), person and target', access: 'admin', query: activityQuery }), async (req) => {
    const q = parse(activityQuery, req.query);
    const { items, total, actors } = await listActivity(deps.db, { page: q.page, pageSize: ACTIVITY_PAGE_SIZE, area: q.area || undefined, actor: q.actor || undefined, target: q.target || undefined });
    return ok(items, 'OK', { total, page: q.page, totalPages: Math.ceil(total / ACTIVITY_PAGE_SIZE), actors });
  });
}
