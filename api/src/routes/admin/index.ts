import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.ts';
import { requireUser } from '../../http/caller.ts';
import { forbidden } from '../../http/httpError.ts';
import { ok } from '../../http/envelope.ts';
import { recentAudit, roleOf } from '../../admin/roles.ts';
import { describe } from '../../http/routeDoc.ts';
import { z } from 'zod';
import { pageParam, parse } from '../../http/validate.ts';
import { listOrdersForAdmin } from '../../admin/orderList.ts';
import { refundOrder } from '../../admin/refunds.ts';

const ADMIN_ORDERS_PAGE_SIZE = 20;
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD');
const orderListQuery = z.object({
  page: pageParam,
  status: z.string().trim().max(40).optional(),
  paymentStatus: z.string().trim().max(40).optional(),
  q: z.string().trim().max(200).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
const orderParams = z.object({ orderId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const refundBody = z.object({
  /** cents; the rest of the charge when left out */
  amountCents: z.number().int().positive().max(100_000_000).optional(),
  /** the client's idempotency key: a retried request refunds once */
  requestKey: z.string().trim().min(8).max(100),
});

/** Every /api/admin route needs an admin: 401 for a guest, 403 for a customer (from the verified token). */
async function requireAdmin(req: FastifyRequest, deps: Deps): Promise<string> {
  const userId = await requireUser(req, deps);
  if ((await roleOf(deps.db, userId)) !== 'admin') throw forbidden('This page is for the store owner.');
  return userId;
}

/**
 * The back office API. All routes live inside one plugin whose onRequest hook checks the role, so
 * a route added here cannot forget the check.
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
      admin.get('/orders', describe({ summary: "Every shopper's orders, newest first, paged, by status, payment status, dates, order number or e-mail", access: 'admin', query: orderListQuery }), async (req) => {
        const q = parse(orderListQuery, req.query);
        const { items, total } = await listOrdersForAdmin(deps.db, { ...q, q: q.q || undefined, pageSize: ADMIN_ORDERS_PAGE_SIZE });
        return ok(items, 'OK', { total, page: q.page, totalPages: Math.ceil(total / ADMIN_ORDERS_PAGE_SIZE) });
      });
      admin.post('/orders/:orderId/refund', describe({ summary: 'Give back part or all of an order\'s card payment (a void before it settles); a full refund cancels it at the provider', access: 'admin', params: orderParams, body: refundBody }), async (req) => {
        const actorId = await requireUser(req, deps);
        const { orderId } = parse(orderParams, req.params);
        const body = parse(refundBody, req.body);
        const out = await refundOrder(deps, actorId, orderId, body);
        const message = out.refund.status === 'succeeded' ? (out.refund.kind === 'void' ? 'Payment voided' : 'Refund made') : out.refund.status === 'unknown' ? 'The payment gateway did not answer: check the refund with the gateway before trying again.' : `The gateway refused the refund: ${out.refund.message ?? 'no reason given'}`;
        return ok(out, message);
      });
      admin.get('/audit', describe({ summary: "The back office's audit log: the last 50 changes", access: 'admin' }), async () => {
        return ok(await recentAudit(deps.db));
      });
    },
    { prefix: '/api/admin' },
  );
}
