import { usePageMeta } from '@store/shared/ui';

/** Placeholder until this page's issue lands: states what the page will show. */
export default function ProductPage() {
  usePageMeta({ title: 'Product', description: 'Product details, variants and add to cart.' });
  return (
    <main className="container page">
      <h1>Product</h1>
      <p>Product details, variants and add to cart.</p>
    </main>
  );
}
