import { usePageMeta } from '@store/shared/ui';

/** Placeholder until this page's issue lands: states what the page will show. */
export default function PaymentPage() {
  usePageMeta({ title: 'Payment', description: 'Pay for your order by card.' });
  return (
    <main className="container page">
      <h1>Payment</h1>
      <p>Pay for your order by card.</p>
    </main>
  );
}
