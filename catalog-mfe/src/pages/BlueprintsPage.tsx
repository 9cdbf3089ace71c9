import { usePageMeta } from '@store/shared/ui';

/** Placeholder until this page's issue lands: states what the page will show. */
export default function BlueprintsPage() {
  usePageMeta({ title: 'Want This Design on Other Products', description: 'Blueprints you can request a custom design on.' });
  return (
    <main className="container page">
      <h1>Want This Design on Other Products</h1>
      <p>Blueprints you can request a custom design on.</p>
    </main>
  );
}
