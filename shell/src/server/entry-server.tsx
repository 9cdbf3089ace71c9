import type { ComponentType, ReactElement } from 'react';
import { StaticRouter } from '@store/shared';
import type { QueryClient } from '@tanstack/react-query';
import { AppFrame } from '../AppFrame.tsx';
import { ServerPagesContext, CLIENT_AREA_DIGEST } from '../remotes/serverPages.ts';

export { CLIENT_AREA_DIGEST };

export interface ServerRenderInput {
  /** path and query of the requested page */
  url: string;
  /** the remote pages loaded for this request, by `remote/Page` */
  pages: ReadonlyMap<string, ComponentType>;
  queryClient: QueryClient;
}

/**
 * The shell's server entry (`vite build --ssr`): the same frame the browser hydrates, under a
 * static router. The store's server loads the route's remote page and renders this element.
 */
export function renderApp({ url, pages, queryClient }: ServerRenderInput): ReactElement {
  return (
    <ServerPagesContext value={pages}>
      <StaticRouter location={url}>
        <AppFrame queryClient={queryClient} />
      </StaticRouter>
    </ServerPagesContext>
  );
}
