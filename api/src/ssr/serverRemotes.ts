import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import ssrEntryLoader from '@module-federation/vite/ssrEntryLoader';

/** A package the store's server provides to remotes as the one shared instance. */
export interface HostShared {
  version: string;
  lib: unknown;
}

export interface ServerRemotesOptions {
  /** the current remotes map (remotes.json): name → manifest URL, absolute or relative to baseUrl */
  remotes: () => Record<string, string>;
  baseUrl: string | (() => string);
  shared: Record<string, HostShared>;
  /** how long a page waits for a remote's server entry before rendering that area in the browser */
  budgetMs?: number;
  /** how long a fetched manifest is trusted before the loader checks it again */
  manifestMaxAgeMs?: number;
}

/**
 * Loads remotes' server entries (`metaData.ssrRemoteEntry` of each mf-manifest.json) in this Node
 * process through the Module Federation runtime, with this process's React & co. as the shared
 * singletons. `page()` answers within `budgetMs` or gives null (missing, throwing, slow): the
 * caller then leaves that area to the browser. A slow load keeps going in the background, so a
 * later request finds it ready. A remote re-pointed in the map is registered again (no restart).
 */
export function serverRemotes(opts: ServerRemotesOptions) {
  const budgetMs = opts.budgetMs ?? 150;
  const federation = createInstance({
    name: 'store_server',
    remotes: [],
    shared: Object.fromEntries(
      Object.entries(opts.shared).map(([name, s]) => [
        name,
        { version: s.version, lib: () => s.lib, shareConfig: { singleton: true, requiredVersion: false as const } },
      ]),
    ),
    // The plugin's own typing of loadEntry is looser than the runtime's; its result is a container.
    plugins: [ssrEntryLoader({ strategy: 'temp-file', maxAgeMs: opts.manifestMaxAgeMs ?? 2_000, fetchTimeoutMs: 2_000 }) as ModuleFederationRuntimePlugin],
  });
  const registered = new Map<string, string>();

  function ensureRegistered(remote: string): boolean {
    const ref = opts.remotes()[remote];
    if (!ref) return false;
    const entry = new URL(ref, typeof opts.baseUrl === 'function' ? opts.baseUrl() : opts.baseUrl).href;
    if (registered.get(remote) !== entry) {
      federation.registerRemotes([{ name: remote, entry, type: 'module' }], { force: registered.has(remote) });
      registered.set(remote, entry);
    }
    return true;
  }

  return {
    async page<T = unknown>(remote: string, page: string): Promise<T | null> {
      try {
        if (!ensureRegistered(remote)) return null;
      } catch {
        return null;
      }
      const load = federation.loadRemote<T>(`${remote}/${page}`).catch(() => null);
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<null>((done) => {
        timer = setTimeout(() => done(null), budgetMs);
      });
      try {
        return (await Promise.race([load, late])) ?? null;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
