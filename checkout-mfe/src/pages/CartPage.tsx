import { usePageMeta } from '@store/shared/ui';

/** Placeholder until this page's issue lands: states what the page will show. */
export default function CartPage() {
  usePageMeta({ title: 'Cart', description: 'The items in your cart, their quantities and totals.' });
  return (
    <main className="container page">
      <h1>Cart</h1>
      <p>The items in your cart, their quantities and totals.</p>
    </main>
  );
}
