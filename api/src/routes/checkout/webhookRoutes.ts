import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { HttpError, notFound } from '../../http/httpError.ts';
import { WebhookSignatureError, type PartnerEvent } from '../../providers/print/printProvider.ts';
import { recordShipment, sendShipmentMails } from '../../orders/shipments.ts';

/**
 * POST /api/webhooks/{provider}: the provider verifies its signature over the RAW body (a
 * buffer parser scoped to this route only), then each event id is applied once.
 */
export function webhookRoutes(app: FastifyInstance, deps: Deps) {
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_req, body, done) => done(null, body));
    scope.post<{ Params: { provider: string } }>('/api/webhooks/:provider', async (req) => {
      const parseWebhook = deps.print.parseWebhook;
      if (req.params.provider !== deps.print.name || !parseWebhook) throw notFound(`No route for POST /api/webhooks/${req.params.provider}`);
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      let event: PartnerEvent;
      try {
        event = parseWebhook.call(deps.print, raw, req.headers);
      } catch (err) {
        if (err instanceof WebhookSignatureError) throw new HttpError(401, err.message);
        throw new HttpError(400, 'Invalid webhook payload.');
      }
      const applied = await applyEvent(deps, event);
      // after the commit: the e-mails' own claim keeps them once each however events race
      if (applied && event.shipment && event.partnerOrderId) await mailForPartnerOrder(deps, event.partnerOrderId);
      return ok({ id: event.id, applied }, applied ? 'Event applied' : 'Event already applied');
    });
  });
}

async function applyEvent(deps: Deps, event: PartnerEvent): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [fresh] = await tx.query('INSERT INTO webhook_events (id, type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id', [event.id, event.type]);
    if (!fresh) return false;
    if (event.partnerOrderId && (event.status || event.trackingUrl)) {
      await tx.query(
        `UPDATE orders SET partner_status = coalesce($2, partner_status), tracking_url = coalesce($3, tracking_url), updated_at = now()
          WHERE partner_order_id = $1`,
        [event.partnerOrderId, event.status ?? null, event.trackingUrl ?? null],
      );
    }
    if (event.partnerOrderId && event.shipment) {
      const [order] = await tx.query<{ id: number }>('SELECT id FROM orders WHERE partner_order_id = $1', [event.partnerOrderId]);
      if (order) await recordShipment(tx, Number(order.id), event.shipment);
    }
    return true;
  });
}

async function mailForPartnerOrder(deps: Deps, partnerOrderId: string): Promise<void> {
  const [order] = await deps.db.query<{ id: number }>('SELECT id FROM orders WHERE partner_order_id = $1', [partnerOrderId]);
  if (order) await sendShipmentMails(deps, Number(order.id));
}
