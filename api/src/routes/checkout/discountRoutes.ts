import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { describe } from '../../http/routeDoc.ts';
import { parse } from '../../http/validate.ts';
import { previewDiscount } from '../../discounts/discountClaim.ts';
import { discountReply } from './replies.ts';

const checkBody = z.object({
  code: z.string().trim().min(1, 'Enter a discount code.').max(40),
  /** the goods' total the page shows, for the preview only: the order's discount is computed on the server's prices when it is placed */
  subtotalCents: z.coerce.number().int().min(0).max(1_000_000_000).default(0),
});

/** Checkout's discount field (issue #41): says whether a code applies and what it takes off, before the order is placed. */
export function discountRoutes(app: FastifyInstance, deps: Deps) {
  app.post('/api/discount/check', describe({ reply: discountReply, summary: 'Whether a discount code can be used now and what it takes off these goods (the order is discounted on placement, on server prices)', access: 'user', body: checkBody }), async (req) => {
    const body = parse(checkBody, req.body);
    const d = await previewDiscount(deps.db, body.code, body.subtotalCents);
    return ok(d, `${d.code} applied`);
  });
}
