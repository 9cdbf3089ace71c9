import { Spinner } from '@store/shared/ui';

/** Loading and error states of a content page; the error text is given whole (spec §8 wording). */
export function LoadingState({ label }: { label: string }) {
  return (
    <div className="content-state">
      <Spinner label={label} size="lg" />
    </div>
  );
}

export function ErrorState({ text, onRetry }: { text: string; onRetry?: () => void }) {
  return (
    <div className="content-state">
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
