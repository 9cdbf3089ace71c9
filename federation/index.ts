// What the browser builds and the server must agree on about Module Federation, as data only (no
// Vite, no plugin): the remotes and the shared singletons. mf-shared.ts builds the vite options from
// it; the server reads it to serve, register and render the remotes.
import remoteList from '../store-remotes.json' with { type: 'json' };

/**
 * The packages every build shares as one copy. The `@store/shared` package itself is shared:
 * sharing zustand alone would give every remote its own store.
 */
export const singletonNames = ['react', 'react-dom', 'zustand', '@store/shared'] as const;

/**
 * The store's remotes: the one list in store-remotes.json (name, package folder, dev port) that
 * every script, config and the server read. A new remote = one entry there plus its package.
 */
export const storeRemotes: readonly { name: string; package: string; devPort: number }[] = remoteList;

export type RemoteName = string;
export const remoteNames: RemoteName[] = storeRemotes.map((r) => r.name);

/** Where `npm start` serves each remote's built files (same origin, own path prefix, as if its own origin). */
export const remotePrefixes: Record<RemoteName, string> = Object.fromEntries(remoteNames.map((n) => [n, `/mfe/${n}/`]));

/** The package folder of a remote (its dist/ is what `npm start` serves). */
export function remotePackage(name: RemoteName): string {
  return storeRemotes.find((r) => r.name === name)?.package ?? `${name}-mfe`;
}

/** Dev-server ports: shell 5173, then the one each remote names (`npm run dev`). */
export const devPorts: Record<string, number> = { shell: 5173, ...Object.fromEntries(storeRemotes.map((r) => [r.name, r.devPort])) };
