import { useState, type FormEvent } from 'react';
import { Link, hrefs, keepPreviousData, useNavigate, useQuery, useSearchParams } from '@store/shared';
import { displayStatus, formatCents } from '@store/shared/rules';
import { DataTable, ErrorState, LoadingState, Pagination } from '@store/shared/ui';
import { adminKeys, fetchOrders, orderQueryString, type AdminOrderRow, type OrderFilters } from '../api/adminApi.ts';
import { AdminFrame } from '../components/AdminFrame.tsx';
import { AnyOfSelect } from '../components/FormFields.tsx';
import { orderStatuses, paymentStatuses, shortDateTime } from '../components/labels.ts';

function filtersFrom(params: URLSearchParams): OrderFilters {
  const page = Number(params.get('page') ?? 1);
  const text = (k: string) => params.get(k) ?? undefined;
  return { page: Number.isInteger(page) && page > 0 ? page : 1, q: text('q'), status: text('status'), paymentStatus: text('paymentStatus'), from: text('from'), to: text('to') };
}

/** /admin/orders: every order, newest first, 20 a page, filtered and searched from the URL. */
export default function OrdersPage() {
  return (
    <AdminFrame title="Orders">
      <OrdersBody />
    </AdminFrame>
  );
}

function OrdersBody() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filters = filtersFrom(params);
  const orders = useQuery({ queryKey: adminKeys.orders(filters), queryFn: () => fetchOrders(filters), staleTime: 0, retry: 1, placeholderData: keepPreviousData });
  const go = (next: OrderFilters) => navigate(hrefs.adminOrders(orderQueryString(next)));

  return (
    <div className="stack">
      <OrderFilterForm key={params.toString()} initial={filters} onApply={(f) => go({ ...f, page: 1 })} />
      {orders.isPending ? (
        <LoadingState label="Loading orders" />
      ) : orders.isError ? (
        <ErrorState text={`Could not load the orders: ${orders.error.message}`} onRetry={() => void orders.refetch()} />
      ) : orders.data.rows.length === 0 ? (
        <p role="status">No orders match these filters.</p>
      ) : (
        <>
          <p className="muted" role="status">
            {orders.data.total} {orders.data.total === 1 ? 'order' : 'orders'}
          </p>
          <DataTable<AdminOrderRow>
            className="adm-orders"
            rows={orders.data.rows}
            rowKey={(o) => o.orderId}
            columns={[
              { header: 'Order', cell: (o) => <Link to={hrefs.adminOrder(o.orderId)}>#{o.orderId}</Link> },
              { header: 'Placed', cell: (o) => shortDateTime(o.createdAt) },
              { header: 'Shopper', cell: (o) => o.email },
              { header: 'Status', cell: (o) => displayStatus(o) },
              { header: 'Payment', cell: (o) => o.paymentStatus },
              { header: 'Total', cell: (o) => formatCents(o.totalCents) },
              { header: 'Refunded', cell: (o) => (o.refundedCents ? formatCents(o.refundedCents) : '—') },
            ]}
          />
          <Pagination currentPage={filters.page} totalPages={orders.data.totalPages} onPageChange={(page) => go({ ...filters, page })} label="Order pages" />
        </>
      )}
    </div>
  );
}

function OrderFilterForm({ initial, onApply }: { initial: OrderFilters; onApply: (f: OrderFilters) => void }) {
  const [f, setF] = useState(initial);
  const setValue = (k: keyof OrderFilters) => (value: string) => setF({ ...f, [k]: value || undefined });
  const set = (k: keyof OrderFilters) => (e: { target: { value: string } }) => setValue(k)(e.target.value);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply({ ...f, q: f.q?.trim() || undefined });
  };
  return (
    <form method="post" className="card adm-filters" role="search" aria-label="Find orders" onSubmit={submit}>
      <div className="form-field">
        <label htmlFor="adm-q">Order number or e-mail</label>
        <input id="adm-q" type="search" value={f.q ?? ''} onChange={set('q')} />
      </div>
      <AnyOfSelect id="adm-status" label="Status" value={f.status} options={orderStatuses} onChange={setValue('status')} />
      <AnyOfSelect id="adm-payment" label="Payment" value={f.paymentStatus} options={paymentStatuses} onChange={setValue('paymentStatus')} />
      <div className="form-field">
        <label htmlFor="adm-from">From</label>
        <input id="adm-from" type="date" value={f.from ?? ''} onChange={set('from')} />
      </div>
      <div className="form-field">
        <label htmlFor="adm-to">To</label>
        <input id="adm-to" type="date" value={f.to ?? ''} onChange={set('to')} />
      </div>
      <div className="form-actions">
        <button type="submit" className="btn btn-primary">
          Apply
        </button>
        <button type="button" className="btn btn-outline" onClick={() => onApply({ page: 1 })}>
          Clear
        </button>
      </div>
    </form>
  );
}
