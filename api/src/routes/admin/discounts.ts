import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { requireUser } from '../../http/caller.ts';
import { ok } from '../../http/envelope.ts';
import { describe } from '../../http/routeDoc.ts';
import { parse } from '../../http/validate.ts';
import { addDiscountCode, changeDiscountCode, discountCodesForAdmin } from '../../discounts/discountCodes.ts';
import { discountCode } from './replies.ts';

const usageLimit = z.union([z.coerce.number().int().min(1, 'A usage limit is at least 1 (leave it empty for no limit).').max(1_000_000), z.null()]).default(null);
const expiresAt = z.string().trim().max(40).nullable().default(null);
const addBody = z.object({
  code: z.string().trim().min(1, 'Enter the code, e.g. SUMMER10.').max(40),
  kind: z.enum(['percent', 'fixed']),
  /** percent: a whole number 1–100; fixed: dollars as typed ('5.00') */
  value: z.union([z.string().trim().max(20), z.number()]).transform(String),
  expiresAt,
  usageLimit,
});
const changeBody = z.object({ expiresAt, usageLimit, active: z.boolean() });
const codeParams = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

/** The owner's discount codes (issue #41): percentage or fixed, with an expiry and a usage limit. */
export function adminDiscountRoutes(admin: FastifyInstance, deps: Deps) {
  admin.get('/discounts', describe({ serialize: true, reply: z.array(discountCode), summary: 'Every discount code with its uses', access: 'admin' }), async () => ok(await discountCodesForAdmin(deps.db)));
  admin.post('/discounts', describe({ reply: discountCode, status: 201, errors: [409], summary: 'A new discount code: percentage or fixed amount off the goods, optional expiry and usage limit', access: 'admin', body: addBody }), async (req, reply) => {
    const body = parse(addBody, req.body);
    const code = await addDiscountCode(deps.db, await requireUser(req, deps), body);
    reply.status(201);
    return ok(code, `Discount code added: ${code.code}`);
  });
  admin.put('/discounts/:id', describe({ reply: discountCode, summary: "Change a discount code's expiry, usage limit or whether it is on (its code and amount stay)", access: 'admin', params: codeParams, body: changeBody }), async (req) => {
    const { id } = parse(codeParams, req.params);
    const body = parse(changeBody, req.body);
    const code = await changeDiscountCode(deps.db, await requireUser(req, deps), id, body);
    return ok(code, `Discount code saved: ${code.code}`);
  });
}
