import { usePageMeta } from '@store/shared/ui';

/** Placeholder until this page's issue lands: states what the page will show. */
export default function WishlistPage() {
  usePageMeta({ title: 'Wishlist', description: 'The products you saved.' });
  return (
    <main className="container page">
      <h1>Wishlist</h1>
      <p>The products you saved.</p>
    </main>
  );
}
