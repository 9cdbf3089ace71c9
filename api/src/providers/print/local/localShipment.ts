import type { PartnerShipment, ShipmentEvent } from '../fulfilmentProvider.ts';

/**
 * The local provider's parcel, derived from its order id so every instance (and every poll)
 * sees the same carrier, number and event times: in production after one step, shipped after
 * two, in transit after three, delivered after four.
 */
const carriers = ['USPS', 'UPS'] as const;

/** 22-digit USPS-style or 1Z…-style UPS number from the order's random hex id. */
export function localTrackingNumber(orderId: string): { carrier: string; trackingNumber: string } {
  const n = BigInt(`0x${orderId.slice(0, 24) || '0'}`);
  const carrier = carriers[Number(n % 2n)];
  if (carrier === 'USPS') return { carrier, trackingNumber: `9400${(n % 10n ** 18n).toString().padStart(18, '0')}` };
  return { carrier, trackingNumber: `1Z${n.toString(36).toUpperCase().padStart(16, '0').slice(-16)}` };
}

export function localShipment(orderId: string, createdAt: number, elapsed: number, stepMs: number, trackingUrl: string | null): PartnerShipment | null {
  if (elapsed < 2 * stepMs) return null;
  const { carrier, trackingNumber } = localTrackingNumber(orderId);
  const at = (steps: number) => new Date(createdAt + steps * stepMs).toISOString();
  const all: (ShipmentEvent & { step: number })[] = [
    { step: 1, status: 'in-production', at: at(1), description: 'Your items are being printed.' },
    { step: 2, status: 'shipped', at: at(2), description: `Handed to ${carrier}.` },
    { step: 3, status: 'in-transit', at: at(3), description: 'On its way to the delivery address.' },
    { step: 4, status: 'delivered', at: at(4), description: 'Delivered.' },
  ];
  const events = all.filter((e) => elapsed >= e.step * stepMs).map(({ step: _step, ...e }) => e);
  return { carrier, trackingNumber, trackingUrl, events };
}
