import { useState, type FormEvent } from 'react';
import { Link, keepPreviousData, useQuery, useSearchParams } from '@store/shared';
import { formatCents } from '@store/shared/rules';
import { DataTable, Pagination } from '@store/shared/ui';
import { fetchCustomers, ownerToolKeys, type AdminCustomer } from '../api/ownerToolsApi.ts';
import { AdminFrame } from '../components/AdminFrame.tsx';
import { QueryView } from '../components/QueryView.tsx';
import { shortDateTime } from '../components/labels.ts';
import { subscriptionLabel } from '../components/ownerToolLabels.ts';

/** /admin/customers: every account, newest first, searched by part of the name or e-mail (from the URL). */
export default function CustomersPage() {
  return (
    <AdminFrame title="Customers">
      <CustomersBody />
    </AdminFrame>
  );
}

function CustomersBody() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery({ queryKey: ownerToolKeys.customers(q, page), queryFn: () => fetchCustomers(q, page), staleTime: 0, retry: 1, placeholderData: keepPreviousData });
  const [typed, setTyped] = useState(q);
  const search = (e: FormEvent) => {
    e.preventDefault();
    setParams(typed.trim() ? { q: typed.trim() } : {});
  };

  return (
    <div className="stack">
      <form method="post" className="card adm-filters" role="search" aria-label="Find customers" onSubmit={search}>
        <div className="form-field">
          <label htmlFor="adm-customer-q">Name or e-mail</label>
          <input id="adm-customer-q" type="search" value={typed} onChange={(e) => setTyped(e.target.value)} />
        </div>
        <div className="form-actions">
          <button type="submit" className="btn btn-primary">
            Search
          </button>
        </div>
      </form>
      <QueryView query={list} loading="Loading customers" failed="Could not load the customers">
        {(data) =>
          data.rows.length === 0 ? (
            <p role="status">{q ? `No customer matches “${q}”.` : 'No customers yet.'}</p>
          ) : (
            <>
              <p className="muted" role="status">
                {data.total} {data.total === 1 ? 'customer' : 'customers'}
              </p>
              <DataTable<AdminCustomer>
                className="adm-customers"
                rows={data.rows}
                rowKey={(c) => c.id}
                columns={[
                  { header: 'Customer', cell: (c) => <Link to={`/admin/customers/${c.id}`}>{c.name || c.email}</Link> },
                  { header: 'E-mail', cell: (c) => c.email },
                  { header: 'Paid orders', cell: (c) => c.paidOrders },
                  { header: 'Total spent', cell: (c) => formatCents(c.totalSpentCents) },
                  { header: 'Newsletter', cell: (c) => subscriptionLabel[c.subscription] },
                  { header: 'Last visit', cell: (c) => (c.lastVisitAt ? shortDateTime(c.lastVisitAt) : '—') },
                ]}
              />
              <Pagination currentPage={page} totalPages={data.totalPages} onPageChange={(p) => setParams(q ? { q, page: String(p) } : { page: String(p) })} label="Customer pages" />
            </>
          )
        }
      </QueryView>
    </div>
  );
}
