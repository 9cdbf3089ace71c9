import { describe, expect, it } from 'vitest';
import { localShipment, localTrackingNumber } from '../src/providers/print/local/localShipment.ts';
import { localTrackingPage } from '../src/providers/print/local/localFulfilment.ts';

describe('local provider parcels', () => {
  const step = 1000;
  const t0 = Date.parse('2026-03-01T12:00:00Z');

  it('has no parcel while in production, then adds one event per step, each at its step time', () => {
    expect(localShipment('ab'.repeat(12), t0, 1999, step, null)).toBeNull();
    expect(localShipment('ab'.repeat(12), t0, 2000, step, '/x')!.events.map((e) => e.status)).toEqual(['in-production', 'shipped']);
    const done = localShipment('ab'.repeat(12), t0, 4000, step, '/x')!;
    expect(done.events.map((e) => [e.status, e.at])).toEqual([
      ['in-production', '2026-03-01T12:00:01.000Z'],
      ['shipped', '2026-03-01T12:00:02.000Z'],
      ['in-transit', '2026-03-01T12:00:03.000Z'],
      ['delivered', '2026-03-01T12:00:04.000Z'],
    ]);
    expect(done.trackingUrl).toBe('/x');
  });

  it('gives the same plausible carrier and number for the same order, and both carriers across orders', () => {
    const ids = Array.from({ length: 20 }, (_, i) => (i * 7919 + 13).toString(16).padStart(24, 'c'));
    const parcels = ids.map(localTrackingNumber);
    expect(ids.map(localTrackingNumber)).toEqual(parcels);
    expect(new Set(parcels.map((p) => p.carrier))).toEqual(new Set(['USPS', 'UPS']));
    for (const p of parcels) expect(p.trackingNumber).toMatch(p.carrier === 'USPS' ? /^9400\d{18}$/ : /^1Z[0-9A-Z]{16}$/);
  });

  it("links the store's own tracking page for the store's external ids only", () => {
    expect(localTrackingPage('store-order-42')).toBe('/orders/42/tracking');
    expect(localTrackingPage('other-42')).toBeNull();
  });
});
