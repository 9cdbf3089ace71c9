import { usePageMeta } from '@store/shared/ui';

/** Placeholder until this page's issue lands: states what the page will show. */
export default function ProfilePage() {
  usePageMeta({ title: 'My Profile', description: 'Your personal details and address.' });
  return (
    <main className="container page">
      <h1>My Profile</h1>
      <p>Your personal details and address.</p>
    </main>
  );
}
