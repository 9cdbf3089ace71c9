import { usePageMeta } from '@store/shared/ui';

/** Placeholder until this page's issue lands: states what the page will show. */
export default function ContactPage() {
  usePageMeta({ title: 'Contact Us', description: 'Reach us by chat or e-mail.' });
  return (
    <main className="container page">
      <h1>Contact Us</h1>
      <p>Reach us by chat or e-mail.</p>
    </main>
  );
}
