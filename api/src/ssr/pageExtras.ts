import type { Deps } from '../deps.ts';
import type { PageOptions } from '../static/frontends.ts';
import { remoteNames } from '../../../mf-shared.ts';
import { remoteManifests } from '../remotes/remoteManifests.ts';
import { liveRouteTable, type LiveRouteTable } from '../remotes/liveRouteTable.ts';
import { pageStatus } from './pageStatus.ts';
import { remotePreload } from './remotePreload.ts';

/**
 * What the store's server adds to the shell's index.html per page URL: real status, preloads and
 * the route table of the live remotes (which the renderer and the page cache read too).
 */
export function pageExtras(deps: Pick<Deps, 'config'>, warn: (message: string) => void = () => {}): Pick<PageOptions, 'status' | 'preload' | 'routes'> & { routeTable: LiveRouteTable } {
  const { config } = deps;
  const manifests = remoteManifests({ remotes: () => config.remotes, frontendsRoot: config.frontendsRoot, publicUrl: config.publicUrl });
  // the map's own names first, in the list's order: that order settles a path two remotes claim
  const names = () => [...new Set([...remoteNames, ...Object.keys(config.remotes)])].filter((n) => n in config.remotes);
  const routeTable = liveRouteTable(manifests, names, warn);
  return { status: pageStatus(routeTable), preload: remotePreload(manifests, routeTable), routes: async () => (await routeTable()).routes, routeTable };
}
