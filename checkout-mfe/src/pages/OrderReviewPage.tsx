import { Link, hrefs, useLocation, usePageMeta } from '@store/shared';
import { DataTable } from '@store/shared/ui';
import { abbreviateState, formatCents } from '@store/shared/rules';
import type { Order, OrderDetails } from '../api/types.ts';
import { ReviewTax } from '../components/ReviewTax.tsx';
import { DiscountLine } from '../components/DiscountLine.tsx';
import '../styles/checkout.css';

const placeholder = 'Not provided';

function parseAddress(text: string): Record<string, string> {
  try {
    const v = JSON.parse(text) as unknown;
    return v && typeof v === 'object' ? (v as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** /order-review: the placed order passed as navigation state (spec §2). */
export default function OrderReviewPage() {
  usePageMeta({ title: 'Order Review', description: 'Review your order before payment.', canonical: '/order-review' });
  const state = useLocation().state as { order?: Order; orderDetails?: OrderDetails } | null;
  const order = state?.order;
  if (!order) {
    return (
      <main className="container page co-page">
        <h1 className="page-title">Order Review</h1>
        <p>Order details not found.</p>
        <Link to="/cart" className="btn btn-outline">
          Back to Cart
        </Link>
      </main>
    );
  }
  const a = parseAddress(order.address);
  const show = (v: string | undefined) => (v && v.trim() ? v : placeholder);
  const rows: [string, string][] = [
    ['Name', show(a.fullName)],
    ['Email', show(a.email)],
    ['Phone', show(a.phone)],
    ['Address', show(a.address)],
    ['City', show(a.city)],
    ['State', a.state ? abbreviateState(a.state) : placeholder],
    ['Zip', show(a.zipCode)],
    ['Country', show(a.country)],
  ];
  const lines = state?.orderDetails?.line_items;

  return (
    <main className="container page co-page">
      <h1 className="page-title">Order Review</h1>
      <p className="muted">Order #{order.orderId}</p>
      <div className="co-review">
        <section className="card" aria-labelledby="co-ship-title">
          <h2 id="co-ship-title">Shipping Address</h2>
          <dl className="co-address">
            {rows.map(([k, v]) => (
              <div key={k}>
                <dt>{k}</dt>
                <dd>{v}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section className="card" aria-labelledby="co-items-title">
          <h2 id="co-items-title">Items</h2>
          <DataTable
            className="co-stack"
            rows={lines ?? order.orderItems.map((i) => ({ quantity: i.quantity, metadata: { title: i.productTitle, variant_label: i.variantLabel, sku: i.sku } }))}
            rowKey={(_l, n) => n}
            columns={[
              { header: 'Product', cell: (l) => l.metadata.title },
              { header: 'Quantity', cell: (l) => l.quantity },
              { header: 'Variant', cell: (l) => l.metadata.variant_label || placeholder },
              { header: 'SKU', cell: (l) => l.metadata.sku || placeholder },
              { header: 'Status', cell: () => 'On-hold' },
            ]}
          />
        </section>
        <section className="card" aria-labelledby="co-pricing-title">
          <h2 id="co-pricing-title">Pricing Summary</h2>
          <dl className="co-totals">
            <div>
              <dt>Total Price</dt>
              <dd>{formatCents(order.subtotal)}</dd>
            </div>
            <DiscountLine order={order} />
            <div>
              <dt>Total Shipping</dt>
              <dd>{formatCents(order.shippingCost)}</dd>
            </div>
            <div>
              <dt>Total Amount (without tax)</dt>
              <dd>{formatCents(order.subtotal - (order.discount ?? 0) + order.shippingCost)}</dd>
            </div>
            <ReviewTax order={order} />
          </dl>
          {/* a document load: the payment page's CSP (the gateway's origin) comes with its own document */}
          <Link className="btn btn-primary" to={hrefs.payment(String(order.orderId))} reloadDocument>
            Go to Payment
          </Link>
        </section>
      </div>
    </main>
  );
}
