import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/runtime';
import { pageRemotesMap, pageManifestPlugin } from './pageRemotes.ts';

/**
 * Remotes are decided at start, not at build: remotes.json (next to index.html) maps each remote
 * name to its manifest URL. Moving or upgrading a remote is an edit of that file.
 */
let ready: Promise<void> | undefined;
let retried = false;
/** the version each remote was loaded at, when its address names one (/mfe/<remote>/<version>/…) */
const versions = new Map<string, string>();

export function remoteVersion(remote: string): string | undefined {
  return versions.get(remote);
}

function fetchRemotesMap(): Promise<Record<string, string>> {
  return fetch(`${import.meta.env.BASE_URL}remotes.json`, { cache: 'no-store' }).then((r) => {
    if (!r.ok) throw new Error(`remotes.json HTTP ${r.status}`);
    return r.json() as Promise<Record<string, string>>;
  });
}

export function initRemotes(): Promise<void> {
  // The first time, the map (and the page's remote's manifest) the server wrote into the page; a
  // Retry after a failure asks the server again.
  const inPage = ready === undefined && !retried ? pageRemotesMap() : null;
  ready ??= (inPage ? Promise.resolve(inPage) : fetchRemotesMap())
    .then((map) => {
      if (inPage) registerPlugins([pageManifestPlugin(map)]);
      for (const [name, entry] of Object.entries(map)) {
        const v = new RegExp(`/mfe/${name}/([^/]+)/mf-manifest\\.json$`).exec(entry)?.[1];
        if (v) versions.set(name, v);
      }
      registerRemotes(
        Object.entries(map).map(([name, entry]) => ({ name, entry: new URL(entry, location.href).href, type: 'module' })),
      );
    })
    .catch((err: unknown) => {
      ready = undefined; // a later Retry fetches remotes.json again
      retried = true;
      throw err;
    });
  return ready;
}

export class RemoteUnavailableError extends Error {
  constructor(readonly remote: string, cause?: unknown) {
    super(`The ${remote} area could not be loaded`);
    this.name = 'RemoteUnavailableError';
    this.cause = cause;
  }
}

/** Loads `remote/Module`; any failure becomes RemoteUnavailableError for the route boundary. */
export async function loadRemoteModule<T>(id: string): Promise<T> {
  const remote = id.split('/')[0];
  try {
    await initRemotes();
    const mod = await loadRemote<T>(id);
    if (!mod) throw new Error(`${id} resolved to nothing`);
    return mod;
  } catch (err) {
    console.warn(`[shell] remote ${id} unavailable`, err);
    throw new RemoteUnavailableError(remote, err);
  }
}
