import { useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate, useMutation, toast, usePageMeta } from '@store/shared';
// Pure rules from the subpath: bundled here, so they never depend on the host's copy of the shared package.
import { formatCountdown, normaliseOtp, OTP_LENGTH, resendWaitSeconds } from '@store/shared/rules';
import { forgotPassword, verifyOtp } from '../api/authApi.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { TextField } from '@store/shared/ui';
import { useCountdown } from '../hooks/useCountdown.ts';
import { accountMessages as m } from '../api/messages.ts';
import { readState, type OtpState, type ResetState } from '../hooks/recoveryState.ts';

/**
 * /otp-verification (spec §2, §4, §5): the 6-character code, and a resend control that reads
 * 'Resend in m:ss' while the server's wait (60, 120, 180, then 300 s) runs.
 */
export default function OtpVerificationPage() {
  usePageMeta({ title: 'OTP Verification', description: 'Enter the 6-character code we sent to your email.' });
  const navigate = useNavigate();
  const { email, resendIn } = readState<OtpState>(useLocation().state);
  const [otp, setOtp] = useState('');
  const verify = useMutation({ mutationFn: (v: { email: string; code: string }) => verifyOtp(v.email, v.code) });
  const resend = useMutation({ mutationFn: (address: string) => forgotPassword(address) });
  const { secondsLeft, restart } = useCountdown(resendIn ?? resendWaitSeconds(0));

  if (!email) return <Navigate to="/forgot" replace />;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!email) {
      toast.error(m.emailMissing);
      return;
    }
    const code = normaliseOtp(otp);
    if (code.length !== OTP_LENGTH) {
      toast.error(`Please enter the ${OTP_LENGTH}-character code.`);
      return;
    }
    try {
      const reply = await verify.mutateAsync({ email, code });
      if (!reply.success || !reply.data?.resetToken) {
        toast.error(reply.message || m.recoveryOops);
        return;
      }
      const state: ResetState = { resetToken: reply.data.resetToken, email };
      navigate('/update-password', { state, replace: true });
    } catch {
      toast.error(m.recoveryError);
    }
  }

  async function onResend() {
    if (!email || secondsLeft > 0) return;
    try {
      const reply = await resend.mutateAsync(email);
      if (reply.success && reply.data) {
        restart(reply.data.resendIn);
        setOtp('');
        toast.success(m.resendOk);
      } else if (typeof reply.retryAfter === 'number') {
        // The server still enforces a wait: show its message and count down from its figure.
        restart(reply.retryAfter);
        toast.error(reply.message || m.resendFailed);
      } else {
        toast.error(m.resendFailed);
      }
    } catch {
      toast.error(m.resendFailed);
    }
  }

  const counting = secondsLeft > 0;
  return (
    <AuthCard title="OTP Verification" intro={<>Enter the {OTP_LENGTH}-character code we sent to <strong>{email}</strong>. It expires in 10 minutes.</>}>
      <form method="post" className="acct-form acct-otp" onSubmit={onSubmit} noValidate aria-label="Verify code">
        <TextField
          id="otp-code"
          label="Verification Code"
          autoComplete="one-time-code"
          inputMode="text"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={OTP_LENGTH}
          placeholder="Enter the 6-character code"
          required
          value={otp}
          onChange={(e) => setOtp(normaliseOtp(e.target.value))}
        />
        <button type="submit" className="btn btn-primary btn-block" disabled={verify.isPending}>
          {verify.isPending ? 'Verifying...' : 'Verify Code'}
        </button>
      </form>
      <div className="acct-links acct-resend">
        <span className="muted">Didn&apos;t receive the code?</span>
        <button type="button" className="btn btn-outline btn-sm" onClick={onResend} disabled={counting || resend.isPending} aria-live="polite">
          {counting ? `Resend in ${formatCountdown(secondsLeft)}` : resend.isPending ? 'Resending...' : 'Resend OTP'}
        </button>
      </div>
    </AuthCard>
  );
}
