import { useState, type FormEvent } from 'react';
import { toast, useQueryClient, useMutation } from '@store/shared';
import { Field } from '@store/shared/ui';
import { saveTaxRegion, taxRegionsKey, type AdminTaxRegion, type TaxField, type TaxRegionDraft } from '../api/taxesApi.ts';

const draftOf = (r: AdminTaxRegion | null): TaxRegionDraft =>
  r ? { country: r.country, subdivision: r.subdivision, rate: String(r.ratePpm / 10_000), shippingTaxed: r.shippingTaxed } : { country: '', subdivision: '', rate: '', shippingTaxed: false };

/**
 * Add a region (region null) or edit one. The server decides what is valid (a known country and
 * subdivision, a rate from 0 to 25 %) and names the field it refuses: the message shows under it.
 */
export function TaxRegionForm({ region, onDone }: { region: AdminTaxRegion | null; onDone: () => void }) {
  const [draft, setDraft] = useState(() => draftOf(region));
  const [error, setError] = useState<{ field: TaxField | null; message: string } | null>(null);
  const save = useMutation({ mutationFn: (v: { id: number | null; draft: typeof draft }) => saveTaxRegion(v.id, v.draft) });
  const client = useQueryClient();
  const prefix = region ? `tax-edit-${region.id}` : 'tax-new';
  const errorOf = (field: TaxField) => (error?.field === field ? error.message : undefined);
  const text = (field: 'country' | 'subdivision' | 'rate') => ({
    value: draft[field],
    onChange: (e: { target: { value: string } }) => setDraft({ ...draft, [field]: e.target.value }),
  });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const reply = await save.mutateAsync({ id: region?.id ?? null, draft });
    if (!reply.success) return setError({ field: reply.field ?? null, message: reply.message });
    setError(null);
    toast.success(reply.message);
    await client.invalidateQueries({ queryKey: taxRegionsKey });
    if (!region) setDraft(draftOf(null));
    onDone();
  }

  const title = region ? `Edit ${region.name}` : 'Add a region';
  return (
    <form method="post" className="adm-tax-form card" onSubmit={(e) => void submit(e)} aria-labelledby={`${prefix}-title`} noValidate>
      <h2 id={`${prefix}-title`}>{title}</h2>
      <div className="form-row">
        <Field id={`${prefix}-country`} label="Country code" required error={errorOf('country')} announceError after={<p className="form-hint">Two letters, e.g. US, DE</p>}>
          {(control) => <input {...control} autoComplete="off" maxLength={10} {...text('country')} />}
        </Field>
        <Field id={`${prefix}-subdivision`} label="State or region code" error={errorOf('subdivision')} announceError after={<p className="form-hint">e.g. CA for California; empty for the whole country</p>}>
          {(control) => <input {...control} autoComplete="off" maxLength={10} {...text('subdivision')} />}
        </Field>
        <Field id={`${prefix}-rate`} label="Rate (%)" required error={errorOf('rate')} announceError after={<p className="form-hint">0 to 25, e.g. 7.25</p>}>
          {(control) => <input {...control} inputMode="decimal" autoComplete="off" maxLength={20} {...text('rate')} />}
        </Field>
      </div>
      <div className="adm-check">
        <input id={`${prefix}-shipping`} type="checkbox" checked={draft.shippingTaxed} onChange={(e) => setDraft({ ...draft, shippingTaxed: e.target.checked })} />
        <label htmlFor={`${prefix}-shipping`}>Tax shipping too</label>
      </div>
      {error && !error.field && (
        <p className="form-error" role="alert">
          {error.message}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : region ? 'Save region' : 'Add region'}
        </button>
        {region && (
          <button type="button" className="btn btn-outline" onClick={onDone}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
