import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { describe } from '../../http/routeDoc.ts';
import { dashboard } from '../../admin/dashboard.ts';
import { dashboardReply } from './replies.ts';

export function adminDashboardRoutes(admin: FastifyInstance, deps: Deps) {
  admin.get('/dashboard', describe({ reply: dashboardReply, summary: 'Orders and revenue today, 7 and 30 days, revenue per day, orders needing attention', access: 'admin' }), async () => {
    return ok(await dashboard(deps.db));
  });
}
