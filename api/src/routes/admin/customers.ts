import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../http/httpError.ts';
import { ok, okPage } from '../../http/envelope.ts';
import { describe } from '../../http/routeDoc.ts';
import { pageParam, parse } from '../../http/validate.ts';
import { customerDetail, listCustomers } from '../../customers/customerQueries.ts';
import { adminCustomer, adminCustomerDetail } from './replies.ts';
import { pageExtra } from '../replyShapes.ts';

const CUSTOMERS_PAGE_SIZE = 25;
const customerListQuery = z.object({ page: pageParam, q: z.string().trim().max(200).optional() });
const customerParams = z.object({ customerId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

/** The owner's customer list (issue #41): search by name or e-mail; one customer's orders, spend, subscription, last visit. */
export function adminCustomerRoutes(admin: FastifyInstance, deps: Deps) {
  admin.get('/customers', describe({ reply: z.array(adminCustomer), replyExtra: pageExtra, summary: 'Customer accounts, newest first, paged; q matches part of the name or e-mail', access: 'admin', query: customerListQuery }), async (req) => {
    const q = parse(customerListQuery, req.query);
    const { items, total } = await listCustomers(deps.db, { q: q.q || undefined, page: q.page, pageSize: CUSTOMERS_PAGE_SIZE });
    return okPage(items, total, q.page, CUSTOMERS_PAGE_SIZE);
  });
  admin.get('/customers/:customerId', describe({ reply: adminCustomerDetail, summary: "One customer: their orders, total spent (net of refunds), newsletter state and last visit", access: 'admin', params: customerParams }), async (req) => {
    const { customerId } = parse(customerParams, req.params);
    const customer = await customerDetail(deps.db, customerId);
    if (!customer) throw notFound('Customer not found.');
    return ok(customer);
  });
}
