import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.ts';
import { requireUser } from '../../http/caller.ts';
import { forbidden } from '../../http/httpError.ts';
import { ok } from '../../http/envelope.ts';
import { recentAudit, roleOf } from '../../admin/roles.ts';
import { describe } from '../../http/routeDoc.ts';
import { adminOrderRoutes } from './orders.ts';
import { adminDashboardRoutes } from './dashboard.ts';
import { adminBlogRoutes } from './blog.ts';
import { adminDesignRequestRoutes } from './designRequests.ts';
import { adminSubscriberRoutes } from './subscribers.ts';
import { adminCatalogueRoutes } from './catalogue.ts';
import { adminBackupRoutes } from './backups.ts';
import { adminDeployTokenRoutes } from './deployTokens.ts';

/** Every /api/admin route needs an admin: 401 for a guest, 403 for a customer (from the verified token). */
export async function requireAdmin(req: FastifyRequest, deps: Deps): Promise<string> {
  const userId = await requireUser(req, deps);
  if ((await roleOf(deps.db, userId)) !== 'admin') throw forbidden('This page is for the store owner.');
  return userId;
}

/**
 * The back office API. All routes live inside one plugin whose onRequest hook checks the role, so
 * a route added here (or in a file registered here) cannot forget the check.
 */
export function adminRoutes(app: FastifyInstance, deps: Deps) {
  app.register(
    async (admin) => {
      admin.addHook('onRequest', async (req) => {
        await requireAdmin(req, deps);
      });
      admin.get('/me', describe({ summary: 'The signed-in admin', access: 'admin' }), async (req) => {
        const userId = await requireUser(req, deps);
        return ok({ id: userId, role: 'admin' });
      });
      admin.get('/audit', describe({ summary: "The back office's audit log: the last 50 changes", access: 'admin' }), async () => {
        return ok(await recentAudit(deps.db));
      });
      adminDashboardRoutes(admin, deps);
      adminOrderRoutes(admin, deps);
      adminBlogRoutes(admin, deps);
      adminDesignRequestRoutes(admin, deps);
      adminSubscriberRoutes(admin, deps);
      adminCatalogueRoutes(admin, deps);
      adminBackupRoutes(admin, deps);
      adminDeployTokenRoutes(admin, deps);
    },
    { prefix: '/api/admin' },
  );
}
