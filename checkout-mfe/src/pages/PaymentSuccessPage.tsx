import { usePageMeta } from '@store/shared/ui';

/** Placeholder until this page's issue lands: states what the page will show. */
export default function PaymentSuccessPage() {
  usePageMeta({ title: 'Payment Successful!', description: 'Your order number and what happens next.' });
  return (
    <main className="container page">
      <h1>Payment Successful!</h1>
      <p>Your order number and what happens next.</p>
    </main>
  );
}
