import { useState } from 'react';
import { toast, useMutation } from '@store/shared';
import type { AdminOrderRow } from '../api/adminApi.ts';
import { runBulkAction, type BulkOrderAction, type BulkOrderResult } from '../api/orderWorkApi.ts';
import { printHref } from './printHref.ts';

const actions: { value: BulkOrderAction; label: string }[] = [
  { value: 'resend-confirmation', label: 'Resend the confirmation e-mail' },
  { value: 'retry-fulfilment', label: 'Send to the print provider again' },
];

/**
 * The selection on the orders list and what can be done to it: an action the server runs order by
 * order (each refusal listed, and a refusal is never a green toast), or the packing slips / invoices
 * of the selected orders, printed together.
 */
export function BulkOrderBar({ rows, selected, onSelect, onDone }: { rows: AdminOrderRow[]; selected: number[]; onSelect: (ids: number[]) => void; onDone: () => void }) {
  const [action, setAction] = useState<BulkOrderAction>('resend-confirmation');
  const bulk = useMutation({ mutationFn: (v: { action: BulkOrderAction; orderIds: number[] }) => runBulkAction(v.action, v.orderIds) });
  const busy = bulk.isPending;
  const [refused, setRefused] = useState<BulkOrderResult[]>([]);
  const all = rows.length > 0 && rows.every((r) => selected.includes(r.orderId));

  async function run() {
    setRefused([]);
    const reply = await bulk.mutateAsync({ action, orderIds: selected });
    if (reply.success) toast.success(reply.message);
    else toast.error(reply.message);
    setRefused((reply.data ?? []).filter((r) => !r.done));
    onDone();
  }

  return (
    <section className="card adm-bulk" aria-label="Selected orders">
      <label className="adm-check">
        <input type="checkbox" checked={all} onChange={() => onSelect(all ? [] : rows.map((r) => r.orderId))} />
        Select every order on this page
      </label>
      <p className="muted" role="status" data-testid="selection-count">
        {selected.length === 0 ? 'No orders selected' : `${selected.length} selected`}
      </p>
      {selected.length > 0 && (
        <div className="adm-inline">
          <label htmlFor="adm-bulk-action" className="visually-hidden">
            Action on the selected orders
          </label>
          <select id="adm-bulk-action" value={action} onChange={(e) => setAction(e.target.value as BulkOrderAction)}>
            {actions.map((a) => (
              <option key={a.value} value={a.value}>
                {a.label}
              </option>
            ))}
          </select>
          <button type="button" className="btn btn-primary btn-sm" disabled={busy} onClick={() => void run()}>
            {busy ? 'Working…' : 'Apply to selected'}
          </button>
          <a className="btn btn-outline btn-sm" href={printHref('packing-slip', selected)} target="_blank" rel="noopener">
            Packing slips
          </a>
          <a className="btn btn-outline btn-sm" href={printHref('invoice', selected)} target="_blank" rel="noopener">
            Invoices
          </a>
        </div>
      )}
      {refused.length > 0 && (
        <ul className="adm-refused" aria-label="Refused orders">
          {refused.map((r) => (
            <li key={r.orderId}>
              #{r.orderId}: {r.message}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
