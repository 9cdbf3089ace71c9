import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { remotePackage, remotePrefixes } from '@store/federation';

/** The parts of a remote's mf-manifest.json the server reads. */
export interface RemoteManifest {
  metaData?: {
    remoteEntry?: { name?: string; path?: string };
    ssrRemoteEntry?: { name?: string; path?: string };
    routes?: unknown;
  };
  exposes?: { name: string; assets?: { js?: { sync?: string[]; async?: string[] }; css?: { sync?: string[] } } }[];
  shared?: { name: string; version?: string; requiredVersion?: string }[];
}

export interface LoadedManifest {
  /** the reference the remotes map names (a path on this server, or an absolute URL) */
  ref: string;
  /** the folder its files resolve from (publicPath 'auto'), same form as ref */
  base: string;
  manifest: RemoteManifest;
  /** the content's identity: a rebuild in place changes it */
  hash: string;
}

/** How long a manifest fetched over HTTP is reused, and how long a reader waits for one. */
const HTTP_TTL_MS = 2_000;
const HTTP_BUDGET_MS = 1_000;

/**
 * The live remotes' manifests, one cache for every reader (route table, preload hints, server
 * renderer). The registry keeps each version's manifest (`stored`); only one it lacks (an address
 * that did not answer when it was recorded, or a registry without a database) is read: one from its own dist is read from disk (again when it changes); one on
 * another origin is fetched with a time budget and reused briefly. Failure = null: that remote's
 * routes and hints are missing until it answers.
 */
export function remoteManifests(opts: { remotes: () => Record<string, string>; frontendsRoot: string; publicUrl: string; stored?: (remote: string) => LoadedManifest | null }) {
  const disk = new Map<string, { mtimeMs: number; loaded: LoadedManifest }>();
  const http = new Map<string, { at: number; loaded: Promise<LoadedManifest | null> }>();

  function parse(ref: string, text: string): LoadedManifest {
    return { ref, base: ref.replace(/[^/]*$/, ''), manifest: JSON.parse(text) as RemoteManifest, hash: createHash('sha256').update(text).digest('hex').slice(0, 16) };
  }

  async function fromDisk(remote: string, ref: string): Promise<LoadedManifest> {
    const file = join(opts.frontendsRoot, remotePackage(remote), 'dist', 'mf-manifest.json');
    const { mtimeMs } = await stat(file);
    const hit = disk.get(file);
    if (hit && hit.mtimeMs === mtimeMs && hit.loaded.ref === ref) return hit.loaded;
    const loaded = parse(ref, await readFile(file, 'utf8'));
    disk.set(file, { mtimeMs, loaded });
    return loaded;
  }

  function fromHttp(ref: string): Promise<LoadedManifest | null> {
    const hit = http.get(ref);
    if (hit && Date.now() - hit.at < HTTP_TTL_MS) return hit.loaded;
    const url = new URL(ref, opts.publicUrl).href;
    const loaded = fetch(url, { signal: AbortSignal.timeout(HTTP_BUDGET_MS) })
      .then(async (r) => (r.ok ? { ...parse(url, await r.text()) } : null))
      .catch(() => null);
    http.set(ref, { at: Date.now(), loaded });
    return loaded;
  }

  return {
    async get(remote: string): Promise<LoadedManifest | null> {
      const kept = opts.stored?.(remote);
      if (kept) return kept;
      const ref = opts.remotes()[remote];
      if (!ref) return null;
      const local = ref === `${remotePrefixes[remote] ?? '\0'}mf-manifest.json`;
      return (local ? fromDisk(remote, ref) : fromHttp(ref)).catch(() => null);
    },
  };
}

export type RemoteManifests = ReturnType<typeof remoteManifests>;
