import { usePageMeta } from '@store/shared/ui';

/** Placeholder until this page's issue lands: states what the page will show. */
export default function TestPage() {
  usePageMeta({ title: 'Provider Products', description: 'Products straight from the print provider, through our server.' });
  return (
    <main className="container page">
      <h1>Provider Products</h1>
      <p>Products straight from the print provider, through our server.</p>
    </main>
  );
}
