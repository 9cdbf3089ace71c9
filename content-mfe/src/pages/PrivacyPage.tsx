import { usePageMeta } from '@store/shared/ui';

/** Placeholder until this page's issue lands: states what the page will show. */
export default function PrivacyPage() {
  usePageMeta({ title: 'Privacy Policy', description: 'How we handle your data.' });
  return (
    <main className="container page">
      <h1>Privacy Policy</h1>
      <p>How we handle your data.</p>
    </main>
  );
}
