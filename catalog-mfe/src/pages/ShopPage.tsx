import { usePageMeta } from '@store/shared/ui';

/** Placeholder until this page's issue lands: states what the page will show. */
export default function ShopPage() {
  usePageMeta({ title: 'Shop', description: 'The product listing for a category or search.' });
  return (
    <main className="container page">
      <h1>Shop</h1>
      <p>The product listing for a category or search.</p>
    </main>
  );
}
