import type { PartnerShipment, ShipmentEvent } from '../fulfilmentProvider.ts';

/** Printify times look like "2022-05-17 15:00:00+00:00"; null for missing, unset (epoch) or unreadable. */
export function printifyTime(value: unknown): string | null {
  if (typeof value !== 'string' || !value) return null;
  const t = new Date(value.replace(' ', 'T'));
  return Number.isNaN(t.getTime()) || t.getTime() <= 0 ? null : t.toISOString();
}

/** Carrier codes are lower-case in orders ("usps") and upper-case in events ("USPS"): show upper-case. */
const carrierName = (code: unknown) => (typeof code === 'string' && code.trim() ? code.trim().toUpperCase() : 'Carrier');
const url = (v: unknown) => (typeof v === 'string' && /^https?:\/\//i.test(v) ? v : null);

export interface PfyOrderShipmentFields {
  sent_to_production_at?: string | null;
  fulfilled_at?: string | null;
  shipments?: { carrier?: string; number?: string; url?: string | null; delivered_at?: string | null }[];
}

/** The first shipment of an order object, with the events its timestamps prove. */
export function shipmentFromOrder(o: PfyOrderShipmentFields): PartnerShipment | null {
  const s = o.shipments?.find((x) => typeof x.number === 'string' && x.number);
  if (!s) return null;
  const carrier = carrierName(s.carrier);
  const events: ShipmentEvent[] = [];
  const produced = printifyTime(o.sent_to_production_at);
  if (produced) events.push({ status: 'in-production', at: produced, description: 'Your items are being printed.' });
  const shipped = printifyTime(o.fulfilled_at);
  if (shipped) events.push({ status: 'shipped', at: shipped, description: `Handed to ${carrier}.` });
  const delivered = printifyTime(s.delivered_at);
  if (delivered) events.push({ status: 'delivered', at: delivered, description: 'Delivered.' });
  return { carrier, trackingNumber: s.number!, trackingUrl: url(s.url), events };
}

interface ShipmentEventData {
  shipped_at?: unknown;
  delivered_at?: unknown;
  carrier?: { code?: unknown; tracking_number?: unknown; tracking_url?: unknown };
}

/** `order:shipment:created` / `order:shipment:delivered` data → the shipment with its one event. */
export function shipmentFromEvent(type: string, data: ShipmentEventData): PartnerShipment | undefined {
  const number = data.carrier?.tracking_number;
  if ((type !== 'order:shipment:created' && type !== 'order:shipment:delivered') || (typeof number !== 'string' && typeof number !== 'number')) return undefined;
  const carrier = carrierName(data.carrier?.code);
  const delivered = type === 'order:shipment:delivered';
  const at = printifyTime(delivered ? data.delivered_at : data.shipped_at) ?? new Date().toISOString();
  const event: ShipmentEvent = delivered
    ? { status: 'delivered', at, description: 'Delivered.' }
    : { status: 'shipped', at, description: `Handed to ${carrier}.` };
  return { carrier, trackingNumber: String(number), trackingUrl: url(data.carrier?.tracking_url), events: [event] };
}
