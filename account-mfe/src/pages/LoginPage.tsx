import { usePageMeta } from '@store/shared/ui';

/** Placeholder until this page's issue lands: states what the page will show. */
export default function LoginPage() {
  usePageMeta({ title: 'Login', description: 'Sign in with your e-mail and password.' });
  return (
    <main className="container page">
      <h1>Login</h1>
      <p>Sign in with your e-mail and password.</p>
    </main>
  );
}
