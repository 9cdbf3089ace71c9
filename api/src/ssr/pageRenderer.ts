import type { ComponentType } from 'react';
import type { PageQuery, ServerQueries } from '@store/shared/types';
import type { Config } from '../config.ts';
import type { LiveRouteTable } from '../remotes/liveRouteTable.ts';
import type { RemoteManifests } from '../remotes/remoteManifests.ts';
import type { RemoteRegistry } from '../remotes/registry.ts';
import { hostShared } from './hostShared.ts';
import { renderApp, type RenderedApp } from './renderApp.ts';
import { serverRemotes } from './serverRemotes.ts';
import { shellServer } from './shellServer.ts';

/** How long a page waits for its remote's server entry before leaving that area to the browser. */
const REMOTE_BUDGET_MS = 150;

export type PageRenderer = ((url: URL) => Promise<RenderedApp | null>) & {
  /** loads every public page's server entry ahead of the first shopper (start, after listen) */
  warm(): Promise<void>;
  /** the remotes' loaded builds, for the page cache's key (a remote rebuilt in place changes it) */
  remotesVersion(): string;
};

/**
 * Server-side composition: the shell's server entry renders the frame, the route's owning remote
 * (from the live route table) is loaded at request time from its manifest (over HTTP, like the browser),
 * and the page's data is fetched in-process. Pages behind login render the frame only; their area
 * renders in the browser. Null (the shell has no server build, or rendering failed): the browser
 * renders the whole page, as before.
 */
export function pageRenderer(
  config: Pick<Config, 'frontendsRoot'>,
  _registry: RemoteRegistry,
  { routeTable, manifests }: { routeTable: LiveRouteTable; manifests: RemoteManifests },
  localOrigin: () => string,
  onError: (stage: string, error: unknown) => void = () => {},
): PageRenderer {
  const shell = shellServer(config.frontendsRoot);
  let remotes: ReturnType<typeof serverRemotes> | undefined;
  const remotesReady = hostShared().then((shared) => {
    remotes = serverRemotes({ manifest: (remote) => manifests.get(remote), baseUrl: localOrigin, shared, budgetMs: REMOTE_BUDGET_MS });
    return remotes;
  });

  async function pageOf(remote: string, page: string): Promise<{ Page: ComponentType; serverQueries?: ServerQueries } | null> {
    try {
      const loaded = await (await remotesReady).page<{ default?: ComponentType; serverQueries?: unknown }>(remote, page);
      if (!loaded?.default) return null;
      return { Page: loaded.default, serverQueries: typeof loaded.serverQueries === 'function' ? (loaded.serverQueries as ServerQueries) : undefined };
    } catch (error) {
      onError('remote', error);
      return null;
    }
  }

  const render = (async (url: URL) => {
    const entry = await shell().catch((error: unknown) => {
      onError('shell', error);
      return null;
    });
    if (!entry) return null;
    const table = await routeTable();
    const match = table.match(url.pathname);
    const pages = new Map<string, ComponentType>();
    let queries: PageQuery[] | undefined;
    if (match && !match.route.private) {
      const loaded = await pageOf(match.route.remote, match.route.page);
      if (loaded) pages.set(`${match.route.remote}/${match.route.page}`, loaded.Page);
      // the page's declared data: fetched before its one render pass
      try {
        queries = loaded?.serverQueries?.({ params: match.params, search: url.searchParams });
      } catch (error) {
        onError('page', error);
      }
    }
    try {
      return await renderApp(entry, { url: url.pathname + url.search, pages, queries, routes: table.routes, onError: (error) => onError('page', error) });
    } catch (error) {
      onError('render', error);
      return null;
    }
  }) as PageRenderer;

  render.remotesVersion = () => remotes?.version() ?? '';
  render.warm = async () => {
    const publicPages = (await routeTable()).routes.filter((r) => !r.private);
    await Promise.allSettled(publicPages.map((r) => pageOf(r.remote, r.page)));
  };
  return render;
}
