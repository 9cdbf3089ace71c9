import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { requireUser } from '../../http/caller.ts';
import { parse } from '../../http/validate.ts';
import { payCard, paymentSchema, refuseCardData } from '../../payments/payCard.ts';
import { describe } from '../../http/routeDoc.ts';
import { paymentConfigView } from '../../payments/paymentConfig.ts';
import { paymentConfigReply, paymentReply } from './replies.ts';

/**
 * POST /api/payment/card charges a gateway token (never a card: a body carrying card data is
 * refused); GET /api/payment/config tells the page which tokenizer to load. Replies are never cached.
 */
export function paymentRoutes(app: FastifyInstance, deps: Deps) {
  app.get('/api/payment/config', describe({ reply: paymentConfigReply, errors: [503], summary: 'The card tokenizer the payment page loads from the gateway (public values only)', access: 'public' }), async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { success: true, message: 'Payment configuration', data: paymentConfigView(deps, req.hostname) };
  });
  app.post('/api/payment/card', describe({ reply: paymentReply, status: [200, 202], errors: [402, 404, 409], summary: 'Pay an order with a card token from the gateway’s tokenizer (the amount must match the server total; card numbers and CVVs are refused)', access: 'user', body: paymentSchema }), async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    refuseCardData(req.body, req.url);
    const userId = await requireUser(req, deps);
    const out = await payCard(deps, userId, parse(paymentSchema, req.body));
    return reply.status(out.status).send({ success: out.success, message: out.message, data: out.data, ...(out.success ? {} : { error: out.message }) });
  });
}
