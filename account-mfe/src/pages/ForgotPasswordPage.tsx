import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useMutation, toast, usePageMeta } from '@store/shared';
import { forgotPassword } from '../api/authApi.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { TextField } from '@store/shared/ui';
import { accountMessages as m } from '../api/messages.ts';
import type { OtpState } from '../hooks/recoveryState.ts';

/** /forgot (spec §2, §7): asks for a one-time code, then moves on to /otp-verification with the e-mail. */
export default function ForgotPasswordPage() {
  usePageMeta({ title: 'Forgot Password', description: 'Forgot your password? Get a one-time code by e-mail to choose a new one.', canonical: '/forgot' });
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const sendCode = useMutation({ mutationFn: (address: string) => forgotPassword(address) });

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const value = email.trim();
    if (!value) {
      toast.error(m.fillAllFields);
      return;
    }
    try {
      const reply = await sendCode.mutateAsync(value);
      if (!reply.success || !reply.data) {
        toast.error(reply.message || m.recoveryOops);
        return;
      }
      toast.success(reply.message);
      const state: OtpState = { email: reply.data.email, resendIn: reply.data.resendIn };
      navigate('/otp-verification', { state });
    } catch {
      toast.error(m.recoveryError);
    }
  }

  return (
    <AuthCard title="Forgot Password" intro="Enter the email address of your account and we will send you a 6-character code to reset your password.">
      <form method="post" className="acct-form" onSubmit={onSubmit} noValidate aria-label="Forgot password">
        <TextField
          id="forgot-email"
          label="Email Address"
          type="email"
          autoComplete="email"
          placeholder="Enter Your Email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <button type="submit" className="btn btn-primary btn-block" disabled={sendCode.isPending}>
          {sendCode.isPending ? 'Sending...' : 'Send Code'}
        </button>
      </form>
      <div className="acct-links">
        <Link to="/login">Back to Login</Link>
      </div>
    </AuthCard>
  );
}
