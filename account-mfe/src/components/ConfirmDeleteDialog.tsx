import { Modal } from '@store/shared/ui';

/** 'Are you sure you want to delete order {id}?' (spec §8). */
export function ConfirmDeleteDialog({ orderId, busy, onConfirm, onCancel }: { orderId: number | null; busy: boolean; onConfirm: () => void; onCancel: () => void }) {
  return (
    <Modal open={orderId !== null} title="Delete order" onClose={onCancel}>
      <p>Are you sure you want to delete order {orderId}?</p>
      <div className="form-actions">
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="btn btn-danger" onClick={onConfirm} disabled={busy}>
          Delete
        </button>
      </div>
    </Modal>
  );
}
