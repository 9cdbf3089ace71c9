import { Link, useParams, queryKeys, useQuery, hrefs, useSession, usePageMeta } from '@store/shared';
import { formatDateTime as when, refundedLabel } from '@store/shared/rules';
import { fetchShipment, type ShipmentEvent } from '../api/ordersApi.ts';
import '../styles/orders.css';

const statusLabels: Record<ShipmentEvent['status'], string> = {
  'in-production': 'In production',
  shipped: 'Shipped',
  'in-transit': 'In transit',
  delivered: 'Delivered',
};

/** A link to the carrier's own page; the local provider's link is this very page, so none then. */
function carrierLink(url: string | null, here: string): string | null {
  if (!url) return null;
  try {
    const u = new URL(url, window.location.origin);
    return u.origin === window.location.origin && u.pathname === here ? null : u.href;
  } catch {
    return null;
  }
}

/** /orders/:orderId/tracking: carrier, tracking number, carrier link and the provider's timeline. */
export default function OrderTrackingPage() {
  const { orderId = '' } = useParams();
  const here = hrefs.orderTracking(orderId);
  usePageMeta({ title: `Tracking order #${orderId}`, description: 'Where your order is.', canonical: here });
  const user = useSession((s) => s.user);
  const tracking = useQuery({
    queryKey: queryKeys.orderShipment(orderId),
    queryFn: () => fetchShipment(orderId),
    enabled: Boolean(user),
    retry: false,
    // keep following the parcel until it is delivered
    refetchInterval: (q) => (q.state.data?.shipment?.events.some((e) => e.status === 'delivered') || q.state.error ? false : 5000),
  });

  const back = (
    <Link className="btn btn-outline" to={hrefs.orders()}>
      Back to My Orders
    </Link>
  );
  if (!user) {
    return (
      <main className="container page">
        <h1 className="page-title">Tracking</h1>
        <p>Please log in to track your orders.</p>
        <Link className="btn btn-primary" to={hrefs.login()}>
          Login
        </Link>
      </main>
    );
  }

  const data = tracking.data;
  const shipment = data?.shipment ?? null;
  const link = carrierLink(shipment?.trackingUrl ?? null, here);
  return (
    <main className="container page">
      <h1 className="page-title">Tracking order #{orderId}</h1>
      {data?.status === 'canceled' && (
        <p className="card trk-canceled" role="status" data-testid="tracking-canceled">
          This order was canceled{refundedLabel(data) ? ' and your payment refunded to your card' : ''}.{shipment ? ' The parcel below had already shipped.' : ''}
        </p>
      )}
      {tracking.isLoading ? (
        <p role="status">Loading tracking...</p>
      ) : tracking.isError ? (
        <p role="alert">{tracking.error instanceof Error ? tracking.error.message : 'Order not found.'}</p>
      ) : !shipment ? (
        data?.status === 'canceled' ? null : <p role="status">Your order has not shipped yet. We will e-mail you the tracking number when it does.</p>
      ) : (
        <section className="card trk-card" aria-labelledby="trk-parcel">
          <h2 id="trk-parcel" className="trk-heading">
            Parcel
          </h2>
          <dl className="trk-facts">
            <dt>Carrier</dt>
            <dd>{shipment.carrier}</dd>
            <dt>Tracking number</dt>
            <dd className="trk-number">{shipment.trackingNumber}</dd>
          </dl>
          {link && (
            <p>
              <a href={link} target="_blank" rel="noopener noreferrer">
                Track on the {shipment.carrier} website<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </p>
          )}
          <h2 className="trk-heading">Timeline</h2>
          <ol className="trk-timeline" aria-label="Shipment timeline">
            {shipment.events.map((e) => (
              <li key={e.status} className="trk-event">
                <strong>{statusLabels[e.status] ?? e.status}</strong>
                <time dateTime={e.at}>{when(e.at)}</time>
                {e.description && <span>{e.description}</span>}
              </li>
            ))}
          </ol>
        </section>
      )}
      <div className="ord-footer">{back}</div>
    </main>
  );
}
