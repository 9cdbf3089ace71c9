import { lazy, Suspense, useContext, useMemo, useState, type ComponentType } from 'react';
import { useLocation } from '@store/shared';
import { ErrorBoundary } from '../errors/ErrorBoundary.tsx';
import { RemoteUnavailable } from '../errors/RemoteUnavailable.tsx';
import { RemoteUnavailableError, loadRemoteModule } from './remoteRegistry.ts';
import { reportRemoteError } from '../errors/reportRemoteError.ts';
import { PageLoader } from '../layout/PageLoader.tsx';
import { ClientAreaSignal, ServerPagesContext } from './serverPages.ts';
import { PageReadyMark } from './PageReadyMark.tsx';

type PageModule = { default: ComponentType };

/** Cache of lazy components per module id, so a route revisit does not re-create them. */
const lazyCache = new Map<string, ComponentType>();

function lazyPage(id: string, attempt: number): ComponentType {
  const key = `${id}#${attempt}`;
  let page = lazyCache.get(key);
  if (!page) {
    page = lazy(() => loadRemoteModule<PageModule>(id));
    lazyCache.set(key, page);
  }
  return page;
}

/**
 * One remote page behind its own error boundary + Suspense. React.lazy caches a rejected import,
 * so Retry makes a new lazy() (keyed by attempt) and resets the boundary.
 */
export function RemotePage({ module, route = '' }: { module: string; route?: string }) {
  const [attempt, setAttempt] = useState(0);
  const { pathname } = useLocation();
  const serverPages = useContext(ServerPagesContext);
  const Page = useMemo(() => (serverPages ? serverPage(serverPages, module) : lazyPage(module, attempt)), [serverPages, module, attempt]);
  const remote = module.split('/')[0];
  return (
    <ErrorBoundary
      resetKey={`${pathname}|${attempt}`}
      onError={(error) => reportRemoteError(remote, error, route)}
      fallback={(error, reset) =>
        error instanceof RemoteUnavailableError ? (
          <RemoteUnavailable
            remote={remote}
            onRetry={() => {
              setAttempt((a) => a + 1);
              reset();
            }}
          />
        ) : (
          <PageError onRetry={reset} />
        )
      }
    >
      <Suspense fallback={<PageLoader />}>
        <Page />
        <PageReadyMark />
      </Suspense>
    </ErrorBoundary>
  );
}

/** On the server: the page loaded for this request, or a signal that leaves the area to the browser. */
function serverPage(pages: ReadonlyMap<string, ComponentType>, module: string): ComponentType {
  const Page = pages.get(module);
  if (Page) return Page;
  return function ClientArea() {
    throw new ClientAreaSignal(module);
  };
}

function PageError({ onRetry }: { onRetry: () => void }) {
  return (
    <section className="remote-unavailable" role="alert">
      <PageReadyMark />
      <h1>Oops! Something went wrong</h1>
      <p>This page hit an unexpected error.</p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        Retry
      </button>
    </section>
  );
}
