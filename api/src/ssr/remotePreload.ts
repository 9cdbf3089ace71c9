import { escapeHtml } from '@store/shared/rules';
import type { LoadedManifest, RemoteManifests } from '../remotes/remoteManifests.ts';
import type { PageRequest } from './pageRequest.ts';
import type { DocumentTag } from './renderDocument.ts';
import { scriptJson } from './scriptJson.ts';

/** What a page adds to <head> for its remote: its stylesheets and hints, and its manifest inline. */
export interface RemoteHead {
  tags: readonly DocumentTag[];
  /** `<script type="application/json" id="store-manifest">` */
  inline: string;
}

const NONE: RemoteHead = { tags: [], inline: '' };

/**
 * The stylesheets of the route's exposed page and `modulepreload` hints for the remote entry and
 * the page's sync chunks, read from the owning remote's manifest (through the one manifest reader),
 * so the browser fetches them in parallel with the shell instead of discovering them one round
 * trip at a time. The manifest itself is written into the page too (`#store-manifest`): the shell's
 * federation runtime reads it from there instead of asking for it once its scripts run (#23). Any
 * failure = none of this: the page still works, only later. A visitor on another version of the
 * remote (a canary) gets none either: the hints and the manifest are the live version's.
 */
export function remotePreload(manifests: RemoteManifests) {
  return async (req: PageRequest): Promise<RemoteHead> => {
    if (!req.match) return NONE;
    const { remote, page } = req.match.route;
    const loaded = await manifests.get(remote);
    const map = req.variant?.map;
    if (!loaded || (map && map[remote] !== undefined && map[remote] !== loaded.ref)) return NONE;
    return headFor(loaded, remote, page);
  };
}

/**
 * The remote's wrapper for a shared module (`…__loadShare__…`): the manifest lists it with the
 * page's async chunks, yet the page cannot evaluate without it, and the runtime asks for it only
 * once everything else has run — a round trip of its own at the end of the dead window (#23).
 * The page's other async chunks (a modal, a carousel) stay unhinted: they may never be needed.
 */
function isSharedModuleChunk(file: string): boolean {
  return file.includes('__loadShare__');
}

/** A manifest's head per page, built once per loaded manifest (a redeploy loads a new one): not per request. */
const built = new WeakMap<LoadedManifest, Map<string, RemoteHead>>();

function headFor(loaded: LoadedManifest, remote: string, page: string): RemoteHead {
  let pages = built.get(loaded);
  if (!pages) built.set(loaded, (pages = new Map()));
  const hit = pages.get(page);
  if (hit) return hit;
  // publicPath 'auto': every file is relative to the manifest's own URL.
  const { base, manifest } = loaded;
  const entry = manifest.metaData?.remoteEntry;
  const exposed = manifest.exposes?.find((e) => e.name === page)?.assets;
  const entryDir = entry?.path ? (entry.path.endsWith('/') ? entry.path : `${entry.path}/`) : '';
  const files = [`${entryDir}${entry?.name ?? 'remoteEntry.js'}`, ...(exposed?.js?.sync ?? []), ...(exposed?.js?.async ?? []).filter(isSharedModuleChunk)];
  // The page's own styles, so the server-rendered page paints styled (no shift when the remote's
  // script would inject them later; the runtime finds them already in place).
  const tags: DocumentTag[] = [
    ...(exposed?.css?.sync ?? []).map((f): DocumentTag => ({ tag: 'link', role: 'stylesheet', attrs: { rel: 'stylesheet', crossorigin: true, href: base + f } })),
    ...files.map((f): DocumentTag => ({ tag: 'link', role: 'modulepreload', attrs: { rel: 'modulepreload', crossorigin: true, href: base + f } })),
  ];
  const head = { tags, inline: `<script type="application/json" id="store-manifest" data-remote="${escapeHtml(remote)}">${scriptJson(manifest)}</script>` };
  pages.set(page, head);
  return head;
}
