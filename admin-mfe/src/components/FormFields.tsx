import { Field } from '@store/shared/ui';

/** A labelled HTML textarea (blog post, newsletter) with an optional hint and an error, via the shared Field. */
export function HtmlField({ id, label, value, onChange, error, hint, rows = 12 }: { id: string; label: string; value: string; onChange: (value: string) => void; error?: string; hint?: string; rows?: number }) {
  const hintId = `${id}-hint`;
  return (
    <Field
      id={id}
      label={label}
      error={error}
      after={
        hint && (
          <p id={hintId} className="form-hint">
            {hint}
          </p>
        )
      }
    >
      {(control) => <textarea {...control} aria-describedby={control['aria-describedby'] ?? (hint ? hintId : undefined)} className="adm-html" rows={rows} value={value} onChange={(e) => onChange(e.target.value)} />}
    </Field>
  );
}

/** A select with "Any" first, for a list filter. */
export function AnyOfSelect({ id, label, value, options, onChange }: { id: string; label: string; value: string | undefined; options: { value: string; label: string }[]; onChange: (value: string) => void }) {
  return (
    <Field id={id} label={label}>
      {(control) => (
        <select {...control} value={value ?? ''} onChange={(e) => onChange(e.target.value)}>
          <option value="">Any</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
