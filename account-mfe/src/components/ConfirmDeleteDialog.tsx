import { Modal } from '@store/shared/ui';

interface ConfirmOrderDialogProps {
  orderId: number | null;
  busy: boolean;
  title: string;
  question: string;
  confirmLabel: string;
  /** the button that closes the dialog without acting */
  keepLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question about one order, in the store's modal. */
export function ConfirmOrderDialog({ orderId, busy, title, question, confirmLabel, keepLabel = 'Cancel', onConfirm, onCancel }: ConfirmOrderDialogProps) {
  return (
    <Modal open={orderId !== null} title={title} onClose={onCancel}>
      <p>{question}</p>
      <div className="form-actions">
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          {keepLabel}
        </button>
        <button type="button" className="btn btn-danger" onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}

/** 'Are you sure you want to delete order {id}?' (spec §8). */
export function ConfirmDeleteDialog({ orderId, busy, onConfirm, onCancel }: { orderId: number | null; busy: boolean; onConfirm: () => void; onCancel: () => void }) {
  return <ConfirmOrderDialog orderId={orderId} busy={busy} title="Delete order" question={`Are you sure you want to delete order ${orderId}?`} confirmLabel="Delete" onConfirm={onConfirm} onCancel={onCancel} />;
}

/** Cancelling before production (issue #15): a paid order is refunded in full. */
export function ConfirmCancelDialog({ orderId, paid, busy, onConfirm, onCancel }: { orderId: number | null; paid: boolean; busy: boolean; onConfirm: () => void; onCancel: () => void }) {
  const question = `Cancel order ${orderId}?${paid ? ' Your payment will be refunded in full to your card.' : ''}`;
  return <ConfirmOrderDialog orderId={orderId} busy={busy} title="Cancel order" question={question} confirmLabel="Cancel order" keepLabel="Keep order" onConfirm={onConfirm} onCancel={onCancel} />;
}
