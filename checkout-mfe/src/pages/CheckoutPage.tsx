import { usePageMeta } from '@store/shared/ui';

/** Placeholder until this page's issue lands: states what the page will show. */
export default function CheckoutPage() {
  usePageMeta({ title: 'Checkout', description: 'Billing and shipping address, shipping options and order summary.' });
  return (
    <main className="container page">
      <h1>Checkout</h1>
      <p>Billing and shipping address, shipping options and order summary.</p>
    </main>
  );
}
