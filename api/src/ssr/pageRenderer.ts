import type { ComponentType } from 'react';
import type { PageQuery, ServerQueries } from '@store/shared/types';
import type { Config } from '../config.ts';
import type { LiveRouteTable } from '../remotes/liveRouteTable.ts';
import type { RemoteManifests, LoadedManifest } from '../remotes/remoteManifests.ts';
import type { RemoteRegistry } from '../remotes/registry.ts';
import { hostShared } from './hostShared.ts';
import { LeftToBrowser, renderApp, type RenderedApp } from './renderApp.ts';
import { serverRemotes } from './serverRemotes.ts';
import { shellServer } from './shellServer.ts';
import type { PageRequest } from './pageRequest.ts';
import type { RenderSlot } from './pagePipeline.ts';
import type { StoreEnv } from '@store/shared/env';
import { inStoreEnv } from './renderEnv.ts';
import { pageRendersTotal } from '../cluster/metrics.ts';
import type { RenderThreads } from './renderThreads/renderThreads.ts';
import { parseRouteDeclarations } from '@store/shared/routes';

/** The server's name for a remote's canary build: its own registration, so the live one stays loaded. */
const canaryAlias = (remote: string) => `${remote}_canary`;
/** runtime instances are global by name: two apps in one process (tests) must not share loaded remotes */
let renderers = 0;

/** How long a page waits for its remote's server entry before leaving that area to the browser. */
const REMOTE_BUDGET_MS = 150;

