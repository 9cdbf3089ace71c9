import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { requireUser } from '../../http/caller.ts';
import { ok } from '../../http/envelope.ts';
import { recentAudit } from '../../admin/roles.ts';
import { describe } from '../../http/routeDoc.ts';
import { adminOrderRoutes } from './orders.ts';
import { adminActivityRoutes } from './activity.ts';
import { adminDashboardRoutes } from './dashboard.ts';
import { adminBlogRoutes } from './blog.ts';
import { adminDesignRequestRoutes } from './designRequests.ts';
import { adminSubscriberRoutes } from './subscribers.ts';
import { adminCatalogueRoutes } from './catalogue.ts';
import { adminBackupRoutes } from './backups.ts';
import { adminDeployTokenRoutes } from './deployTokens.ts';
import { adminTaxRoutes } from './taxes.ts';
import { adminReviewRoutes } from './reviews.ts';
import { adminCustomerRoutes } from './customers.ts';
import { adminReportRoutes } from './reports.ts';
import { adminDiscountRoutes } from './discounts.ts';
import { adminNoticeRoutes } from './notices.ts';
import { z } from 'zod';
import { adminMe, auditEntry } from './replies.ts';

/**
 * The back office API. Each route declares access 'admin', and the route registry installs the role
 * check from that declaration (routes/access.ts): 401 for a guest, 403 for a customer.
 */
export function adminRoutes(app: FastifyInstance, deps: Deps) {
  app.register(
    async (admin) => {
      admin.get('/me', describe({ reply: adminMe, summary: 'The signed-in admin', access: 'admin' }), async (req) => {
        const userId = await requireUser(req, deps);
        return ok({ id: userId, role: 'admin' });
      });
      admin.get('/audit', describe({ reply: z.array(auditEntry), summary: "The back office's audit log: the last 50 changes", access: 'admin' }), async () => {
        return ok(await recentAudit(deps.db));
      });
      adminDashboardRoutes(admin, deps);
      adminOrderRoutes(admin, deps);
      adminActivityRoutes(admin, deps);
      adminBlogRoutes(admin, deps);
      adminDesignRequestRoutes(admin, deps);
      adminSubscriberRoutes(admin, deps);
      adminCatalogueRoutes(admin, deps);
      adminBackupRoutes(admin, deps);
      adminDeployTokenRoutes(admin, deps);
      adminTaxRoutes(admin, deps);
      adminReviewRoutes(admin, deps);
      adminCustomerRoutes(admin, deps);
      adminReportRoutes(admin, deps);
      adminDiscountRoutes(admin, deps);
      adminNoticeRoutes(admin, deps);
    },
    { prefix: '/api/admin' },
  );
}
