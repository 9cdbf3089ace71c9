import type { ComponentType, ReactElement } from 'react';
import { PageMetaContext, pageHead, type PageHead, type PageMeta } from '@store/shared';
import { StaticRouter } from '@store/shared/fixed-location-routers';
import type { QueryClient } from '@store/shared';
import { AppFrame } from '../AppFrame.tsx';
import { ServerPagesContext, CLIENT_AREA_DIGEST } from '../remotes/serverPages.ts';

export { CLIENT_AREA_DIGEST };

export interface ServerRenderInput {
  /** path and query of the requested page */
  url: string;
  /** the remote pages loaded for this request, by `remote/Page` */
  pages: ReadonlyMap<string, ComponentType>;
  queryClient: QueryClient;
  /** receives the page's head (title, description, canonical, social tags, JSON-LD), resolved, as it renders */
  onPageHead?: (head: PageHead) => void;
}

/**
 * The shell's server entry (`vite build --ssr`): the same frame the browser hydrates, under a
 * static router. The store's server loads the route's remote page and renders this element.
 */
export function renderApp({ url, pages, queryClient, onPageHead }: ServerRenderInput): ReactElement {
  const collect = onPageHead ? (meta: PageMeta) => onPageHead(pageHead(meta)) : null;
  return (
    <PageMetaContext value={collect}>
      <ServerPagesContext value={pages}>
        <StaticRouter location={url}>
          <AppFrame queryClient={queryClient} />
        </StaticRouter>
      </ServerPagesContext>
    </PageMetaContext>
  );
}
