import { useEffect } from 'react';
import { Link } from '@store/shared';
import { PageReadyMark } from '../remotes/PageReadyMark.tsx';

export function NotFoundPage() {
  useEffect(() => {
    document.title = 'Page not found | PrintPop Store';
  }, []);
  return (
    <main className="not-found">
      <PageReadyMark />
      <p className="not-found__code" aria-hidden="true">404</p>
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Link to="/" className="btn btn-primary">
        Go Back to Store
      </Link>
    </main>
  );
}
