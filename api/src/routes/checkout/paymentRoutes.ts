import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { requireUser } from '../../http/caller.ts';
import { parse } from '../../http/validate.ts';
import { payCard, paymentSchema } from '../../payments/payCard.ts';
import { describe } from '../../http/routeDoc.ts';

/** POST /api/payment/card. Card data is never stored, logged or echoed; replies are never cached. */
export function paymentRoutes(app: FastifyInstance, deps: Deps) {
  app.post('/api/payment/card', describe({ summary: 'Pay an order by card (the amount must match the server total)', access: 'user', body: paymentSchema }), async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    const userId = await requireUser(req, deps);
    const out = await payCard(deps, userId, parse(paymentSchema, req.body));
    return reply.status(out.status).send({ success: out.success, message: out.message, data: out.data, ...(out.success ? {} : { error: out.message }) });
  });
}
