// The store's server can import this file through @store/shared with no tsconfig of its own: JSX runtime stated here.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import type { InputHTMLAttributes, ReactNode } from 'react';

/** What a field's control needs so its label, required mark and error reach assistive technology. */
export interface FieldControlProps {
  id: string;
  required?: boolean;
  'aria-required'?: true;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface FieldProps {
  id: string;
  label: string;
  /** shows the mark and sets aria-required; the forms check themselves (noValidate) */
  required?: boolean;
  /** false where the form already says every field is required: no * after each label */
  requiredMark?: boolean;
  /** the message under the control; sets aria-invalid and links it with aria-describedby */
  error?: string | null;
  /** the error is announced as it appears (role="alert"), for errors that arrive after submitting */
  announceError?: boolean;
  /** shown between the control and the error (e.g. accepted card brands) */
  after?: ReactNode;
  /** the control: an input, textarea or select given the props */
  children: (control: FieldControlProps) => ReactNode;
}

/** The store's one labelled field: label, control, optional note and error, wired for screen readers. */
export function Field({ id, label, required, requiredMark = true, error, announceError, after, children }: FieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="form-field">
      <label htmlFor={id}>
        {label}
        {required && requiredMark && (
          <span className="form-required" aria-hidden="true">
            {' '}*
          </span>
        )}
      </label>
      {children({
        id,
        required,
        'aria-required': required || undefined,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {after}
      {error ? (
        <p id={errorId} className="form-error" role={announceError ? 'alert' : undefined}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { id: string; label: string; error?: string | null; announceError?: boolean; requiredMark?: boolean };

/** A labelled text input (the common case of Field). */
export function TextField({ id, label, required, requiredMark, error, announceError, ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} required={required} requiredMark={requiredMark} error={error} announceError={announceError}>
      {(control) => <input name={id} {...input} {...control} />}
    </Field>
  );
}
