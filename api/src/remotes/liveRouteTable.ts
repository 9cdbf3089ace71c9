import { composeRouteTable, matchRoute, parseRouteDeclarations, type RouteDeclaration, type StoreRoute, type StoreRouteMatch } from '@store/shared/routes';
import type { RemoteManifests } from './remoteManifests.ts';

export interface RouteTable {
  routes: StoreRoute[];
  /** changes whenever any remote's declared routes change (part of the page cache's key) */
  version: string;
  match(pathname: string): StoreRouteMatch | null;
}

/**
 * The store's route table, built at runtime from the live remotes' manifests (`metaData.routes`):
 * a remote that adds a page ships it alone. In the order of the remotes map; a path claimed by two
 * remotes stays with the first (the deploy gate refuses such a build; this only guards hand edits)
 * and is said once in the log. Rebuilt when a manifest changes; read per request from the cache.
 */
export function liveRouteTable(manifests: RemoteManifests, remoteNames: () => string[], warn: (message: string) => void = () => {}) {
  let last: RouteTable | null = null;
  const said = new Set<string>();

  async function current(): Promise<RouteTable> {
    const names = remoteNames();
    const loaded = await Promise.all(names.map(async (name) => [name, await manifests.get(name)] as const));
    const version = loaded.map(([name, m]) => `${name}@${m?.hash ?? '-'}`).join(' ');
    if (last?.version === version) return last;
    const declared: [string, RouteDeclaration[]][] = [];
    for (const [name, m] of loaded) {
      if (!m) continue;
      try {
        declared.push([name, parseRouteDeclarations(m.manifest.metaData?.routes ?? [])]);
      } catch (error) {
        warn(`remote ${name} publishes no valid routes: ${(error as Error).message}`);
      }
    }
    const { routes, collisions } = composeRouteTable(declared);
    for (const c of collisions) {
      const key = `${c.path} ${c.remotes.join(' ')}`;
      if (!said.has(key)) warn(`path ${c.path} is claimed by ${c.remotes.join(' and ')}; ${c.remotes[0]} keeps it`);
      said.add(key);
    }
    last = { routes, version, match: (pathname) => matchRoute(routes, pathname) };
    return last;
  }
  /** the last table's version, for keys of anything built from it (the page cache) */
  return Object.assign(current, { version: () => last?.version ?? '' });
}

export type LiveRouteTable = ReturnType<typeof liveRouteTable>;
