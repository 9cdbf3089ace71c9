import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { requireUser } from '../../http/caller.ts';
import { ok } from '../../http/envelope.ts';
import { describe } from '../../http/routeDoc.ts';
import { parse } from '../../http/validate.ts';
import { addTaxRegion, deleteTaxRegion, taxRegionsForAdmin, updateTaxRegion } from '../../admin/taxRegions.ts';
import { idReply, taxRegion } from './replies.ts';

const regionBody = z.object({
  /** ISO 3166-1 alpha-2 ('US') */
  country: z.string().trim().min(1, 'Enter the country code, e.g. US.').max(10),
  /** ISO 3166-2 subdivision code without the country ('CA'); empty for the whole country */
  subdivision: z.string().trim().max(10).default(''),
  /** a percentage as typed, '7.25' (0 to 25, at most four decimals); the range is checked with a message of its own */
  rate: z.union([z.string().trim().max(20), z.number()]),
  shippingTaxed: z.boolean().default(false),
});
const regionParams = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

/** The owner's tax table (issue #40 part 3): where the store collects, at which rate, shipping taxed or not. */
export function adminTaxRoutes(admin: FastifyInstance, deps: Deps) {
  admin.get('/tax-regions', describe({ serialize: true, reply: z.array(taxRegion), summary: 'The regions where the store collects tax, with their rates', access: 'admin' }), async () => ok(await taxRegionsForAdmin(deps.db)));
  admin.post('/tax-regions', describe({ reply: taxRegion, status: 201, errors: [409], summary: 'Collect tax in a new country or subdivision', access: 'admin', body: regionBody }), async (req, reply) => {
    const body = parse(regionBody, req.body);
    const region = await addTaxRegion(deps.db, await requireUser(req, deps), body);
    reply.status(201);
    return ok(region, `Tax region added: ${region.label}`);
  });
  admin.put('/tax-regions/:id', describe({ reply: taxRegion, errors: [409], summary: "Change a tax region's place, rate or shipping rule (orders already taxed keep their tax)", access: 'admin', params: regionParams, body: regionBody }), async (req) => {
    const { id } = parse(regionParams, req.params);
    const body = parse(regionBody, req.body);
    const region = await updateTaxRegion(deps.db, await requireUser(req, deps), id, body);
    return ok(region, `Tax region saved: ${region.label}`);
  });
  admin.delete('/tax-regions/:id', describe({ reply: idReply, summary: 'Stop collecting tax in a region (orders already taxed keep their tax)', access: 'admin', params: regionParams }), async (req) => {
    const { id } = parse(regionParams, req.params);
    await deleteTaxRegion(deps.db, await requireUser(req, deps), id);
    return ok({ id }, 'Tax region deleted');
  });
}
