// The store's server can import this file through @store/shared with no tsconfig of its own: JSX runtime stated here.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { Spinner } from './Spinner.tsx';

/** A section's loading state: a large spinner with the name of what is loading. */
export function LoadingState({ label }: { label: string }) {
  return (
    <div className="ui-state">
      <Spinner label={label} size="lg" />
    </div>
  );
}

/** A section's error in the page's own words (spec §8), with Try Again when it can be retried. */
export function ErrorState({ text, onRetry }: { text: string; onRetry?: () => void }) {
  return (
    <div className="ui-state">
      <p className="alert alert-error" role="alert">
        {text}
      </p>
      {onRetry && (
        <button type="button" className="btn btn-outline" onClick={onRetry}>
          Try Again
        </button>
      )}
    </div>
  );
}
