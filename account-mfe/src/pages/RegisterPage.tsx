import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useMutation, toast, useSession, usePageMeta } from '@store/shared';
import { useFormErrorToasts } from '../hooks/useFormErrorToasts.ts';
import { signup } from '../api/authApi.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { TextField } from '@store/shared/ui';
import { accountMessages as m, thrownMessage } from '../api/messages.ts';

/** /register (spec §2, §5, §8): creates the account and logs in at once. */
export default function RegisterPage() {
  usePageMeta({ title: 'Register', description: 'Create your account to save a wishlist, check out faster and track your orders.', canonical: '/register' });
  const navigate = useNavigate();
  const errors = useFormErrorToasts();
  const signIn = useSession((s) => s.signIn);
  const [form, setForm] = useState({ firstName: '', lastName: '', email: '', password: '' });
  const signupCall = useMutation({ mutationFn: (v: { firstName: string; lastName: string; email: string; password: string }) => signup(v.firstName, v.lastName, v.email, v.password) });
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const firstName = form.firstName.trim();
    const lastName = form.lastName.trim();
    const email = form.email.trim();
    if (!firstName || !lastName || !email || !form.password) {
      errors.error(m.fillAllFields);
      return;
    }
    try {
      const reply = await signupCall.mutateAsync({ firstName, lastName, email, password: form.password });
      if (!reply.success || !reply.data) {
        errors.error(reply.message ? `Registration failed: ${reply.message}` : m.registerFailed);
        return;
      }
      signIn(reply.data);
      errors.clear();
      toast.success(m.registerSuccess);
      navigate('/');
    } catch (err) {
      errors.error(thrownMessage('Registration failed', err));
    }
  }

  return (
    <AuthCard title="Register" intro="Create an account to save your wishlist, check out faster and follow your orders.">
      <form method="post" className="acct-form" onSubmit={onSubmit} noValidate aria-label="Register">
        <div className="form-row">
          <TextField id="register-first-name" label="First Name" autoComplete="given-name" placeholder="Enter Your First Name" required value={form.firstName} onChange={set('firstName')} />
          <TextField id="register-last-name" label="Last Name" autoComplete="family-name" placeholder="Enter Your Last Name" required value={form.lastName} onChange={set('lastName')} />
        </div>
        <TextField id="register-email" label="Email Address" type="email" autoComplete="email" placeholder="Enter Your Email" required value={form.email} onChange={set('email')} />
        <TextField
          id="register-password"
          label="Password"
          type="password"
          autoComplete="new-password"
          placeholder="Enter Your password"
          required
          minLength={6}
          value={form.password}
          onChange={set('password')}
        />
        <button type="submit" className="btn btn-primary btn-block" disabled={signupCall.isPending}>
          {signupCall.isPending ? 'Registering...' : 'Register'}
        </button>
      </form>
      <div className="acct-links">
        <span>
          Already have an account? <Link to="/login">Login</Link>
        </span>
      </div>
    </AuthCard>
  );
}
