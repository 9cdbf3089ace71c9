import type { ReactNode } from 'react';
import { Link, NavLink, hrefs, useSession, usePageMeta } from '@store/shared';
import '../styles/admin.css';

const sections = [
  { to: hrefs.admin(), label: 'Dashboard', end: true },
  { to: hrefs.adminOrders(), label: 'Orders', end: false },
  { to: hrefs.adminCatalogue(), label: 'Catalogue', end: false },
  { to: hrefs.adminRequests(), label: 'Design requests', end: false },
  { to: '/admin/reviews', label: 'Reviews', end: false },
  { to: hrefs.adminBlog(), label: 'Blog', end: false },
  { to: hrefs.adminSubscribers(), label: 'Subscribers', end: false },
  { to: hrefs.adminActivity(), label: 'Activity', end: false },
  { to: hrefs.adminBackups(), label: 'Backups', end: false },
  { to: hrefs.adminDeploys(), label: 'Deploys', end: false },
  // a literal, not hrefs: the shared singleton of a shell built before this page has no entry for it
  { to: '/admin/payment-scripts', label: 'Payment scripts', end: false },
  { to: '/admin/taxes', label: 'Taxes', end: false },
  { to: '/admin/customers', label: 'Customers', end: false },
  { to: '/admin/reports', label: 'Reports', end: false },
  { to: '/admin/discounts', label: 'Discount codes', end: false },
  { to: '/admin/notices', label: 'Notices', end: false },
];

/**
 * Every back-office page: its title, the section menu, and the role gate. The gate only decides
 * what to show; the server refuses every /api/admin call to anyone but an admin (401/403).
 */
export function AdminFrame({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  usePageMeta({ title: `${title} · Back office`, description: "The store owner's back office." });
  const user = useSession((s) => s.user);
  if (!user) {
    return (
      <main className="container page adm">
        <h1 className="page-title">{title}</h1>
        <p>Please log in with the store owner's account.</p>
        <Link className="btn btn-primary" to={hrefs.login()}>
          Login
        </Link>
      </main>
    );
  }
  if (user.role !== 'admin') {
    return (
      <main className="container page adm">
        <h1 className="page-title">{title}</h1>
        <p className="alert alert-error" role="alert">
          This page is for the store owner.
        </p>
      </main>
    );
  }
  return (
    <main className="container page adm">
      <nav className="adm-nav" aria-label="Back office">
        {sections.map((s) => (
          <NavLink key={s.to} to={s.to} end={s.end} className="adm-nav__link">
            {s.label}
          </NavLink>
        ))}
      </nav>
      <div className="adm-head">
        <h1 className="page-title">{title}</h1>
        {actions}
      </div>
      {children}
    </main>
  );
}
