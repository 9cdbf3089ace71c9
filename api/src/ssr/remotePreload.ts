import { escapeHtml } from '@store/shared/rules';
import type { RemoteManifests } from '../remotes/remoteManifests.ts';
import type { LiveRouteTable } from '../remotes/liveRouteTable.ts';


/**
 * `<link rel="stylesheet">` for the exposed page's styles and `<link rel="modulepreload">` for the remote entry and the exposed page's sync chunks of the
 * route's owning remote, read from that remote's manifest (the live one, through the one manifest
 * reader), so the browser fetches them in parallel with the shell instead of discovering them one
 * round trip at a time. Any failure = no links: the page still works, only later.
 */
export function remotePreload(manifests: RemoteManifests, routeTable: LiveRouteTable) {
  return async (url: URL): Promise<string> => {
    const match = (await routeTable()).match(url.pathname);
    if (!match) return '';
    const { remote, page } = match.route;
    const loaded = await manifests.get(remote);
    if (!loaded) return '';
    // publicPath 'auto': every file is relative to the manifest's own URL.
    const { base, manifest } = loaded;
    const entry = manifest.metaData?.remoteEntry;
    const exposed = manifest.exposes?.find((e) => e.name === page)?.assets;
    const files = [`${entry?.path ? `${entry.path.replace(/\/?$/, '/')}` : ''}${entry?.name ?? 'remoteEntry.js'}`, ...(exposed?.js?.sync ?? [])];
    // The page's own styles, so the server-rendered page paints styled (no shift when the remote's
    // script would inject them later; the runtime finds them already in place).
    const styles = (exposed?.css?.sync ?? []).map((f) => `<link rel="stylesheet" crossorigin href="${escapeHtml(base + f)}" />`);
    const scripts = files.map((f) => `<link rel="modulepreload" crossorigin href="${escapeHtml(base + f)}" />`);
    return [...styles, ...scripts].join('\n    ');
  };
}
