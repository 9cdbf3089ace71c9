import { usePageMeta } from '@store/shared/ui';

/** Placeholder until this page's issue lands: states what the page will show. */
export default function RegisterPage() {
  usePageMeta({ title: 'Register', description: 'Create an account with your name, e-mail and password.' });
  return (
    <main className="container page">
      <h1>Register</h1>
      <p>Create an account with your name, e-mail and password.</p>
    </main>
  );
}
