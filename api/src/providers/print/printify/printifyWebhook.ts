import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookSignatureError, type PartnerEvent } from '../fulfilmentProvider.ts';
import { shipmentFromEvent } from './printifyShipment.ts';

/** X-Pfy-Signature: sha256={hex HMAC-SHA256(secret, raw body)}, compared in constant time. */
export function signPrintifyBody(secret: string, raw: Buffer | string): string {
  return `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;
}

export function verifyPrintifySignature(secret: string, raw: Buffer, header: string | string[] | undefined): boolean {
  const sig = Array.isArray(header) ? header[0] : header;
  if (!sig || !secret) return false;
  const expected = Buffer.from(signPrintifyBody(secret, raw));
  const given = Buffer.from(sig.trim().toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

interface Envelope {
  id?: unknown;
  type?: unknown;
  resource?: {
    id?: unknown;
    type?: unknown;
    data?: { status?: unknown; shipped_at?: unknown; delivered_at?: unknown; carrier?: { code?: unknown; tracking_number?: unknown; tracking_url?: unknown } } | null;
  };
}

/** Verifies, then reads the event envelope (payloads are thin: status, or one shipment step with its carrier). */
export function parsePrintifyWebhook(secret: string, raw: Buffer, headers: Record<string, string | string[] | undefined>): PartnerEvent {
  if (!verifyPrintifySignature(secret, raw, headers['x-pfy-signature'])) throw new WebhookSignatureError();
  const body = JSON.parse(raw.toString('utf8')) as Envelope;
  if (typeof body.id !== 'string' || typeof body.type !== 'string' || !body.resource) throw new Error('malformed event');
  const data = body.resource.data ?? {};
  const isOrder = body.resource.type === 'order' && typeof body.resource.id === 'string';
  const event: PartnerEvent = { id: body.id, type: body.type, partnerOrderId: isOrder ? (body.resource.id as string) : null };
  if (body.type === 'order:updated' && typeof data.status === 'string') event.status = data.status;
  if (typeof data.carrier?.tracking_url === 'string') event.trackingUrl = data.carrier.tracking_url;
  if (body.type === 'order:shipment:delivered') event.status = 'fulfilled';
  const shipment = isOrder ? shipmentFromEvent(body.type, data) : undefined;
  if (shipment) event.shipment = shipment;
  return event;
}
