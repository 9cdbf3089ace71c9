import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

/**
 * What the store's server wrote into a page for the federation runtime, so a server-rendered page
 * becomes live without two more round trips after its first paint (#23): the visitor's remotes map
 * (what /remotes.json answers) and the manifest of the page's own remote.
 */
function pageJson<T>(id: string): { value: T; el: HTMLElement } | null {
  const el = typeof document === 'undefined' ? null : document.getElementById(id);
  if (!el?.textContent) return null;
  try {
    return { value: JSON.parse(el.textContent) as T, el };
  } catch {
    return null; // unreadable: asked for over the network, as without it
  }
}

export function pageRemotesMap(): Record<string, string> | null {
  return pageJson<Record<string, string>>('store-remotes')?.value ?? null;
}

/**
 * Answers the runtime's request for the page's remote's manifest from the page, once; any other
 * manifest (another remote, a later retry) goes to the network as before.
 */
export function pageManifestPlugin(map: Record<string, string>): ModuleFederationRuntimePlugin {
  const found = pageJson<unknown>('store-manifest');
  const remote = found?.el.dataset.remote;
  let url = remote && map[remote] ? new URL(map[remote], location.href).href : null;
  const text = found ? JSON.stringify(found.value) : '';
  return {
    name: 'store-page-manifest',
    fetch(requested) {
      if (!url || requested !== url) return undefined;
      url = null;
      return Promise.resolve(new Response(text, { status: 200, headers: { 'Content-Type': 'application/json' } }));
    },
  };
}
