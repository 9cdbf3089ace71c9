import { Link, hrefs, useParams, useQuery } from '@store/shared';
import { formatCents } from '@store/shared/rules';
import { DataTable } from '@store/shared/ui';
import { fetchCustomer, ownerToolKeys, type AdminCustomerDetail } from '../api/ownerToolsApi.ts';
import { AdminFrame } from '../components/AdminFrame.tsx';
import { QueryView } from '../components/QueryView.tsx';
import { shortDateTime } from '../components/labels.ts';
import { subscriptionLabel } from '../components/ownerToolLabels.ts';

type CustomerOrder = AdminCustomerDetail['orders'][number];

/** /admin/customers/:customerId: one customer's facts and every order of theirs. */
export default function CustomerPage() {
  const id = Number(useParams().customerId);
  const customer = useQuery({ queryKey: ownerToolKeys.customer(id), queryFn: () => fetchCustomer(id), staleTime: 0, retry: 1, enabled: Number.isInteger(id) && id > 0 });
  return (
    <AdminFrame title="Customer">
      <p>
        <Link to="/admin/customers">← All customers</Link>
      </p>
      <QueryView query={customer} loading="Loading the customer" failed="Could not load the customer">
        {(c) => (
          <div className="stack">
            <section className="card" aria-labelledby="customer-title">
              <h2 id="customer-title">{c.name || c.email}</h2>
              <dl className="adm-facts">
                <dt>E-mail</dt>
                <dd>{c.email}</dd>
                <dt>Customer since</dt>
                <dd>{shortDateTime(c.joinedAt)}</dd>
                <dt>Paid orders</dt>
                <dd>{c.paidOrders}</dd>
                <dt>Total spent</dt>
                <dd>{formatCents(c.totalSpentCents)} (charged, less refunds)</dd>
                <dt>Newsletter</dt>
                <dd>{subscriptionLabel[c.subscription]}</dd>
                <dt>Last visit</dt>
                <dd>{c.lastVisitAt ? shortDateTime(c.lastVisitAt) : 'Not since sign-ins were recorded'}</dd>
              </dl>
            </section>
            <section className="card stack" aria-labelledby="customer-orders">
              <h2 id="customer-orders">Orders</h2>
              {c.orders.length === 0 ? (
                <p role="status">No orders yet.</p>
              ) : (
                <DataTable<CustomerOrder>
                  className="adm-customer-orders"
                  rows={c.orders}
                  rowKey={(o) => o.orderId}
                  columns={[
                    { header: 'Order', cell: (o) => <Link to={hrefs.adminOrder(o.orderId)}>#{o.orderId}</Link> },
                    { header: 'Placed', cell: (o) => shortDateTime(o.createdAt) },
                    { header: 'Status', cell: (o) => o.status },
                    { header: 'Payment', cell: (o) => o.paymentStatus },
                    { header: 'Total', cell: (o) => formatCents(o.totalCents) },
                    { header: 'Refunded', cell: (o) => (o.refundedCents ? formatCents(o.refundedCents) : '—') },
                  ]}
                />
              )}
            </section>
          </div>
        )}
      </QueryView>
    </AdminFrame>
  );
}
