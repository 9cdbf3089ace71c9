import { escapeHtml } from '@store/shared/rules';
import type { LoadedManifest, RemoteManifests } from '../remotes/remoteManifests.ts';
import type { LiveRouteTable } from '../remotes/liveRouteTable.ts';
import type { Variant } from '../remotes/visitorVariant.ts';
import { scriptJson } from './scriptJson.ts';

/**
 * `<link rel="stylesheet">` for the exposed page's styles and `<link rel="modulepreload">` for the remote entry and the exposed page's sync chunks of the
 * route's owning remote, read from that remote's manifest (the live one, through the one manifest
 * reader), so the browser fetches them in parallel with the shell instead of discovering them one
 * round trip at a time. The manifest itself is written into the page too (`#store-manifest`): the
 * shell's federation runtime reads it from there instead of asking for it once its scripts run,
 * one round trip less between the first paint and a live page (#23). Any failure = none of this:
 * the page still works, only later. A visitor on another version of the remote (a canary) gets
 * none either: the hints and the manifest are the live version's.
 */
export function remotePreload(manifests: RemoteManifests, routeTable: LiveRouteTable) {
  return async (url: URL, variant?: Variant): Promise<string> => {
    const match = (await routeTable()).match(url.pathname);
    if (!match) return '';
    const { remote, page } = match.route;
    const loaded = await manifests.get(remote);
    if (!loaded || (variant && variant.map[remote] !== undefined && variant.map[remote] !== loaded.ref)) return '';
    return tagsFor(loaded, remote, page);
  };
}

/** A manifest's tags per page, built once per loaded manifest (a redeploy loads a new one): not per request. */
const built = new WeakMap<LoadedManifest, Map<string, string>>();

function tagsFor(loaded: LoadedManifest, remote: string, page: string): string {
  let pages = built.get(loaded);
  if (!pages) built.set(loaded, (pages = new Map()));
  const hit = pages.get(page);
  if (hit !== undefined) return hit;
  // publicPath 'auto': every file is relative to the manifest's own URL.
  const { base, manifest } = loaded;
  const entry = manifest.metaData?.remoteEntry;
  const exposed = manifest.exposes?.find((e) => e.name === page)?.assets;
  const files = [`${entry?.path ? `${entry.path.replace(/\/?$/, '/')}` : ''}${entry?.name ?? 'remoteEntry.js'}`, ...(exposed?.js?.sync ?? [])];
  // The page's own styles, so the server-rendered page paints styled (no shift when the remote's
  // script would inject them later; the runtime finds them already in place).
  const styles = (exposed?.css?.sync ?? []).map((f) => `<link rel="stylesheet" crossorigin href="${escapeHtml(base + f)}" />`);
  const scripts = files.map((f) => `<link rel="modulepreload" crossorigin href="${escapeHtml(base + f)}" />`);
  const inline = `<script type="application/json" id="store-manifest" data-remote="${escapeHtml(remote)}">${scriptJson(manifest)}</script>`;
  const tags = [...styles, ...scripts, inline].join('\n    ');
  pages.set(page, tags);
  return tags;
}
