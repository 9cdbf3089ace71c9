import { usePageMeta } from '@store/shared/ui';

/** Placeholder until this page's issue lands: states what the page will show. */
export default function CardPaymentPage() {
  usePageMeta({ title: 'Card Payment', description: 'Pay for your order by card.' });
  return (
    <main className="container page">
      <h1>Card Payment</h1>
      <p>Pay for your order by card.</p>
    </main>
  );
}
