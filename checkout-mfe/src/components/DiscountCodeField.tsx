import { useState } from 'react';
import { useMutation } from '@store/shared';
import { formatCents } from '@store/shared/rules';
import { Field } from '@store/shared/ui';
import { checkDiscount } from '../api/discountApi.ts';

/**
 * Checkout's discount code: Apply asks the server whether the code can be used now and what it
 * takes off; a refusal is said under the field. The code is sent with the order, and the server
 * checks it again and takes its use when the order is placed.
 */
export function DiscountCodeField({ subtotalCents, applied, onChange, disabled }: { subtotalCents: number; applied: { code: string; cents: number } | null; onChange: (d: { code: string; cents: number } | null) => void; disabled?: boolean }) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const check = useMutation({ mutationFn: (v: { code: string; subtotalCents: number }) => checkDiscount(v.code, v.subtotalCents) });

  async function apply() {
    if (!typed.trim()) return setError('Enter a discount code.');
    const reply = await check.mutateAsync({ code: typed, subtotalCents });
    if (!reply.success || !reply.data) {
      onChange(null);
      return setError(reply.message);
    }
    setError(undefined);
    onChange({ code: reply.data.code, cents: reply.data.cents });
  }

  if (applied) {
    return (
      <div className="co-discount" role="status">
        <p>
          Discount <strong>{applied.code}</strong>: −{formatCents(applied.cents)} off the goods.
        </p>
        <button type="button" className="btn btn-outline" onClick={() => onChange(null)} disabled={disabled}>
          Remove code
        </button>
      </div>
    );
  }
  return (
    <div className="co-discount">
      <Field id="co-discount-code" label="Discount code" error={error} announceError>
        {(control) => <input {...control} autoComplete="off" maxLength={40} value={typed} onChange={(e) => setTyped(e.target.value)} disabled={disabled} />}
      </Field>
      <button type="button" className="btn btn-outline" onClick={() => void apply()} disabled={disabled || check.isPending}>
        {check.isPending ? 'Checking…' : 'Apply'}
      </button>
    </div>
  );
}
