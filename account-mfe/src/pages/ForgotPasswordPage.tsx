import { usePageMeta } from '@store/shared/ui';

/** Placeholder until this page's issue lands: states what the page will show. */
export default function ForgotPasswordPage() {
  usePageMeta({ title: 'Forgot Password', description: 'Request a one-time code by e-mail.' });
  return (
    <main className="container page">
      <h1>Forgot Password</h1>
      <p>Request a one-time code by e-mail.</p>
    </main>
  );
}
