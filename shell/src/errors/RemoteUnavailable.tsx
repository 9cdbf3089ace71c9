import { Link } from '@store/shared';
import { PageReadyMark } from '../remotes/PageReadyMark.tsx';

const areaNames: Record<string, string> = {
  catalog: 'The shop',
  checkout: 'Checkout',
  account: 'Your account area',
  content: 'This page',
};

/** Shown in place of a route whose remote failed to load; header, footer and other areas keep working. */
export function RemoteUnavailable({ remote, onRetry }: { remote: string; onRetry: () => void }) {
  return (
    <section className="remote-unavailable" role="alert" aria-live="polite">
      <PageReadyMark />
      <h1>{areaNames[remote] ?? 'This area'} is temporarily unavailable</h1>
      <p>We could not load this part of the store. The rest of the store is still open — please try again in a moment.</p>
      <div className="remote-unavailable__actions">
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          Retry
        </button>
        <Link to="/" className="btn btn-outline">
          Go to home page
        </Link>
      </div>
    </section>
  );
}
