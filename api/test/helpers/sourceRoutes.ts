import { readFileSync } from 'node:fs';
import { composeRouteTable, matchRoute, parseRouteDeclarations, type StoreRouteMatch } from '@store/shared/routes';
import { remotePackage, storeRemotes } from '@store/federation';

/** The store's route table as the remotes declare it in their sources (their src/routes.json). */
export const sourceRoutes = composeRouteTable(
  storeRemotes.map((r) => [r.name, parseRouteDeclarations(JSON.parse(readFileSync(new URL(`../../../${remotePackage(r.name)}/src/routes.json`, import.meta.url), 'utf8')))] as const),
).routes;

export const sourceRouteTable = { routes: sourceRoutes, match: (pathname: string): StoreRouteMatch | null => matchRoute(sourceRoutes, pathname) };
