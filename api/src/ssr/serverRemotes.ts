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
  /** per remote: the manifest URL the registry names and its content's identity */
  const known = new Map<string, { manifestUrl: string; version: string }>();
  const registering = new Map<string, Promise<void>>();

  /**
   * A remote redeployed (new manifest) must not be served from the caches that hold its previous
   * build: the runtime's loaded containers (keyed by remote name and server entry URL, for the life
   * of the process) and the loader's copies of the entry (keyed by URL). The manifest's content is
   * the build's identity; when it changes, the remote is registered again and both caches are
   * dropped for that remote only. The test in serverRemotes.test.ts fails if a runtime upgrade
   * moves these caches.
   */
  function buildOf(loaded: LoadedManifest, manifestUrl: string): { version: string; serverEntry?: string } {
    const ssr = loaded.manifest.metaData?.ssrRemoteEntry;
    return { version: loaded.hash, serverEntry: ssr?.name ? new URL(`${ssr.path ?? ''}${ssr.name}`, manifestUrl).href : undefined };
  }

  function register(remote: string, manifestUrl: string, build: { version: string; serverEntry?: string }) {
    const again = known.has(remote);
    if (again) {
      const loading = (globalThis as { __GLOBAL_LOADING_REMOTE_ENTRY__?: Record<string, unknown> }).__GLOBAL_LOADING_REMOTE_ENTRY__;
      for (const key of Object.keys(loading ?? {})) if (key.startsWith(`${remote}:`)) delete loading![key];
      if (build.serverEntry) revalidate(build.serverEntry);
    }
    federation.registerRemotes([{ name: remote, entry: manifestUrl, type: 'module' }], { force: again });
    known.set(remote, { manifestUrl, version: build.version });
  }

  async function ensureRegistered(remote: string): Promise<boolean> {
    const loaded = await opts.manifest(remote);
    if (!loaded) return false;
    const manifestUrl = new URL(loaded.ref, typeof opts.baseUrl === 'function' ? opts.baseUrl() : opts.baseUrl).href;
    const current = known.get(remote);
    if (current?.manifestUrl === manifestUrl && current.version === loaded.hash) return true;
    // concurrent first requests (the warm-up loads every page at once) share one registration
    const key = `${remote} ${manifestUrl} ${loaded.hash}`;
    let first = registering.get(key);
    if (!first) {
      first = Promise.resolve().then(() => register(remote, manifestUrl, buildOf(loaded, manifestUrl)));
      registering.set(key, first);
      void first.finally(() => registering.delete(key)).catch(() => {});
    }
    await first;
    return true;
  }

  /**
   * A page module, kept per build of its remote: the container's get() imports the chunk again on
   * every call, and each import() goes through the module loader's resolve (a round trip to the
   * loader thread under tsx: ~3 % of a render in the CPU profile). A re-pointed or rebuilt remote
   * (its manifest URL or content changes in `known`) loads the module again.
   */
  const loadedPages = new Map<string, { version: string; module: unknown }>();
  async function loadPage<T>(remote: string, page: string): Promise<T | null> {
    const id = `${remote}/${page}`;
    const k = known.get(remote);
    // the build is its manifest's URL and content: a re-pointed map or a rebuild in place loads again
    const version = k ? `${k.manifestUrl} ${k.version}` : undefined;
    const hit = loadedPages.get(id);
    if (hit && version !== undefined && hit.version === version) return hit.module as T;
    const module = await federation.loadRemote<T>(id);
    if (module && version !== undefined) loadedPages.set(id, { version, module });
    return module ?? null;
  }

  return {
    /** the loaded builds' identity, for keys of anything rendered from them (the page cache) */
    version(): string {
      return [...known].map(([name, k]) => `${name}@${k.version}`).sort().join(' ');
    },
    async page<T = unknown>(remote: string, page: string): Promise<T | null> {
      const load = ensureRegistered(remote)
        .then((ok) => (ok ? loadPage<T>(remote, page) : null))
        .catch(() => null);
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
