import type { Config } from '../config.ts';
import type { PageOptions } from '../static/frontends.ts';
import { remoteNames } from '@store/federation';
import { remoteManifests, type RemoteManifests } from '../remotes/remoteManifests.ts';
import { liveRouteTable, type LiveRouteTable } from '../remotes/liveRouteTable.ts';
import type { RemoteRegistry } from '../remotes/registry.ts';
import { pageStatus } from './pageStatus.ts';
import { remotePreload } from './remotePreload.ts';

/**
 * What the store's server adds to the shell's index.html per page URL: real status, preloads and
 * the route table of the live remotes (which the renderer and the page cache read too), all from
 * the one registry of remotes.
 */
export function pageExtras(
  config: Pick<Config, 'frontendsRoot' | 'publicUrl'>,
  registry: RemoteRegistry,
  warn: (message: string) => void = () => {},
): Pick<PageOptions, 'status' | 'preload' | 'routes'> & { routeTable: LiveRouteTable; manifests: RemoteManifests } {
  const manifests = remoteManifests({ remotes: () => registry.map(), frontendsRoot: config.frontendsRoot, publicUrl: config.publicUrl, stored: (r) => registry.manifest(r) });
  // in the list's order, then any other: that order settles a path two remotes claim
  const names = () => {
    const live = Object.keys(registry.map());
    return [...remoteNames.filter((n) => live.includes(n)), ...live.filter((n) => !remoteNames.includes(n))];
  };
  const routeTable = liveRouteTable(manifests, names, warn);
  return { status: pageStatus(routeTable), preload: remotePreload(manifests, routeTable), routes: async () => (await routeTable()).routes, routeTable, manifests };
}
