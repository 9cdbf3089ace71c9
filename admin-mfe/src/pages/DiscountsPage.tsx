import { useState, type FormEvent } from 'react';
import { toast, useQuery, useQueryClient, useMutation } from '@store/shared';
import { DataTable, Field } from '@store/shared/ui';
import { addDiscount, fetchDiscounts, ownerToolKeys, setDiscountActive, type AdminDiscountCode, type DiscountDraft, type DiscountField } from '../api/ownerToolsApi.ts';
import { AdminFrame } from '../components/AdminFrame.tsx';
import { QueryView } from '../components/QueryView.tsx';
import { shortDateTime } from '../components/labels.ts';
import { discountAmountLabel } from '../components/ownerToolLabels.ts';

/**
 * /admin/discounts: the codes shoppers may enter at checkout, percentage or fixed amount off the
 * goods, with an expiry and a usage limit; add one, switch one off or on.
 */
export default function DiscountsPage() {
  const codes = useQuery({ queryKey: ownerToolKeys.discounts, queryFn: fetchDiscounts, staleTime: 0, retry: 1 });
  const client = useQueryClient();
  const activate = useMutation({ mutationFn: (v: { code: AdminDiscountCode; active: boolean }) => setDiscountActive(v.code, v.active) });

  async function toggle(c: AdminDiscountCode) {
    const reply = await activate.mutateAsync({ code: c, active: !c.active });
    if (reply.success) toast.success(reply.message);
    else toast.error(reply.message);
    await client.invalidateQueries({ queryKey: ownerToolKeys.discounts });
  }

  return (
    <AdminFrame title="Discount codes">
      <p>
        A code takes its amount off the goods (never shipping); tax is charged on what is left. A use is counted when an order is placed with the code; once the limit is
        reached, or after the expiry, checkout refuses it.
      </p>
      <QueryView query={codes} loading="Loading the discount codes" failed="Could not load the discount codes">
        {(list) =>
          list.length === 0 ? (
            <p role="status">No discount codes yet.</p>
          ) : (
            <DataTable<AdminDiscountCode>
              className="adm-discounts"
              rows={list}
              rowKey={(c) => c.id}
              columns={[
                { header: 'Code', cell: (c) => <strong>{c.code}</strong> },
                { header: 'Amount', cell: (c) => discountAmountLabel(c) },
                { header: 'Expires', cell: (c) => (c.expiresAt ? shortDateTime(c.expiresAt) : 'Never') },
                { header: 'Used', cell: (c) => (c.usageLimit === null ? `${c.used}` : `${c.used} of ${c.usageLimit}`) },
                { header: 'State', cell: (c) => (c.active ? 'On' : 'Off') },
                {
                  header: 'Actions',
                  cell: (c) => (
                    <button type="button" className="btn btn-outline" onClick={() => void toggle(c)} aria-label={`${c.active ? 'Switch off' : 'Switch on'} ${c.code}`}>
                      {c.active ? 'Switch off' : 'Switch on'}
                    </button>
                  ),
                },
              ]}
            />
          )
        }
      </QueryView>
      <DiscountForm />
    </AdminFrame>
  );
}

const empty: DiscountDraft = { code: '', kind: 'percent', value: '', expiresAt: '', usageLimit: '' };

function DiscountForm() {
  const [draft, setDraft] = useState(empty);
  const [error, setError] = useState<{ field: DiscountField | null; message: string } | null>(null);
  const add = useMutation({ mutationFn: (d: typeof draft) => addDiscount(d) });
  const client = useQueryClient();
  const errorOf = (f: DiscountField) => (error?.field === f ? error.message : undefined);
  const text = (f: 'code' | 'value' | 'expiresAt' | 'usageLimit') => ({ value: draft[f], onChange: (e: { target: { value: string } }) => setDraft({ ...draft, [f]: e.target.value }) });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const reply = await add.mutateAsync(draft);
    if (!reply.success) return setError({ field: reply.field ?? null, message: reply.message });
    setError(null);
    toast.success(reply.message);
    setDraft(empty);
    await client.invalidateQueries({ queryKey: ownerToolKeys.discounts });
  }

  return (
    <form method="post" className="card adm-tax-form" onSubmit={(e) => void submit(e)} aria-labelledby="discount-new-title" noValidate>
      <h2 id="discount-new-title">Add a discount code</h2>
      <div className="form-row">
        <Field id="discount-code" label="Code" required error={errorOf('code')} announceError after={<p className="form-hint">3 to 32 letters or digits, e.g. SUMMER10</p>}>
          {(control) => <input {...control} autoComplete="off" maxLength={40} {...text('code')} />}
        </Field>
        <Field id="discount-kind" label="Kind">
          {(control) => (
            <select {...control} value={draft.kind} onChange={(e) => setDraft({ ...draft, kind: e.target.value as DiscountDraft['kind'] })}>
              <option value="percent">Percentage off</option>
              <option value="fixed">Fixed amount off</option>
            </select>
          )}
        </Field>
        <Field id="discount-value" label={draft.kind === 'percent' ? 'Percent' : 'Amount ($)'} required error={errorOf('value')} announceError after={<p className="form-hint">{draft.kind === 'percent' ? '1 to 100' : 'e.g. 5.00'}</p>}>
          {(control) => <input {...control} inputMode="decimal" autoComplete="off" maxLength={20} {...text('value')} />}
        </Field>
      </div>
      <div className="form-row">
        <Field id="discount-expires" label="Expires after" error={errorOf('expiresAt')} announceError after={<p className="form-hint">Empty: never (the code works to the end of that UTC day)</p>}>
          {(control) => <input {...control} type="date" {...text('expiresAt')} />}
        </Field>
        <Field id="discount-limit" label="Usage limit" error={errorOf('usageLimit')} announceError after={<p className="form-hint">Orders that may use it; empty: no limit</p>}>
          {(control) => <input {...control} inputMode="numeric" autoComplete="off" maxLength={7} {...text('usageLimit')} />}
        </Field>
      </div>
      {error && !error.field && (
        <p className="form-error" role="alert">
          {error.message}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={add.isPending}>
          {add.isPending ? 'Saving…' : 'Add code'}
        </button>
      </div>
    </form>
  );
}
