/**
 * The pay button. While the gateway's tokenizer is still loading it says so and is busy: a click
 * (or a replayed early submit) then waits for it rather than paying without it.
 */
export function PayButton({ paying, preparing, label }: { paying: boolean; preparing: boolean; label: string }) {
  return (
    <button type="submit" className="btn btn-primary btn-block" disabled={paying} aria-busy={paying || preparing}>
      {preparing ? 'Preparing secure payment…' : paying ? 'Processing...' : label}
    </button>
  );
}
