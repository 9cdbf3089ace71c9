import { Link, hrefs, useQuery } from '@store/shared';
import { formatCents } from '@store/shared/rules';
import { adminKeys, fetchDashboard, type DashboardData } from '../api/adminApi.ts';
import { QueryView } from '../components/QueryView.tsx';
import { AdminFrame } from '../components/AdminFrame.tsx';
import { RevenueChart } from '../components/RevenueChart.tsx';
import { attentionReasons, shortDateTime } from '../components/labels.ts';

const windowNames = { 1: 'Today', 7: 'Last 7 days', 30: 'Last 30 days' } as const;

/** /admin: orders (voided ones left out) and net revenue today, 7 and 30 days, a chart per day, and what needs the owner. */
export default function DashboardPage() {
  return (
    <AdminFrame title="Dashboard">
      <DashboardBody />
    </AdminFrame>
  );
}

function DashboardBody() {
  const board = useQuery({ queryKey: adminKeys.dashboard, queryFn: fetchDashboard, staleTime: 0, retry: 1, refetchInterval: 30_000 });
  return (
    <QueryView query={board} loading="Loading the dashboard" failed="Could not load the dashboard">
      {(data) => <DashboardView {...data} />}
    </QueryView>
  );
}

function DashboardView({ windows, revenuePerDay, attention, latest }: DashboardData) {
  return (
    <div className="stack">
      <ul className="adm-stats" aria-label="Sales">
        {windows.map((w) => (
          <li key={w.days} className="card adm-stat">
            <h2 className="adm-stat__name">{windowNames[w.days]}</h2>
            <p className="adm-stat__value" data-testid={`revenue-${w.days}`}>
              {formatCents(w.revenueCents)}
            </p>
            {/* say what the figure is: net of what was given back; a voided order is not a sale at all */}
            <p className="muted adm-stat__note" data-testid={`refunded-${w.days}`}>
              net revenue, after {formatCents(w.refundedCents)} refunded
            </p>
            <p className="muted" data-testid={`orders-${w.days}`}>
              {w.orders} {w.orders === 1 ? 'order' : 'orders'}
            </p>
          </li>
        ))}
      </ul>
      <RevenueChart days={revenuePerDay} />
      <section className="card" aria-labelledby="attention-title">
        <h2 id="attention-title">Needs attention</h2>
        {attention.length === 0 ? (
          <p>Nothing needs your attention.</p>
        ) : (
          <ul className="adm-attention">
            {attention.map((a) => (
              <li key={a.orderId}>
                <Link to={hrefs.adminOrder(a.orderId)}>Order #{a.orderId}</Link> — {attentionReasons[a.reason]} ({a.email}, {shortDateTime(a.createdAt)})
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="card" aria-labelledby="latest-title">
        <h2 id="latest-title">Latest orders</h2>
        {latest.length === 0 ? (
          <p>No orders yet.</p>
        ) : (
          <ul className="adm-attention">
            {latest.map((o) => (
              <li key={o.orderId}>
                <Link to={hrefs.adminOrder(o.orderId)}>Order #{o.orderId}</Link> — {formatCents(o.totalCents)}, {o.paymentStatus} ({o.email}, {shortDateTime(o.createdAt)})
              </li>
            ))}
          </ul>
        )}
        <Link to={hrefs.adminOrders()}>All orders</Link>
      </section>
    </div>
  );
}
