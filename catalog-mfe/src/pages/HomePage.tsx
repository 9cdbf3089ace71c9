import { usePageMeta } from '@store/shared/ui';

/** Placeholder until this page's issue lands: states what the page will show. */
export default function HomePage() {
  usePageMeta({ title: 'Home', description: 'Featured products, banners and category sections.' });
  return (
    <main className="container page">
      <h1>Home</h1>
      <p>Featured products, banners and category sections.</p>
    </main>
  );
}
