/** A loading indicator with an accessible name. */
export function Spinner({ label = 'Loading…', size = 'md' }: { label?: string; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <span className={`ui-spinner ui-spinner--${size}`} role="status">
      <span className="ui-spinner__wheel" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
