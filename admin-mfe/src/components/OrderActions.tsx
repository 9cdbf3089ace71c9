import { useState, type FormEvent } from 'react';
import { toast, useMutation, useQueryClient } from '@store/shared';
import { centsToDollars, formatCents, typedAmountToCents } from '@store/shared/rules';
import { Modal } from '@store/shared/ui';
import { refundOrder, resendConfirmation, retryFulfilment, type AdminOrder } from '../api/adminApi.ts';
import { refundPlan } from './refundPlan.ts';

const refundSucceeded = (data: unknown) => (data as { refund?: { status?: string } } | null)?.refund?.status === 'succeeded';

/** A fresh key per refund the owner means: a double click or a retried request refunds once. */
const newRequestKey = () => crypto.randomUUID();

/**
 * What the owner can do with an order: refund (or void) part or all of the charge — which cancels
 * the order when nothing is left — send it to the provider again, resend the confirmation e-mail.
 * The amount starts empty and a dialog says what will happen before anything does (issue #41 item 2).
 */
export function OrderActions({ order }: { order: AdminOrder }) {
  const queryClient = useQueryClient();
  const left = order.amounts.chargedCents - order.amounts.refundedCents;
  const [amount, setAmount] = useState('');
  const [asReturn, setAsReturn] = useState(false);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [requestKey, setRequestKey] = useState(newRequestKey);
  const paid = order.payment?.status === 'paid';
  const canceled = order.status === 'canceled' || order.paymentStatus !== 'paid';
  const atProvider = order.partnerOrderId !== null && order.partnerStatus !== 'canceled';
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin'] });

  const action = useMutation({
    mutationFn: (v: { name: string; call: () => Promise<{ success: boolean; message: string }> }) => v.call(),
    // the toast at once; the buttons stay busy until the order has been read again
    onSuccess: async (reply) => {
      if (reply.success) toast.success(reply.message);
      else toast.error(reply.message);
      await refresh();
    },
  });
  const busy = action.isPending ? (action.variables?.name ?? null) : null;
  const run = async (name: string, call: () => Promise<{ success: boolean; message: string }>) => (await action.mutateAsync({ name, call })).success;

  async function submitRefund(e: FormEvent) {
    e.preventDefault();
    const cents = typedAmountToCents(amount);
    if (cents === null || cents <= 0) return setError('Enter an amount such as 12.50.');
    if (cents > left) return setError(`At most ${formatCents(left)} is left to refund.`);
    setError(null);
    setConfirming(cents);
  }

  async function confirmRefund(cents: number) {
    setConfirming(null);
    // only a refund the gateway made is a success, whatever envelope an older server sends (issue #24)
    const done = await run('refund', async () => {
      const reply = await refundOrder(order.orderId, requestKey, cents, asReturn);
      return { ...reply, success: reply.success && refundSucceeded(reply.data) };
    });
    if (done) setRequestKey(newRequestKey());
  }

  return (
    <section className="card stack" aria-labelledby="actions-title">
      <h2 id="actions-title">Actions</h2>
      {paid && left > 0 ? (
        <form method="post" className="adm-refund" onSubmit={submitRefund} noValidate>
          <div className="form-field">
            <label htmlFor="refund-amount">Amount to refund (of {formatCents(left)} left)</label>
            <input
              id="refund-amount"
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'refund-amount-error' : 'refund-amount-hint'}
            />
            <p id="refund-amount-hint" className="form-hint">
              The whole amount cancels the order (at the print provider too).{' '}
              <button type="button" className="btn btn-outline btn-sm" onClick={() => setAmount(centsToDollars(left))}>
                Fill in all that is left
              </button>
            </p>
            {error && (
              <p id="refund-amount-error" className="form-error" role="alert">
                {error}
              </p>
            )}
          </div>
          {atProvider && (
            <div className="adm-check">
              <input id="refund-as-return" type="checkbox" checked={asReturn} onChange={(e) => setAsReturn(e.target.checked)} />
              <label htmlFor="refund-as-return">The goods are coming back (a return): a shipped order may then be refunded</label>
            </div>
          )}
          <button type="submit" className="btn btn-danger" disabled={busy !== null}>
            {busy === 'refund' ? 'Refunding…' : 'Refund…'}
          </button>
        </form>
      ) : (
        <p className="muted">{paid ? 'The whole charge has been given back.' : 'There is no card payment to refund.'}</p>
      )}
      <div className="form-actions">
        {paid && !order.partnerOrderId && order.status !== 'canceled' && (
          <button type="button" className="btn btn-outline" disabled={busy !== null} onClick={() => void run('retry', () => retryFulfilment(order.orderId))}>
            Retry fulfilment
          </button>
        )}
        {paid && !canceled && (
          <button type="button" className="btn btn-outline" disabled={busy !== null} onClick={() => void run('resend', () => resendConfirmation(order.orderId))}>
            Resend confirmation e-mail
          </button>
        )}
      </div>
      {confirming !== null && <RefundConfirm plan={refundPlan({ amountCents: confirming, leftCents: left, chargedCents: order.amounts.chargedCents, partnerStatus: order.partnerStatus, asReturn })} onConfirm={() => void confirmRefund(confirming)} onCancel={() => setConfirming(null)} />}
    </section>
  );
}

/** The confirm step: what the refund will do, before it does it. */
function RefundConfirm({ plan, onConfirm, onCancel }: { plan: ReturnType<typeof refundPlan>; onConfirm: () => void; onCancel: () => void }) {
  return (
    <Modal open title={plan.title} onClose={onCancel}>
      <ul className="adm-refund-plan" data-testid="refund-plan">
        {plan.lines.map((l) => (
          <li key={l}>{l}</li>
        ))}
      </ul>
      <div className="form-actions">
        <button type="button" className="btn btn-danger" onClick={onConfirm}>
          Give the money back
        </button>{' '}
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          Keep the order
        </button>
      </div>
    </Modal>
  );
}
