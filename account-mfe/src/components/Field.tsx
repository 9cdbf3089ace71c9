import type { InputHTMLAttributes } from 'react';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
}

/** A labelled input; `required` shows the mark and sets aria-required (the form checks itself, noValidate). */
export function Field({ id, label, required, ...input }: FieldProps) {
  return (
    <div className="form-field">
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="acct-required" aria-hidden="true">
            {' '}*
          </span>
        )}
      </label>
      <input id={id} name={id} required={required} aria-required={required || undefined} {...input} />
    </div>
  );
}
