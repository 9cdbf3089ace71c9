import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { matchStoreRoute } from '@store/shared/routes';
import { remotePackage, remotePrefixes } from '../../../mf-shared.ts';
import type { Config } from '../config.ts';

/** The parts of a remote's mf-manifest.json this reads. */
interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { name: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

/** How long a manifest fetched over HTTP is reused, and how long the page waits for one. */
const HTTP_TTL_MS = 5_000;
const HTTP_BUDGET_MS = 150;

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * `<link rel="stylesheet">` for the exposed page's styles and `<link rel="modulepreload">` for the remote entry and the exposed page's sync chunks of the
 * route's owning remote, read from that remote's manifest (the one remotes.json points to), so the
 * browser fetches them in parallel with the shell instead of discovering them one round trip at a
 * time. A manifest served from this server's own dist is read from disk (re-read when it changes);
 * one on another origin is fetched with a small time budget and cached briefly. Any failure = no
 * links: the page still works, only later.
 */
export function remotePreload(config: Pick<Config, 'remotes' | 'frontendsRoot' | 'publicUrl'>, budgetMs = HTTP_BUDGET_MS) {
  const diskCache = new Map<string, { mtimeMs: number; manifest: Manifest }>();
  const httpCache = new Map<string, { at: number; manifest: Manifest | null }>();

  async function fromDisk(remote: string): Promise<Manifest | null> {
    const file = join(config.frontendsRoot, remotePackage(remote), 'dist', 'mf-manifest.json');
    const { mtimeMs } = await stat(file);
    const hit = diskCache.get(file);
    if (hit && hit.mtimeMs === mtimeMs) return hit.manifest;
    const manifest = JSON.parse(await readFile(file, 'utf8')) as Manifest;
    diskCache.set(file, { mtimeMs, manifest });
    return manifest;
  }

  async function fromHttp(url: string): Promise<Manifest | null> {
    const hit = httpCache.get(url);
    if (hit && Date.now() - hit.at < HTTP_TTL_MS) return hit.manifest;
    const manifest = await fetch(url, { signal: AbortSignal.timeout(budgetMs) })
      .then((r) => (r.ok ? (r.json() as Promise<Manifest>) : null))
      .catch(() => null);
    httpCache.set(url, { at: Date.now(), manifest });
    return manifest;
  }

  return async (url: URL): Promise<string> => {
    const match = matchStoreRoute(url.pathname);
    if (!match) return '';
    const { remote, page } = match.route;
    const manifestRef = (config.remotes as Record<string, string | undefined>)[remote];
    if (!manifestRef) return '';
    const manifestUrl = new URL(manifestRef, config.publicUrl);
    const ownPrefix = (remotePrefixes as Record<string, string | undefined>)[remote];
    const local = manifestRef.startsWith('/') && ownPrefix && manifestRef === `${ownPrefix}mf-manifest.json`;
    const manifest = await (local ? fromDisk(remote) : fromHttp(manifestUrl.href)).catch(() => null);
    if (!manifest) return '';
    // publicPath 'auto': every file is relative to the manifest's own URL.
    const base = local ? manifestRef.replace(/[^/]*$/, '') : manifestUrl.href.replace(/[^/]*$/, '');
    const entry = manifest.metaData?.remoteEntry;
    const exposed = manifest.exposes?.find((e) => e.name === page)?.assets;
    const files = [`${entry?.path ? `${entry.path.replace(/\/?$/, '/')}` : ''}${entry?.name ?? 'remoteEntry.js'}`, ...(exposed?.js?.sync ?? [])];
    // The page's own styles, so the server-rendered page paints styled (no shift when the remote's
    // script would inject them later; the runtime finds them already in place).
    const styles = (exposed?.css?.sync ?? []).map((f) => `<link rel="stylesheet" crossorigin href="${escapeAttr(base + f)}" />`);
    const scripts = files.map((f) => `<link rel="modulepreload" crossorigin href="${escapeAttr(base + f)}" />`);
    return [...styles, ...scripts].join('\n    ');
  };
}
