import { usePageMeta } from '@store/shared/ui';

/** Placeholder until this page's issue lands: states what the page will show. */
export default function AboutPage() {
  usePageMeta({ title: 'About Us', description: 'Who we are and what we print.' });
  return (
    <main className="container page">
      <h1>About Us</h1>
      <p>Who we are and what we print.</p>
    </main>
  );
}
