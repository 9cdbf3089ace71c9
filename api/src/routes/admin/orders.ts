import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { requireUser } from '../../http/caller.ts';
import { HttpError, notFound } from '../../http/httpError.ts';
import { ok, okPage } from '../../http/envelope.ts';
import { describe } from '../../http/routeDoc.ts';
import { pageParam, parse } from '../../http/validate.ts';
import { listOrdersForAdmin } from '../../admin/orderList.ts';
import { ordersCsv } from '../../admin/ordersCsv.ts';
import { addNote, notesOf } from '../../admin/orderNotes.ts';
import { bulkOrderAction, bulkOrderActions } from '../../admin/bulkOrders.ts';
import { orderForAdmin } from '../../admin/orderDetail.ts';
import { refundByOwner } from '../../admin/ownerRefund.ts';
import { resendConfirmation, retryFulfilment } from '../../admin/orderActions.ts';
import { adminOrderDetail, adminOrderRow, bulkResults, orderNote, refundReply } from './replies.ts';
import { noData, pageExtra } from '../replyShapes.ts';

const ADMIN_ORDERS_PAGE_SIZE = 20;
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD');
/** 'not-sent' is an order the print provider has not taken; the rest are the provider's own statuses */
const fulfilmentStatuses = ['not-sent', 'on-hold', 'sending-to-production', 'in-production', 'partially-fulfilled', 'shipped', 'fulfilled', 'delivered', 'had-issues', 'canceled'] as const;
const orderFilterQuery = z.object({
  status: z.string().trim().max(40).optional(),
  paymentStatus: z.string().trim().max(40).optional(),
  fulfilment: z.union([z.enum(fulfilmentStatuses), z.literal('')]).optional(),
  q: z.string().trim().max(200).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
const orderListQuery = orderFilterQuery.extend({ page: pageParam });
/** one CSV file holds at most this many orders (newest first); narrow the filters for more */
const ORDERS_CSV_LIMIT = 10_000;
const orderParams = z.object({ orderId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const refundBody = z.object({
  /** cents; the rest of the charge when left out */
  amountCents: z.number().int().positive().max(100_000_000).optional(),
  /** the client's idempotency key: a retried request refunds once */
  requestKey: z.string().trim().min(8).max(100),
  /** the goods are coming back: a shipped order may be refunded (it is not canceled at the provider) */
  asReturn: z.boolean().optional(),
});

const noteBody = z.object({ body: z.string().trim().min(1, 'Write the note first.').max(2000, 'A note holds at most 2000 characters.') });
const bulkBody = z.object({
  action: z.enum(bulkOrderActions),
  orderIds: z.array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).min(1, 'Select at least one order.').max(100, 'At most 100 orders at once.'),
});

const filtersOf = (q: z.infer<typeof orderFilterQuery>) => ({
  q: q.q || undefined,
  status: q.status || undefined,
  paymentStatus: q.paymentStatus || undefined,
  fulfilment: q.fulfilment || undefined,
  from: q.from,
  to: q.to,
});

/** The owner's orders: list, one order with its timeline, and the actions on it. */
export function adminOrderRoutes(admin: FastifyInstance, deps: Deps) {
  admin.get('/orders', describe({ reply: z.array(adminOrderRow), replyExtra: pageExtra, summary: "Every shopper's orders, newest first, paged, by status, payment status, fulfilment, dates, order number, e-mail or name", access: 'admin', query: orderListQuery }), async (req) => {
    const q = parse(orderListQuery, req.query);
    const { items, total } = await listOrdersForAdmin(deps.db, { ...filtersOf(q), page: q.page, pageSize: ADMIN_ORDERS_PAGE_SIZE });
    return okPage(items, total, q.page, ADMIN_ORDERS_PAGE_SIZE);
  });
  admin.get('/orders.csv', describe({ summary: `The orders the same filters find, as CSV (newest first, at most ${ORDERS_CSV_LIMIT})`, access: 'admin', query: orderFilterQuery, produces: 'text/csv' }), async (req, reply) => {
    const q = parse(orderFilterQuery, req.query);
    const { items } = await listOrdersForAdmin(deps.db, { ...filtersOf(q), page: 1, pageSize: ORDERS_CSV_LIMIT });
    reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="orders.csv"');
    return ordersCsv(items);
  });
  admin.post('/orders/bulk', describe({ reply: bulkResults, errors: [409], summary: 'One action (send to the print provider again, resend the confirmation) on each selected order; the reply lists each order done or refused, and is not a success when any was refused', access: 'admin', body: bulkBody }), async (req) => {
    const actorId = await requireUser(req, deps);
    const { action, orderIds } = parse(bulkBody, req.body);
    const results = await bulkOrderAction(deps, actorId, action, [...new Set(orderIds)]);
    const refused = results.filter((r) => !r.done);
    if (refused.length) {
      const first = refused[0]!;
      throw new HttpError(409, `${results.length - refused.length} of ${results.length} done; refused for ${refused.map((r) => `#${r.orderId}`).join(', ')} (#${first.orderId}: ${first.message})`, { data: results });
    }
    return ok(results, `Done for ${results.length} ${results.length === 1 ? 'order' : 'orders'}`);
  });
  admin.get('/orders/:orderId/notes', describe({ reply: z.array(orderNote), summary: "The owner's private notes on an order, oldest first", access: 'admin', params: orderParams }), async (req) => {
    const { orderId } = parse(orderParams, req.params);
    return ok(await notesOf(deps.db, orderId));
  });
  admin.post('/orders/:orderId/notes', describe({ reply: orderNote, summary: 'Adds a private note to an order (never shown to the shopper)', access: 'admin', params: orderParams, body: noteBody }), async (req) => {
    const actorId = await requireUser(req, deps);
    const { orderId } = parse(orderParams, req.params);
    const { body } = parse(noteBody, req.body);
    return ok(await addNote(deps.db, actorId, orderId, body), 'Note added');
  });
  admin.get('/orders/:orderId', describe({ reply: adminOrderDetail, summary: 'One order: shopper, address, items, amounts, payment and its timeline', access: 'admin', params: orderParams }), async (req) => {
    const { orderId } = parse(orderParams, req.params);
    const order = await orderForAdmin(deps.db, orderId);
    if (!order) throw notFound('Order not found.');
    return ok(order);
  });
  admin.post('/orders/:orderId/refund', describe({ reply: refundReply, errors: [402, 409, 502], summary: "Give back part or all of an order's card payment (a void before it settles); a full refund cancels the order, at the provider too", access: 'admin', params: orderParams, body: refundBody }), async (req) => {
    const actorId = await requireUser(req, deps);
    const { orderId } = parse(orderParams, req.params);
    const body = parse(refundBody, req.body);
    const out = await refundByOwner(deps, actorId, orderId, body);
    // a refund the gateway refused or never answered is not a success (issue #24): the envelope says so
    if (out.refund.status === 'declined') throw new HttpError(402, `The gateway refused the refund: ${out.refund.message ?? 'no reason given'}`, { data: out });
    if (out.refund.status === 'unknown') throw new HttpError(502, 'The payment gateway did not answer: check the refund with the gateway before trying again.', { data: out });
    return ok(out, out.refund.kind === 'void' ? 'Payment voided' : 'Refund made');
  });
  admin.post('/orders/:orderId/retry-fulfilment', describe({ reply: noData, errors: [409], summary: 'Send a paid order to the print provider again (idempotent at the provider)', access: 'admin', params: orderParams }), async (req) => {
    const actorId = await requireUser(req, deps);
    const { orderId } = parse(orderParams, req.params);
    await retryFulfilment(deps, actorId, orderId);
    return ok(null, 'Sent to the print provider again');
  });
  admin.post('/orders/:orderId/resend-confirmation', describe({ reply: noData, errors: [409], summary: "Send the order's payment confirmation e-mail again", access: 'admin', params: orderParams }), async (req) => {
    const actorId = await requireUser(req, deps);
    const { orderId } = parse(orderParams, req.params);
    await resendConfirmation(deps, actorId, orderId);
    return ok(null, 'Confirmation e-mail sent');
  });
}
