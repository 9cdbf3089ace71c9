import { useId } from 'react';

/** A quantity that cannot go below 1 (spec §5), edited locally. */
export function QuantityInput({ value, onChange, label }: { value: number; onChange: (n: number) => void; label: string }) {
  const id = useId();
  return (
    <div className="co-qty">
      <button type="button" className="btn btn-outline btn-sm" onClick={() => onChange(value - 1)} disabled={value <= 1} aria-label={`Decrease ${label}`}>
        −
      </button>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        value={value}
        onChange={(e) => {
          const n = Math.trunc(Number(e.target.value));
          onChange(Number.isFinite(n) && n >= 1 ? n : 1);
        }}
      />
      <button type="button" className="btn btn-outline btn-sm" onClick={() => onChange(value + 1)} aria-label={`Increase ${label}`}>
        +
      </button>
    </div>
  );
}
