import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { centsToDollars } from '@store/shared/rules';
import type { Deps } from '../../deps.ts';
import { badRequest } from '../../http/httpError.ts';
import { ok } from '../../http/envelope.ts';
import { describe } from '../../http/routeDoc.ts';
import { parse } from '../../http/validate.ts';
import { csvRows } from '../../admin/csv.ts';
import { maxPeriods, salesReport } from '../../reports/salesReport.ts';
import { salesReportReply } from './replies.ts';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD').refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), 'not a calendar date');
const reportQuery = z.object({
  from: isoDate.optional(),
  to: isoDate.optional(),
  period: z.enum(['day', 'week', 'month']).default('day'),
});
const dayMs = 86_400_000;
const periodDays = { day: 1, week: 7, month: 28 } as const;

/** The range asked for (default: the last 30 UTC days), refused when reversed or longer than maxPeriods periods. */
function rangeOf(q: z.infer<typeof reportQuery>) {
  const to = q.to ?? new Date().toISOString().slice(0, 10);
  const from = q.from ?? new Date(Date.parse(to) - 29 * dayMs).toISOString().slice(0, 10);
  const days = (Date.parse(to) - Date.parse(from)) / dayMs;
  if (days < 0) throw badRequest('The start date is after the end date.');
  if (days / periodDays[q.period] > maxPeriods) throw badRequest(`That range has more than ${maxPeriods} ${q.period}s: choose a longer period or a shorter range.`);
  return { from, to, period: q.period };
}

/** The owner's sales reports (issue #41): by period and by product, gross, refunds and net, as JSON or CSV. */
export function adminReportRoutes(admin: FastifyInstance, deps: Deps) {
  admin.get('/reports/sales', describe({ reply: salesReportReply, summary: 'Sales of paid orders by day, week or month and by product: gross, refunds and net', access: 'admin', query: reportQuery }), async (req) => {
    return ok(await salesReport(deps.db, rangeOf(parse(reportQuery, req.query))));
  });
  admin.get('/reports/sales.csv', describe({ summary: 'The sales report by period as CSV (dollars)', access: 'admin', query: reportQuery, produces: 'text/csv' }), async (req, reply) => {
    const range = rangeOf(parse(reportQuery, req.query));
    const report = await salesReport(deps.db, range);
    reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="sales-${range.period}-${range.from}-${range.to}.csv"`);
    return csvRows(['period_start', 'orders', 'gross', 'refunds', 'net'], report.byPeriod.map((r) => [r.period, String(r.orders), centsToDollars(r.grossCents), centsToDollars(r.refundsCents), centsToDollars(r.netCents)]));
  });
  admin.get('/reports/products.csv', describe({ summary: 'The sales report by product as CSV (dollars)', access: 'admin', query: reportQuery, produces: 'text/csv' }), async (req, reply) => {
    const range = rangeOf(parse(reportQuery, req.query));
    const report = await salesReport(deps.db, range);
    reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="products-${range.from}-${range.to}.csv"`);
    return csvRows(['product_id', 'product', 'units', 'gross', 'refunds', 'net'], report.byProduct.map((r) => [r.productId, r.productTitle, String(r.units), centsToDollars(r.grossCents), centsToDollars(r.refundsCents), centsToDollars(r.netCents)]));
  });
}
