import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useMutation, toast, useSession, usePageMeta } from '@store/shared';
import { useFormErrorToasts } from '../hooks/useFormErrorToasts.ts';
import { login } from '../api/authApi.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { TextField } from '@store/shared/ui';
import { accountMessages as m, thrownMessage } from '../api/messages.ts';

/** /login (spec §2, §5, §8): e-mail + password; success stores the session and goes home. */
export default function LoginPage() {
  usePageMeta({
    title: 'Login',
    description: 'Log in to your account to track orders, manage your wishlist and check out faster.',
    canonical: '/login',
  });
  const navigate = useNavigate();
  const errors = useFormErrorToasts();
  const signIn = useSession((s) => s.signIn);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const loginCall = useMutation({ mutationFn: (v: { email: string; password: string }) => login(v.email, v.password) });

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!email.trim() || !password) {
      errors.error(m.fillAllFields);
      return;
    }
    try {
      const reply = await loginCall.mutateAsync({ email: email.trim(), password });
      if (!reply.success || !reply.data) {
        errors.error(reply.message || m.loginFailed);
        return;
      }
      signIn(reply.data);
      errors.clear();
      toast.success(m.loginSuccess);
      navigate('/');
    } catch (err) {
      errors.error(thrownMessage('Login failed', err));
    }
  }

  return (
    <AuthCard title="Login" intro="Secure and easy login to access your account. Sign in for a seamless experience.">
      <form method="post" className="acct-form" onSubmit={onSubmit} noValidate aria-label="Login">
        <TextField
          id="login-email"
          label="Email Address"
          type="email"
          autoComplete="email"
          placeholder="Enter Your Email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <TextField
          id="login-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          placeholder="Enter Your password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <button type="submit" className="btn btn-primary btn-block" disabled={loginCall.isPending}>
          {loginCall.isPending ? 'Logging in...' : 'Login'}
        </button>
      </form>
      <div className="acct-links">
        <Link to="/forgot">Forgot Password?</Link>
        <Link to="/register">Signup?</Link>
      </div>
    </AuthCard>
  );
}
