import { useId } from 'react';

/** 1–5 stars as a radio group: keyboard and screen readers work as with any radio buttons. */
export function StarPicker({ value, onChange, error }: { value: number; onChange: (rating: number) => void; error?: string | null }) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset className="review-stars" aria-describedby={error ? errorId : undefined}>
      <legend>Your rating</legend>
      {[1, 2, 3, 4, 5].map((n) => (
        <label key={n} className={`review-star${n <= value ? ' is-on' : ''}`}>
          <input type="radio" name={name} value={n} checked={value === n} onChange={() => onChange(n)} />
          <span aria-hidden="true">★</span>
          <span className="visually-hidden">{n === 1 ? '1 star' : `${n} stars`}</span>
        </label>
      ))}
      {error && <p id={errorId} className="form-error" role="alert">{error}</p>}
    </fieldset>
  );
}
