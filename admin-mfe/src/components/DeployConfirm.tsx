import { useState } from 'react';
import { Modal, TextField } from '@store/shared/ui';

export type DeployAction =
  | { kind: 'promote'; remote: string; version: string }
  /** `to` is named when the owner chose an earlier version; without it the server picks the previous one */
  | { kind: 'rollback'; remote: string; to?: string; target: string; text: string };

export const actionTitle = (a: DeployAction) => (a.kind === 'promote' ? `Promote ${a.remote} ${a.version}?` : `Roll back ${a.remote} to ${a.target}?`);

/** The confirm step before a promote or a rollback: a labelled dialog (focus moves in), an optional reason for a rollback. */
export function DeployConfirm({ action, busy, onConfirm, onCancel }: { action: DeployAction | null; busy: boolean; onConfirm: (reason: string) => void; onCancel: () => void }) {
  const [reason, setReason] = useState('');
  if (!action) return null;
  return (
    <Modal open title={actionTitle(action)} onClose={onCancel}>
      <form
        method="post"
        onSubmit={(e) => {
          e.preventDefault();
          onConfirm(reason.trim());
        }}
      >
        <p>{action.kind === 'promote' ? `Every visitor gets ${action.remote} ${action.version}; the canary ends.` : action.text}</p>
        {action.kind === 'rollback' && (
          <TextField id="deploy-reason" label="Reason (kept in the history)" maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
        )}
        <div className="form-actions">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Working…' : action.kind === 'promote' ? 'Promote' : 'Roll back'}
          </button>{' '}
          <button type="button" className="btn btn-outline" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}
