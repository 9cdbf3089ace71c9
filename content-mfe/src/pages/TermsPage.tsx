import { usePageMeta } from '@store/shared/ui';

/** Placeholder until this page's issue lands: states what the page will show. */
export default function TermsPage() {
  usePageMeta({ title: 'Terms and Conditions', description: 'Returns, refunds and the rules of the store.' });
  return (
    <main className="container page">
      <h1>Terms and Conditions</h1>
      <p>Returns, refunds and the rules of the store.</p>
    </main>
  );
}
