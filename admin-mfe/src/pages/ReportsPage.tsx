import { useState, type FormEvent } from 'react';
import { keepPreviousData, toast, useQuery, useSearchParams } from '@store/shared';
import { formatCents } from '@store/shared/rules';
import { DataTable, Field } from '@store/shared/ui';
import { downloadReportCsv, fetchReport, ownerToolKeys, saveBlob, type ReportPeriod, type ReportRange, type SalesReport } from '../api/ownerToolsApi.ts';
import { AdminFrame } from '../components/AdminFrame.tsx';
import { QueryView } from '../components/QueryView.tsx';
import { SalesBars } from '../components/SalesBars.tsx';

const periods: { value: ReportPeriod; label: string }[] = [
  { value: 'day', label: 'Day' },
  { value: 'week', label: 'Week (from Monday)' },
  { value: 'month', label: 'Month' },
];
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function rangeFrom(params: URLSearchParams): ReportRange {
  const to = params.get('to') || day(Date.now());
  const from = params.get('from') || day(Date.parse(to) - 29 * 86_400_000);
  const p = params.get('period');
  return { period: p === 'week' || p === 'month' ? p : 'day', from, to };
}

/** /admin/reports: sales of paid orders by day, week or month and by product, with gross, refunds and net each shown; CSV of both. */
export default function ReportsPage() {
  return (
    <AdminFrame title="Reports">
      <ReportsBody />
    </AdminFrame>
  );
}

function ReportsBody() {
  const [params, setParams] = useSearchParams();
  const range = rangeFrom(params);
  const report = useQuery({ queryKey: ownerToolKeys.report(range), queryFn: () => fetchReport(range), staleTime: 0, retry: 1, placeholderData: keepPreviousData });
  return (
    <div className="stack">
      <p>
        Paid orders by the UTC day they were placed. <strong>Gross</strong> is what cards were charged (goods, shipping and tax, after discounts); <strong>refunds</strong> are
        the refunds and voids of those orders; <strong>net</strong> is gross less refunds.
      </p>
      <RangeForm key={params.toString()} initial={range} onApply={(r) => setParams({ period: r.period, from: r.from, to: r.to })} />
      <QueryView query={report} loading="Loading the report" failed="Could not load the report">
        {(r) => <ReportView report={r} range={range} />}
      </QueryView>
    </div>
  );
}

function RangeForm({ initial, onApply }: { initial: ReportRange; onApply: (r: ReportRange) => void }) {
  const [r, setR] = useState(initial);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(r);
  };
  return (
    <form method="post" className="card adm-filters" aria-label="Report range" onSubmit={submit}>
      <Field id="report-period" label="Period">
        {(control) => (
          <select {...control} value={r.period} onChange={(e) => setR({ ...r, period: e.target.value as ReportPeriod })}>
            {periods.map((p) => (
              <option key={p.value} value={p.value}>
                {p.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id="report-from" label="From">
        {(control) => <input {...control} type="date" value={r.from} onChange={(e) => setR({ ...r, from: e.target.value })} />}
      </Field>
      <Field id="report-to" label="To">
        {(control) => <input {...control} type="date" value={r.to} onChange={(e) => setR({ ...r, to: e.target.value })} />}
      </Field>
      <div className="form-actions">
        <button type="submit" className="btn btn-primary">
          Show
        </button>
      </div>
    </form>
  );
}

function ReportView({ report, range }: { report: SalesReport; range: ReportRange }) {
  const [busy, setBusy] = useState(false);
  async function download(what: 'sales' | 'products') {
    setBusy(true);
    try {
      saveBlob(await downloadReportCsv(range, what), `${what}-${range.period}-${range.from}-${range.to}.csv`);
    } catch (err) {
      toast.error((err as Error).message);
    } finally {
      setBusy(false);
    }
  }
  const t = report.totals;
  return (
    <>
      <ul className="adm-stats" aria-label="Totals">
        {[
          ['Orders', String(t.orders)],
          ['Gross', formatCents(t.grossCents)],
          ['Refunds', formatCents(t.refundsCents)],
          ['Net', formatCents(t.netCents)],
        ].map(([name, value]) => (
          <li key={name} className="card">
            <p className="adm-stat__name">{name}</p>
            <p className="adm-stat__value">{value}</p>
          </li>
        ))}
      </ul>
      <section className="card stack" aria-labelledby="by-period">
        <div className="adm-head">
          <h2 id="by-period">Sales by {range.period}</h2>
          <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void download('sales')}>
            Download CSV
          </button>
        </div>
        <SalesBars rows={report.byPeriod} />
        <DataTable
          className="adm-report"
          rows={report.byPeriod}
          rowKey={(r) => r.period}
          columns={[
            { header: range.period === 'day' ? 'Day' : `${range.period === 'week' ? 'Week' : 'Month'} from`, cell: (r) => r.period },
            { header: 'Orders', cell: (r) => r.orders },
            { header: 'Gross', cell: (r) => formatCents(r.grossCents) },
            { header: 'Refunds', cell: (r) => formatCents(r.refundsCents) },
            { header: 'Net', cell: (r) => formatCents(r.netCents) },
          ]}
        />
      </section>
      <section className="card stack" aria-labelledby="by-product">
        <div className="adm-head">
          <h2 id="by-product">Sales by product</h2>
          <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void download('products')}>
            Download product CSV
          </button>
        </div>
        <p className="muted">A product's gross is its lines' price (shipping and tax are not a product's); an order's refunds are shared over its lines.</p>
        {report.byProduct.length === 0 ? (
          <p role="status">No products sold in this range.</p>
        ) : (
          <DataTable
            className="adm-report"
            rows={report.byProduct}
            rowKey={(p) => p.productId}
            columns={[
              { header: 'Product', cell: (p) => p.productTitle },
              { header: 'Units', cell: (p) => p.units },
              { header: 'Gross', cell: (p) => formatCents(p.grossCents) },
              { header: 'Refunds', cell: (p) => formatCents(p.refundsCents) },
              { header: 'Net', cell: (p) => formatCents(p.netCents) },
            ]}
          />
        )}
      </section>
    </>
  );
}
