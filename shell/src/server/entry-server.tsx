import type { ComponentType, ReactElement } from 'react';
import { PageMetaContext, PageStatusContext, pageHead, type PageHead, type PageMeta, type PageStatusReport, type StoreRoute, type QueryClient } from '@store/shared';
import { StaticRouter } from '@store/shared/fixed-location-routers';
import { AppFrame } from '../AppFrame.tsx';
import { ServerPagesContext, CLIENT_AREA_DIGEST } from '../remotes/serverPages.ts';
import { RouteTableContext } from '../routes/routeTable.ts';

export { CLIENT_AREA_DIGEST };

export interface ServerRenderInput {
  /** path and query of the requested page */
  url: string;
  /** the remote pages loaded for this request, by `remote/Page` */
  pages: ReadonlyMap<string, ComponentType>;
  queryClient: QueryClient;
  /** the store's route table, built from the live remotes */
  routes: readonly StoreRoute[];
  /** receives the page's head (title, description, canonical, social tags, JSON-LD), resolved, as it renders */
  onPageHead?: (head: PageHead) => void;
  /** receives 404 when the page reports its data not found, 301 and the path when it moved (useMovedTo) */
  onPageStatus?: PageStatusReport;
}

/**
 * The shell's server entry (`vite build --ssr`): the same frame the browser hydrates, under a
 * static router. The store's server loads the route's remote page and renders this element.
 */
export function renderApp({ url, pages, routes, queryClient, onPageHead, onPageStatus }: ServerRenderInput): ReactElement {
  const collect = onPageHead ? (meta: PageMeta) => onPageHead(pageHead(meta)) : null;
  return (
    <PageMetaContext value={collect}>
      <PageStatusContext value={onPageStatus ?? null}>
        <ServerPagesContext value={pages}>
          <RouteTableContext value={routes}>
            <StaticRouter location={url}>
              <AppFrame queryClient={queryClient} />
            </StaticRouter>
          </RouteTableContext>
        </ServerPagesContext>
      </PageStatusContext>
    </PageMetaContext>
  );
}
