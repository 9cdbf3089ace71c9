import { usePageMeta } from '@store/shared/ui';

/** Placeholder until this page's issue lands: states what the page will show. */
export default function UpdatePasswordPage() {
  usePageMeta({ title: 'Update Password', description: 'Choose a new password.' });
  return (
    <main className="container page">
      <h1>Update Password</h1>
      <p>Choose a new password.</p>
    </main>
  );
}
