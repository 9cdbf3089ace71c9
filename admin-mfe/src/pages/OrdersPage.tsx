import { useState, type FormEvent } from 'react';
import { Link, hrefs, keepPreviousData, toast, useNavigate, useQuery, useQueryClient, useSearchParams } from '@store/shared';
import { displayStatus, formatCents } from '@store/shared/rules';
import { DataTable, ErrorState, LoadingState, Pagination } from '@store/shared/ui';
import { adminKeys, fetchOrders, orderQueryString, type AdminOrderRow, type OrderFilters } from '../api/adminApi.ts';
import { downloadOrdersCsv } from '../api/orderWorkApi.ts';
import { AdminFrame } from '../components/AdminFrame.tsx';
import { AnyOfSelect } from '../components/FormFields.tsx';
import { BulkOrderBar } from '../components/BulkOrderBar.tsx';
import { fulfilmentStatuses, orderStatuses, paymentLabel, paymentStatuses, shortDateTime, statusLabel } from '../components/labels.ts';

function filtersFrom(params: URLSearchParams): OrderFilters {
  const page = Number(params.get('page') ?? 1);
  const text = (k: string) => params.get(k) ?? undefined;
  return { page: Number.isInteger(page) && page > 0 ? page : 1, q: text('q'), status: text('status'), paymentStatus: text('paymentStatus'), fulfilment: text('fulfilment'), from: text('from'), to: text('to') };
}

/** /admin/orders: every order, newest first, 20 a page, filtered and searched from the URL; a selection for bulk actions; CSV of what the filters find. */
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
  const queryClient = useQueryClient();
  const filters = filtersFrom(params);
  const orders = useQuery({ queryKey: adminKeys.orders(filters), queryFn: () => fetchOrders(filters), staleTime: 0, retry: 1, placeholderData: keepPreviousData });
  // the selection belongs to the list shown: a new page or new filters start it again
  const [selection, setSelection] = useState<{ list: string; ids: number[] }>({ list: '', ids: [] });
  const list = orderQueryString(filters);
  const selected = selection.list === list ? selection.ids : [];
  const setSelected = (ids: number[]) => setSelection({ list, ids });
  const toggle = (id: number) => setSelected(selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id]);
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
          <div className="adm-head">
            <p className="muted" role="status">
              {orders.data.total} {orders.data.total === 1 ? 'order' : 'orders'}
            </p>
            <CsvButton filters={filters} />
          </div>
          <BulkOrderBar
            rows={orders.data.rows}
            selected={selected}
            onSelect={setSelected}
            onDone={() => void queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] })}
          />
          <DataTable<AdminOrderRow>
            className="adm-orders"
            rows={orders.data.rows}
            rowKey={(o) => o.orderId}
            columns={[
              {
                header: 'Select',
                hideHeader: true,
                cell: (o) => <input type="checkbox" className="adm-select" checked={selected.includes(o.orderId)} onChange={() => toggle(o.orderId)} aria-label={`Select order #${o.orderId}`} />,
              },
              { header: 'Order', cell: (o) => <Link to={hrefs.adminOrder(o.orderId)}>#{o.orderId}</Link> },
              { header: 'Placed', cell: (o) => shortDateTime(o.createdAt) },
              {
                header: 'Shopper',
                cell: (o) => (
                  <span className="adm-shopper">
                    <span>{o.shopperName}</span> <span className="muted">{o.email}</span>
                  </span>
                ),
              },
              { header: 'Status', cell: (o) => statusLabel(displayStatus(o)) },
              { header: 'Payment', cell: (o) => paymentLabel(o.paymentStatus) },
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

/** Every order the filters find, not only this page, as a spreadsheet. */
function CsvButton({ filters }: { filters: OrderFilters }) {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      const url = URL.createObjectURL(await downloadOrdersCsv(filters));
      Object.assign(document.createElement('a'), { href: url, download: 'orders.csv' }).click();
      URL.revokeObjectURL(url);
    } catch (err) {
      toast.error((err as Error).message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <button type="button" className="btn btn-outline btn-sm" onClick={() => void download()} disabled={busy}>
      {busy ? 'Preparing…' : 'Export CSV'}
    </button>
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
        <label htmlFor="adm-q">Order number, name or e-mail</label>
        <input id="adm-q" type="search" value={f.q ?? ''} onChange={set('q')} />
      </div>
      <AnyOfSelect id="adm-status" label="Status" value={f.status} options={orderStatuses} onChange={setValue('status')} />
      <AnyOfSelect id="adm-payment" label="Payment" value={f.paymentStatus} options={paymentStatuses} onChange={setValue('paymentStatus')} />
      <AnyOfSelect id="adm-fulfilment" label="Fulfilment" value={f.fulfilment} options={fulfilmentStatuses} onChange={setValue('fulfilment')} />
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