/** Renders in the request's env: its in-process API calls log under the page request's id. */
/** `slot` is the render's place under the render gate: given up while a render thread has the page. */
export type PageRenderer = ((page: PageRequest, slot?: RenderSlot) => Promise<RenderedApp | null>) & {
  /** loads every public page's server entry ahead of the first shopper (start, after listen) */
  warm(): Promise<void>;
  /** the remotes' loaded builds, for the page cache's key (a remote rebuilt in place changes it) */
  remotesVersion(): string;
  /** loads a build's public pages before it goes live (or serves as the canary), so its first page is server-rendered */
  prepare(remote: string, build: LoadedManifest, canary: boolean): Promise<void>;
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
  registry: RemoteRegistry,
  { routeTable, manifests }: { routeTable: LiveRouteTable; manifests: RemoteManifests },
  localOrigin: () => string,
  onError: (stage: string, error: unknown) => void,
  /** each render of a remote's page, by version: counted per version (a canary's failures roll it back) */
  onRendered: (remote: string, version: string, ok: boolean) => void,
  /** the env one page request renders in (renderEnv.ts: storeEnvOf); the whole render runs inside it */
  envFor: (requestId?: string) => StoreEnv,
  /** where a page whose data is fetched is rendered when they can (#24); without them, here */
  threads?: RenderThreads,
): PageRenderer {
  const shell = shellServer(config.frontendsRoot);
  let remotes: ReturnType<typeof serverRemotes> | undefined;
  let canaries: ReturnType<typeof serverRemotes> | undefined;
  const n = ++renderers;
  const remotesReady = hostShared().then((shared) => {
    remotes = serverRemotes({ name: n === 1 ? 'store_server' : `store_server_${n}`, manifest: (remote) => manifests.get(remote), baseUrl: localOrigin, shared, budgetMs: REMOTE_BUDGET_MS });
    // canary builds under their own names in their own runtime instance (as the gate's dry run does)
    canaries = serverRemotes({
      name: `store_server_canary_${n}`,
      manifest: async (alias) => canaryBuild(alias.replace(/_canary$/, '')),
      baseUrl: localOrigin,
      shared,
      budgetMs: REMOTE_BUDGET_MS,
    });
    return { remotes, canaries };
  });

  function canaryBuild(remote: string): LoadedManifest | null {
    const version = registry.live().find((r) => r.name === remote)?.canary?.version;
    return version ? registry.manifest(remote, version) : null;
  }

  async function pageOf(remote: string, page: string, canary = false): Promise<{ Page: ComponentType; serverQueries?: ServerQueries } | null> {
    try {
      const ready = await remotesReady;
      const loaded = canary
        ? await ready.canaries.page<{ default?: ComponentType; serverQueries?: unknown }>(canaryAlias(remote), page)
        : await ready.remotes.page<{ default?: ComponentType; serverQueries?: unknown }>(remote, page);
      if (!loaded?.default) return null;
      return { Page: loaded.default, serverQueries: typeof loaded.serverQueries === 'function' ? (loaded.serverQueries as ServerQueries) : undefined };
    } catch (error) {
      onError('remote', error);
      return null;
    }
  }

  const render = ((page: PageRequest, slot?: RenderSlot) => {
    const env = envFor(page.requestId);
    return inStoreEnv(env, () => renderPage(page, env, slot));
  }) as PageRenderer;

  async function renderPage({ url, match, routes, variant }: PageRequest, env: StoreEnv, slot?: RenderSlot): Promise<RenderedApp | null> {
    const entry = await shell().catch((error: unknown) => {
      onError('shell', error);
      return null;
    });
    if (!entry) return null;
    const pages = new Map<string, ComponentType>();
    let queries: PageQuery[] | undefined;
    const owner = match && !match.route.private ? match.route.remote : null;
    const version = owner ? (variant?.versions[owner] ?? registry.live().find((r) => r.name === owner)?.version ?? '') : '';
    let failed = false;
    const canary = owner ? (variant?.canaries.has(owner) ?? false) : false;
    if (match && !match.route.private) {
      const loaded = await pageOf(match.route.remote, match.route.page, canary);
      // a page not loaded within the budget is left to the browser, not a failure (a cold canary is slow once)
      if (loaded) pages.set(`${match.route.remote}/${match.route.page}`, loaded.Page);
      // the page's declared data: fetched before its one render pass
      try {
        queries = loaded?.serverQueries?.({ params: match.params, search: url.searchParams });
      } catch (error) {
        failed = true;
        onError('page', error);
      }
    }
    // only the routes with as many segments as the URL (the table has no optional or splat
    // pattern): the router flattened and ranked the whole table on every render (≈ 5 % of its
    // CPU, #24), and it still chooses among every route that could match, as the browser's
    // does with the whole table (it ignores case, the store's matcher does not)
    const candidates = routesOfLength(routes, url.pathname);
    const build = threads && queries && !failed && owner ? await (canary ? canaryBuild(owner) : manifests.get(owner)) : null;
    try {
      const done = await renderApp(entry, {
        url: url.pathname + url.search,
        pages,
        queries,
        routes: candidates,
        offThread:
          threads && build && match
            ? (data) =>
                threads.render({
                  url: url.pathname + url.search,
                  routes: candidates,
                  page: { remote: match.route.remote, page: match.route.page, alias: canary ? canaryAlias(match.route.remote) : match.route.remote, canary, manifest: build },
                  data,
                  env: { publicOrigin: env.publicOrigin, provider: env.provider, ...(env.requestId ? { requestId: env.requestId } : {}) },
                  origin: localOrigin(),
                }, slot?.handOff)
            : undefined,
        onRendered: (thread) => pageRendersTotal.inc({ thread }),
        backHere: slot?.takeBack,
        onError: (error) => {
          failed = true;
          onError('page', error);
        },
      });
      if (owner && version) onRendered(owner, version, !failed);
      return done;
    } catch (error) {
      if (error instanceof LeftToBrowser) return null;
      if (owner && version) onRendered(owner, version, false);
      onError('render', error);
      return null;
    }
  }

  render.remotesVersion = () => `${remotes?.version() ?? ''} ${canaries?.version() ?? ''}`;
  render.prepare = async (remote, build, canary) => {
    const ready = await remotesReady;
    const pages = [...new Set(publicPagesOf(build).map((r) => r.page))];
    await (canary ? ready.canaries.prepare(canaryAlias(remote), build, pages) : ready.remotes.prepare(remote, build, pages));
  };
  render.warm = async () => {
    const publicPages = (await routeTable()).routes.filter((r) => !r.private);
    await Promise.allSettled(publicPages.map((r) => pageOf(r.remote, r.page)));
  };
  return render;
}

/** The public routes a build declares (none when its routes are unreadable: the gate refused those). */
function publicPagesOf(build: LoadedManifest): { page: string }[] {
  try {
    return parseRouteDeclarations(build.manifest.metaData?.routes ?? []).filter((r) => !r.private);
  } catch {
    return [];
  }
}

const segments = (path: string) => path.split('/').filter(Boolean).length;

// A live table is the same array from render to render: its routes are grouped by length once.
const byLength = new WeakMap<readonly { path: string }[], Map<number, { path: string }[]>>();

/** The routes whose pattern has as many segments as `pathname`: the only ones it can match. */
export function routesOfLength<R extends { path: string }>(routes: readonly R[], pathname: string): R[] {
  let groups = byLength.get(routes);
  if (!groups) {
    groups = new Map();
    for (const r of routes) {
      const n = segments(r.path);
      groups.set(n, [...(groups.get(n) ?? []), r]);
    }
    byLength.set(routes, groups);
  }
  return (groups.get(segments(pathname)) ?? []) as R[];
}
