import { usePageMeta } from '@store/shared/ui';

/** Placeholder until this page's issue lands: states what the page will show. */
export default function PaymentCancelPage() {
  usePageMeta({ title: 'Payment Cancelled', description: 'No charges were applied.' });
  return (
    <main className="container page">
      <h1>Payment Cancelled</h1>
      <p>No charges were applied.</p>
    </main>
  );
}
