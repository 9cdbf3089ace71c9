import { Link, hrefs, useParams, useQuery } from '@store/shared';
import { displayStatus, formatCents, taxLineLabel } from '@store/shared/rules';
import { DataTable } from '@store/shared/ui';
import { QueryView } from '../components/QueryView.tsx';
import { adminKeys, fetchOrder, type AdminOrder } from '../api/adminApi.ts';
import { AdminFrame } from '../components/AdminFrame.tsx';
import { OrderActions } from '../components/OrderActions.tsx';
import { OrderTimeline } from '../components/OrderTimeline.tsx';
import { OrderNotes } from '../components/OrderNotes.tsx';
import { ShipmentFacts } from '../components/ShipmentFacts.tsx';
import { printHref } from '../components/printHref.ts';
import { shortDateTime } from '../components/labels.ts';

/** /admin/orders/:orderId: shopper, address, items, amounts, the timeline and the actions. */
export default function OrderPage() {
  const { orderId = '' } = useParams();
  return (
    <AdminFrame title={`Order #${orderId}`} actions={<OrderLinks orderId={orderId} />}>
      <OrderBody orderId={orderId} />
    </AdminFrame>
  );
}

function OrderBody({ orderId }: { orderId: string }) {
  const order = useQuery({ queryKey: adminKeys.order(orderId), queryFn: () => fetchOrder(orderId), staleTime: 0, retry: 1, refetchInterval: 15_000 });
  return (
    <QueryView query={order} loading="Loading the order" failed={`Could not load order #${orderId}`}>
      {(o) => <OrderView o={o} />}
    </QueryView>
  );
}

function OrderView({ o }: { o: AdminOrder }) {
  return (
    <div className="adm-order">
      <div className="stack">
        <section className="card" aria-labelledby="summary-title">
          <h2 id="summary-title">Summary</h2>
          <dl className="adm-facts">
            <dt>Placed</dt>
            <dd>{shortDateTime(o.createdAt)}</dd>
            <dt>Status</dt>
            <dd data-testid="order-status">{displayStatus(o)}{o.partnerStatus && displayStatus(o) !== o.partnerStatus ? ` (print provider: ${o.partnerStatus})` : ''}</dd>
            <dt>Payment</dt>
            <dd data-testid="payment-status">
              {o.paymentStatus}
              {o.payment?.last4 ? ` · ${o.payment.brand ?? 'card'} ending ${o.payment.last4}` : ''}
            </dd>
            <dt>Shopper</dt>
            <dd>
              {o.shopper.name} · {o.shopper.email}
            </dd>
            <dt>Ship to</dt>
            <dd>{addressLine(o.address)}</dd>
            <dt>Shipping</dt>
            <dd>{o.shippingOption}</dd>
            {o.shipment && <ShipmentFacts shipment={o.shipment} />}
          </dl>
        </section>
        <section className="card" aria-labelledby="items-title">
          <h2 id="items-title">Items</h2>
          <DataTable<AdminOrder['items'][number]>
            rows={o.items}
            rowKey={(_, i) => i}
            columns={[
              { header: 'Product', cell: (i) => `${i.title}${i.variant ? ` (${i.variant})` : ''}` },
              { header: 'Quantity', cell: (i) => i.quantity },
              { header: 'Price', cell: (i) => formatCents(i.priceCents) },
              { header: 'Total', cell: (i) => formatCents(i.totalCents) },
            ]}
          />
          <dl className="adm-facts adm-amounts">
            <dt>Subtotal</dt>
            <dd>{formatCents(o.amounts.subtotalCents)}</dd>
            {(o.amounts.discountCents ?? 0) > 0 && (
              <>
                <dt>Discount{o.amounts.discountCode ? ` (${o.amounts.discountCode})` : ''}</dt>
                <dd data-testid="discount">−{formatCents(o.amounts.discountCents ?? 0)}</dd>
              </>
            )}
            <dt>Shipping</dt>
            <dd>{formatCents(o.amounts.shippingCents)}</dd>
            <dt>{taxLineLabel(o.amounts.taxLabel)}</dt>
            <dd>{formatCents(o.amounts.taxCents)}</dd>
            <dt>Charged</dt>
            <dd>{formatCents(o.amounts.chargedCents)}</dd>
            <dt>Refunded</dt>
            <dd data-testid="refunded">{formatCents(o.amounts.refundedCents)}</dd>
          </dl>
        </section>
      </div>
      <div className="stack">
        <OrderActions key={`${o.amounts.refundedCents}-${o.paymentStatus}`} order={o} />
        <OrderNotes orderId={o.orderId} />
        <section className="card" aria-labelledby="timeline-title">
          <h2 id="timeline-title">Timeline</h2>
          <OrderTimeline entries={o.timeline} />
        </section>
      </div>
    </div>
  );
}

/** Back to the list, and this order's packing slip and invoice (print pages). */
function OrderLinks({ orderId }: { orderId: string }) {
  const id = Number(orderId);
  return (
    <div className="adm-inline">
      {Number.isSafeInteger(id) && id > 0 && (
        <>
          <a href={printHref('packing-slip', [id])}>Packing slip</a>
          <a href={printHref('invoice', [id])}>Invoice</a>
        </>
      )}
      <Link to={hrefs.adminOrders()}>All orders</Link>
    </div>
  );
}

function addressLine(a: AdminOrder['address']): string {
  return [a.fullName, a.address, a.city, a.state, a.zipCode, a.country].filter(Boolean).join(', ');
}
