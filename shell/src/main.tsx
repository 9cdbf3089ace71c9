import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { DehydratedState } from '@store/shared';
import { App } from './App.tsx';
import { CLIENT_AREA_DIGEST } from './remotes/serverPages.ts';
import { RouteTableContext, loadRouteTable } from './routes/routeTable.ts';
import '@store/shared/ui/designSystem.css';
import '@store/shared/ui/ui.css';
import './styles.css';

const root = document.getElementById('root')!;
const serverState = document.getElementById('store-state');
// The page carries the live remotes' route table (no wait); elsewhere it is one fetch.
const routes = await loadRouteTable();

if (serverState?.textContent) {
  // The server rendered this page: adopt its HTML and its query cache (no refetch, no repaint).
  const dehydratedState = JSON.parse(serverState.textContent) as DehydratedState;
  // In a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page: the page stays responsive while it comes alive (TBT, #12).
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <RouteTableContext value={routes}>
          <App dehydratedState={dehydratedState} />
        </RouteTableContext>
      </StrictMode>,
      {
        onRecoverableError(error) {
          // An area the server left to the browser (slow or unavailable remote) is expected.
          const digest = (error as { digest?: string }).digest;
          if (digest === CLIENT_AREA_DIGEST) return;
          console.error('[shell] recoverable render error', error);
        },
      },
    );
  });
} else {
  createRoot(root).render(
    <StrictMode>
      <RouteTableContext value={routes}>
        <App />
      </RouteTableContext>
    </StrictMode>,
  );
}
