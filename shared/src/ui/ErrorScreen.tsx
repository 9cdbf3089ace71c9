// The store's server imports this file through @store/shared with no tsconfig of its own: JSX runtime stated here.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { Link } from '../navigation.ts';

interface ErrorScreenProps {
  message?: string;
  onRetry?: () => void;
  backTo?: { href: string; label: string };
}

/** The generic on-page error (spec §8 "Shop"): 'Oops! Something Went Wrong' with the message. */
export function ErrorScreen({ message, onRetry, backTo = { href: '/shop', label: 'Back to Shop' } }: ErrorScreenProps) {
  return (
    <section className="ui-error-screen" role="alert">
      <h2>Oops! Something Went Wrong</h2>
      <p>{message || 'An unexpected error occurred'}</p>
      <div className="ui-error-screen__actions">
        {onRetry && (
          <button type="button" className="btn btn-primary" onClick={onRetry}>
            Try Again
          </button>
        )}
        <Link className="btn btn-outline" to={backTo.href}>
          {backTo.label}
        </Link>
      </div>
    </section>
  );
}
