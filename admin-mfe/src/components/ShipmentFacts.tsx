import { carrierTrackingUrl } from '@store/shared/rules';
import type { AdminOrder } from '../api/adminApi.ts';

/**
 * The parcel on the owner's order page (#41 item 8): carrier and tracking number, linked to the
 * carrier's own page. Never the shop's tracking page: that one is the shopper's and says
 * "Order not found" to anyone else.
 */
export function ShipmentFacts({ shipment }: { shipment: NonNullable<AdminOrder['shipment']> }) {
  const href = carrierTrackingUrl(shipment.carrier, shipment.trackingNumber, shipment.providerUrl, window.location.origin);
  return (
    <>
      <dt>Carrier</dt>
      <dd data-testid="carrier">{shipment.carrier}</dd>
      <dt>Tracking number</dt>
      <dd data-testid="tracking-number">
        {href ? (
          <a href={href} target="_blank" rel="noreferrer">
            {shipment.trackingNumber}
            <span className="visually-hidden"> (opens the {shipment.carrier} tracking page)</span>
          </a>
        ) : (
          shipment.trackingNumber
        )}
      </dd>
    </>
  );
}
