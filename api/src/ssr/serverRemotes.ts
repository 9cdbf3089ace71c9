import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import type { LoadedManifest } from '../remotes/remoteManifests.ts';
import ssrEntryLoader, { revalidate } from '@module-federation/vite/ssrEntryLoader';

/** A package the store's server provides to remotes as the one shared instance. */
export interface HostShared {
  version: string;
  lib: unknown;
}

export interface ServerRemotesOptions {
  /** a remote's live manifest, from the registry of remotes (its address may be relative to baseUrl) */
  manifest: (remote: string) => Promise<LoadedManifest | null>;
  baseUrl: string | (() => string);
  shared: Record<string, HostShared>;
  /** how long a page waits for a remote's server entry before rendering that area in the browser */
  budgetMs?: number;
  /** the runtime instance's name: one per purpose (the deploy gate's dry run has its own) */
  name?: string;
  /** the entry loader's fetch limit; it is part of the name of its temp copies (a render thread's differ) */
  loader?: { fetchMaxBytes?: number };
}

/**
 * Loads remotes' server entries (`metaData.ssrRemoteEntry` of each mf-manifest.json) in this Node
 * process through the Module Federation runtime, with this process's React & co. as the shared
 * singletons. `page()` answers within `budgetMs` or gives null (missing, throwing, slow): the
 * caller then leaves that area to the browser. A slow load keeps going in the background, so a
 * later request finds it ready. A remote whose live manifest changes (a deploy, a rollback, a build
 * re-recorded at start) is registered again, with no restart; the registry decides when (one refresh policy).
 */
export function serverRemotes(opts: ServerRemotesOptions) {
  const budgetMs = opts.budgetMs ?? 150;
  const federation = createInstance({
    name: opts.name ?? 'store_server',
    remotes: [],
    shared: Object.fromEntries(
      Object.entries(opts.shared).map(([name, s]) => [
        name,
        { version: s.version, lib: () => s.lib, shareConfig: { singleton: true, requiredVersion: false as const } },
      ]),
    ),
    // The plugin's own typing of loadEntry is looser than the runtime's; its result is a container.
    // No maxAgeMs: the loader's own periodic re-read would fetch each manifest a second time; a new
    // build is noticed once, below, which then drops the loader's copy (revalidate).
    plugins: [ssrEntryLoader({ strategy: 'temp-file', fetchTimeoutMs: 2_000, ...opts.loader }) as ModuleFederationRuntimePlugin],
  });
  /**
   * Each build of a remote (its manifest's URL and content) is registered under a name of its own
   * (`<remote>__b<n>`): the runtime keeps a registered remote's container and modules for the life of
   * the process, so a new build under the old name would need them dropped, and a build could not be
   * loaded ahead of going live (`prepare`) without taking the place of the one being served.
   */
  const builds = new Map<string, Promise<{ alias: string; version: string; serverEntry?: string }>>();
  /** per remote: the build it was last asked for (its identity is part of the page cache's key) */
  const current = new Map<string, string>();
  let registered = 0;

  function buildOf(loaded: LoadedManifest, manifestUrl: string): { version: string; serverEntry?: string } {
    const ssr = loaded.manifest.metaData?.ssrRemoteEntry;
    return { version: loaded.hash, serverEntry: ssr?.name ? new URL(`${ssr.path ?? ''}${ssr.name}`, manifestUrl).href : undefined };
  }

  /** The name a build is registered under (registered on first ask; concurrent asks share it). */
  function aliasOf(remote: string, loaded: LoadedManifest): Promise<{ alias: string; version: string }> {
    const manifestUrl = new URL(loaded.ref, typeof opts.baseUrl === 'function' ? opts.baseUrl() : opts.baseUrl).href;
    const key = `${remote} ${manifestUrl} ${loaded.hash}`;
    let build = builds.get(key);
    if (!build) {
      const { version, serverEntry } = buildOf(loaded, manifestUrl);
      // a build rebuilt in place (same address, new content): the loader's copy of its entry is stale
      build = Promise.all(builds.values()).then((earlier) => {
        if (serverEntry && earlier.some((b) => b.serverEntry === serverEntry)) revalidate(serverEntry);
        const alias = `${remote}__b${++registered}`;
        federation.registerRemotes([{ name: alias, entry: manifestUrl, type: 'module' }]);
        return { alias, version, serverEntry };
      });
      builds.set(key, build);
    }
    return build;
  }

  /** A page module, kept per build: the container's get() imports the chunk again on every call (~3 % of a render). */
  const loadedPages = new Map<string, unknown>();
  async function loadPage<T>(alias: string, page: string): Promise<T | null> {
    const id = `${alias}/${page}`;
    if (loadedPages.has(id)) return loadedPages.get(id) as T;
    const module = await federation.loadRemote<T>(id);
    if (module) loadedPages.set(id, module);
    return module ?? null;
  }

  async function load<T>(remote: string, page: string): Promise<T | null> {
    const loaded = await opts.manifest(remote);
    if (!loaded) return null;
    const { alias, version } = await aliasOf(remote, loaded);
    current.set(remote, version);
    return loadPage<T>(alias, page);
  }

  return {
    /** the loaded builds' identity, for keys of anything rendered from them (the page cache) */
    version(): string {
      return [...current].map(([name, version]) => `${name}@${version}`).sort().join(' ');
    },
    /**
     * Loads a build's pages before any reader names it (a deploy or rollback about to go live), with
     * no budget: its first shopper then finds them loaded. A page that fails to load is left to `page()`.
     */
    async prepare(remote: string, loaded: LoadedManifest, pages: readonly string[]): Promise<void> {
      const { alias } = await aliasOf(remote, loaded);
      await Promise.allSettled(pages.map((page) => loadPage(alias, page)));
    },
    async page<T = unknown>(remote: string, page: string): Promise<T | null> {
      const loading = load<T>(remote, page).catch(() => null);
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<null>((done) => {
        timer = setTimeout(() => done(null), budgetMs);
      });
      try {
        return (await Promise.race([loading, late])) ?? null;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
