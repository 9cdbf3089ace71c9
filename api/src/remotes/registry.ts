import { createHash } from 'node:crypto';
import type { Sql } from '../db/db.ts';
import { findVersion, readLiveMap, readRevision, type LiveRemoteRow } from './registryStore.ts';
import type { LoadedManifest, RemoteManifest } from './remoteManifests.ts';

/** One remote as the live map has it: its version, its manifest's address, and a canary if any. */
export interface LiveRemote {
  name: string;
  version: string;
  entry: string;
  canary?: { version: string; entry: string; percent: number };
}

/**
 * The one registry of remotes every reader asks: /remotes.json, the server renderer, the CSP, the
 * preload hints and the route table. It holds the live map as last read, each version's manifest
 * (stored with the version, so no reader fetches one) and the revision; `refresh()` reads it again
 * (after a local change, on a NOTIFY from another instance, and every `pollMs` in case one was lost).
 */
export interface RemoteRegistry {
  /** live remote name → manifest address (relative to this store, or absolute) */
  map(): Record<string, string>;
  live(): LiveRemote[];
  /** changes with every change of the map (part of the page cache's key) */
  revision(): string;
  /** the live manifest of a remote (or its canary's), from the registry: never a network read */
  manifest(remote: string, version?: string): LoadedManifest | null;
  refresh(): Promise<void>;
  stop(): void;
  /**
   * Called with the builds a refresh is about to make live or canary, before any reader sees them
   * (the renderer loads them: #39 item 3); the new map is taken after it, or after `WARM_BUDGET_MS`.
   */
  beforeChange?(prepare: (builds: BuildAboutToServe[]) => Promise<unknown>): void;
  /**
   * Loads a stored version that the gate is about to check (another instance's deploy, announced by
   * NOTIFY), so that when the map changes this instance already has it: the refresh's wait is then
   * near zero instead of a cold load. A refused or unknown version is left alone.
   */
  prewarm?(remote: string, version: string, canary: boolean): Promise<void>;
}

/** A build a refresh is about to serve. */
export interface BuildAboutToServe {
  remote: string;
  version: string;
  canary: boolean;
  build: LoadedManifest;
}

/** How long a refresh waits for the new builds to load before serving them anyway (a cold page then renders in the browser). */
export const WARM_BUDGET_MS = 5_000;

const hashOf = (m: unknown) => createHash('sha256').update(JSON.stringify(m)).digest('hex').slice(0, 16);
// One object per stored manifest, for the registry's life: readers keep what they build from it
// (the page's hints and inline manifest, the boot tag) by this object. A new one on every call made
// each render write them again (#24: ≈ 2 % of a product page's render).
const loadedOf = new WeakMap<RemoteManifest, LoadedManifest>();
function loaded(entry: string, manifest: RemoteManifest | null, hash: string): LoadedManifest | null {
  if (!manifest) return null;
  let hit = loadedOf.get(manifest);
  if (!hit || hit.ref !== entry || hit.hash !== hash) loadedOf.set(manifest, (hit = { ref: entry, base: entry.replace(/[^/]*$/, ''), manifest, hash }));
  return hit;
}

/** The registry in the database (every instance reads the same rows). `ready` resolves after the first read. */
export function databaseRegistry(db: Sql, opts: { pollMs?: number; log?: (m: string) => void } = {}): RemoteRegistry & { ready: Promise<void> } {
  let snapshot: { revision: number; remotes: LiveRemoteRow[] } = { revision: -1, remotes: [] };
  let reading: Promise<void> | null = null;
  let prepare: ((builds: BuildAboutToServe[]) => Promise<unknown>) | null = null;
  const log = opts.log ?? (() => {});

  /** the builds of `next` that the current map does not serve the same way */
  function arriving(next: LiveRemoteRow[]): BuildAboutToServe[] {
    const out: BuildAboutToServe[] = [];
    for (const r of next) {
      const before = snapshot.remotes.find((x) => x.name === r.name);
      const live = loaded(r.entry, r.manifest, r.contentHash);
      if (live && before?.version !== r.version) out.push({ remote: r.name, version: r.version, canary: false, build: live });
      const canary = r.canary ? loaded(r.canary.entry, r.canary.manifest, r.canary.contentHash) : null;
      if (r.canary && canary && before?.canary?.version !== r.canary.version) out.push({ remote: r.name, version: r.canary.version, canary: true, build: canary });
    }
    return out;
  }

  function refresh(): Promise<void> {
    // concurrent asks share one read; one asked during a read reads again after it
    const run = async () => {
      const next = await readLiveMap(db);
      const builds = prepare && snapshot.revision >= 0 ? arriving(next.remotes) : [];
      if (builds.length) {
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise((done) => (timer = setTimeout(done, WARM_BUDGET_MS)));
        await Promise.race([prepare!(builds).catch(() => log('[remotes] a new build did not load ahead; its first page may render in the browser')), late]);
        clearTimeout(timer);
      }
      snapshot = next;
    };
    const next: Promise<void> = (reading ?? Promise.resolve()).then(run, run).finally(() => {
      if (reading === next) reading = null;
    });
    reading = next;
    return next;
  }

  const timer = setInterval(() => {
    readRevision(db)
      .then((rev) => (rev !== snapshot.revision ? refresh() : undefined))
      .catch(() => log('[remotes] registry unreachable; serving the last map'));
  }, opts.pollMs ?? 5_000);
  timer.unref();

  return {
    ready: refresh(),
    refresh,
    stop: () => clearInterval(timer),
    beforeChange: (hook) => {
      prepare = hook;
    },
    prewarm: async (remote, version, canary) => {
      if (!prepare) return;
      const row = await findVersion(db, remote, version).catch(() => null);
      const build = row && row.gate !== 'refused' ? loaded(row.entry, row.manifest, row.contentHash) : null;
      if (build) await prepare([{ remote, version, canary, build }]).catch(() => log('[remotes] a candidate build did not load ahead'));
    },
    map: () => Object.fromEntries(snapshot.remotes.map((r) => [r.name, r.entry])),
    live: () =>
      snapshot.remotes.map((r) => ({ name: r.name, version: r.version, entry: r.entry, ...(r.canary ? { canary: { version: r.canary.version, entry: r.canary.entry, percent: r.canary.percent } } : {}) })),
    revision: () => String(snapshot.revision),
    manifest(remote, version) {
      const r = snapshot.remotes.find((x) => x.name === remote);
      if (!r) return null;
      if (version && r.canary?.version === version) return loaded(r.canary.entry, r.canary.manifest, r.canary.contentHash);
      return loaded(r.entry, r.manifest, r.contentHash);
    },
  };
}

/** The candidate announced by another instance ("<remote> <version> <canary 0|1>"), loaded ahead; anything else is ignored. */
export async function prewarmCandidate(registry: Pick<RemoteRegistry, 'prewarm'>, payload: string | undefined): Promise<void> {
  const [remote, version, canary, ...rest] = (payload ?? '').split(' ');
  if (!remote || !version || rest.length || (canary !== '0' && canary !== '1')) return;
  await registry.prewarm?.(remote, version, canary === '1').catch(() => {});
}

/**
 * A registry over a fixed map (tests, embedders without a database): manifests are read by the
 * caller's reader. Changing `config.remotes` changes it.
 */
export function staticRegistry(map: () => Record<string, string>): RemoteRegistry {
  return {
    map,
    live: () => Object.entries(map()).map(([name, entry]) => ({ name, version: hashOf(entry), entry })),
    revision: () => JSON.stringify(map()),
    manifest: () => null,
    refresh: async () => {},
    stop: () => {},
  };
}
