import { usePageMeta } from '@store/shared/ui';

/** Placeholder until this page's issue lands: states what the page will show. */
export default function OrderReviewPage() {
  usePageMeta({ title: 'Order Review', description: 'Your order before payment.' });
  return (
    <main className="container page">
      <h1>Order Review</h1>
      <p>Your order before payment.</p>
    </main>
  );
}
