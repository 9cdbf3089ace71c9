import { useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate, useMutation, toast, usePageMeta } from '@store/shared';
import { updatePassword } from '../api/authApi.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { TextField } from '@store/shared/ui';
import { accountMessages as m, PASSWORD_MIN } from '../api/messages.ts';
import { readState, type ResetState } from '../hooks/recoveryState.ts';

/** /update-password (spec §2, §5): new password + confirmation, authorised by the single-use reset token. */
export default function UpdatePasswordPage() {
  usePageMeta({ title: 'Update Password', description: 'Choose a new password for your account.' });
  const navigate = useNavigate();
  const { resetToken } = readState<ResetState>(useLocation().state);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const update = useMutation({ mutationFn: (v: { resetToken: string; password: string }) => updatePassword(v.resetToken, v.password) });

  if (!resetToken) return <Navigate to="/forgot" replace />;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!password || !confirm) {
      toast.error(m.fillAllFields);
      return;
    }
    if (password !== confirm) {
      toast.error(m.passwordsDiffer);
      return;
    }
    if (password.length < PASSWORD_MIN) {
      toast.error(m.passwordTooShort);
      return;
    }
    if (!resetToken) {
      toast.error(m.userDataMissing);
      return;
    }
    try {
      const reply = await update.mutateAsync({ resetToken, password });
      if (!reply.success) {
        toast.error(reply.message || m.recoveryOops);
        return;
      }
      // No automatic login: every session was ended, the user signs in with the new password.
      toast.success(m.passwordUpdated);
      navigate('/login', { replace: true });
    } catch {
      toast.error(m.recoveryError);
    }
  }

  return (
    <AuthCard title="Update Password" intro={`Choose a new password of at least ${PASSWORD_MIN} characters.`}>
      <form method="post" className="acct-form" onSubmit={onSubmit} noValidate aria-label="Update password">
        <TextField
          id="new-password"
          label="New Password"
          type="password"
          autoComplete="new-password"
          placeholder="Enter New Password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <TextField
          id="confirm-password"
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          placeholder="Confirm New Password"
          required
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
        <button type="submit" className="btn btn-primary btn-block" disabled={update.isPending}>
          {update.isPending ? 'Updating...' : 'Update Password'}
        </button>
      </form>
    </AuthCard>
  );
}
