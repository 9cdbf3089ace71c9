import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { HttpError, notFound } from '../../http/httpError.ts';
import { WebhookSignatureError, type PartnerEvent } from '../../providers/print/fulfilmentProvider.ts';
import { applyPartnerEvent } from '../../orders/partnerEvents.ts';
import { sendShipmentMails } from '../../orders/shipments.ts';
import { describe } from '../../http/routeDoc.ts';
import { webhookReply } from './replies.ts';

/**
 * POST /api/webhooks/{provider}: the provider verifies its signature over the RAW body (a
 * buffer parser scoped to this route only), then each event id is applied once.
 */
export function webhookRoutes(app: FastifyInstance, deps: Deps) {
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_req, body, done) => done(null, body));
    scope.post<{ Params: { provider: string } }>('/api/webhooks/:provider', describe({ reply: webhookReply, errors: [401], access: 'public', summary: "The print provider's signed event deliveries (raw body)" }), async (req) => {
      const parseWebhook = deps.print.fulfilment.parseWebhook;
      if (req.params.provider !== deps.print.name || !parseWebhook) throw notFound(`No route for POST /api/webhooks/${req.params.provider}`);
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      let event: PartnerEvent;
      try {
        event = parseWebhook.call(deps.print.fulfilment, raw, req.headers);
      } catch (err) {
        if (err instanceof WebhookSignatureError) throw new HttpError(401, err.message);
        throw new HttpError(400, 'Invalid webhook payload.');
      }
      const { applied, shippedOrderId } = await applyPartnerEvent(deps.db, event);
      // after the commit: the e-mails' own claim keeps them once each however events race
      if (shippedOrderId !== undefined) await sendShipmentMails(deps, shippedOrderId);
      return ok({ id: event.id, applied }, applied ? 'Event applied' : 'Event already applied');
    });
  });
}
