import type { Config } from '../config.ts';
import { remoteNames } from '@store/federation';
import { remoteManifests, type RemoteManifests } from '../remotes/remoteManifests.ts';
import { liveRouteTable, type LiveRouteTable } from '../remotes/liveRouteTable.ts';
import type { RemoteRegistry } from '../remotes/registry.ts';
import { remotePreload, type RemoteHead } from './remotePreload.ts';
import type { PageRequest } from './pageRequest.ts';

/**
 * What the page pipeline reads of the live remotes, all from the one registry: their route table
 * (which the renderer and the page cache read too) and each route's remote's head (styles, hints,
 * manifest) through the one manifest reader.
 */
export function pageExtras(
  config: Pick<Config, 'frontendsRoot' | 'publicUrl'>,
  registry: RemoteRegistry,
  warn: (message: string) => void = () => {},
): { preload: (page: PageRequest) => Promise<RemoteHead>; routeTable: LiveRouteTable; manifests: RemoteManifests } {
  const manifests = remoteManifests({ remotes: () => registry.map(), frontendsRoot: config.frontendsRoot, publicUrl: config.publicUrl, stored: (r) => registry.manifest(r) });
  // in the list's order, then any other: that order settles a path two remotes claim
  const names = () => {
    const live = Object.keys(registry.map());
    return [...remoteNames.filter((n) => live.includes(n)), ...live.filter((n) => !remoteNames.includes(n))];
  };
  const routeTable = liveRouteTable(manifests, names, warn);
  return { preload: remotePreload(manifests), routeTable, manifests };
}
