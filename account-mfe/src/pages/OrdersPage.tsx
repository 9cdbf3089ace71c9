import { usePageMeta } from '@store/shared/ui';

/** Placeholder until this page's issue lands: states what the page will show. */
export default function OrdersPage() {
  usePageMeta({ title: 'My Orders', description: 'Your orders, their status and tracking.' });
  return (
    <main className="container page">
      <h1>My Orders</h1>
      <p>Your orders, their status and tracking.</p>
    </main>
  );
}
