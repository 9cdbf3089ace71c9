import { createHash } from 'node:crypto';
import type { Sql } from '../db/db.ts';
import { recordScriptHashes } from '../remotes/scriptHashes.ts';

type JsAssets = { assets?: { js?: { sync?: string[]; async?: string[] } } };

/** The files a remote's manifest makes the federation runtime load: its entry and every chunk it lists. */
export function manifestFiles(manifest: unknown): string[] {
  const m = manifest as { metaData?: { remoteEntry?: { name?: string; path?: string } }; exposes?: JsAssets[]; shared?: JsAssets[] };
  const entry = m.metaData?.remoteEntry;
  const files = [`${entry?.path ? entry.path.replace(/\/?$/, '/') : ''}${entry?.name ?? 'remoteEntry.js'}`];
  for (const part of [...(m.exposes ?? []), ...(m.shared ?? [])]) files.push(...(part.assets?.js?.sync ?? []), ...(part.assets?.js?.async ?? []));
  return files;
}

// relative module specifiers a built chunk names: `from "./x.js"`, `import "./x.js"`, `import("./x.js")`
// (the minifier may write any of them with backquotes), resolved against the chunk
const RELATIVE_IMPORT = /\bimport\s*\(\s*["'`](\.{1,2}\/[^"'`\s$]+?\.m?js)["'`]|\b(?:from|import)\s*["'`](\.{1,2}\/[^"'`\s$]+?\.m?js)["'`]/g;
// the chunks Vite's preload helper hints before a dynamic import ("assets/x.js"), resolved against the remote's base
const PRELOADED_ASSET = /["'`](assets\/[^"'`\s$]+?\.m?js)["'`]/g;
const MAX_FILES = 1000;

/**
 * A remote served from another origin (REMOTE_<NAME>_URL: a static origin, a CDN) has no uploaded
 * files and no build on this disk: its scripts are read from that origin, as a browser would find
 * them: the manifest's entry and chunks, then every chunk those import or preload, to the end. Null when the
 * manifest served is not the one the version is named by (`url-<sha-256 of its text>`, seedRegistry):
 * the files there changed since the version was recorded, and nothing is trusted.
 */
export async function scriptsOnOrigin(entry: string, version: string, get: typeof fetch = fetch): Promise<{ path: string; body: Buffer }[] | null> {
  const read = async (url: string) => {
    const res = await get(url, { headers: { 'accept-encoding': 'identity' }, signal: AbortSignal.timeout(5_000) });
    if (!res.ok) throw new Error(`${res.status}`);
    return Buffer.from(await res.arrayBuffer());
  };
  const manifestText = await read(entry);
  if (`url-${createHash('sha256').update(manifestText.toString('utf8')).digest('hex').slice(0, 12)}` !== version) return null;
  const base = new URL('./', entry).href;
  const queue = manifestFiles(JSON.parse(manifestText.toString('utf8'))).map((f) => new URL(f, base).href);
  const seen = new Set<string>();
  const files: { path: string; body: Buffer }[] = [];
  while (queue.length && seen.size < MAX_FILES) {
    const url = queue.shift()!;
    if (seen.has(url) || !url.startsWith(base)) continue;
    seen.add(url);
    const body = await read(url);
    files.push({ path: url.slice(base.length), body });
    const text = body.toString('utf8');
    for (const m of text.matchAll(RELATIVE_IMPORT)) queue.push(new URL((m[1] ?? m[2])!, url).href);
    for (const m of text.matchAll(PRELOADED_ASSET)) queue.push(new URL(m[1]!, base).href);
  }
  return files;
}

/**
 * Records a url-served version's scripts in the inventory the first time the payment page needs it
 * (trust on first use, as a local build is trusted at its first start): 0 when the origin did not
 * answer or serves another manifest (the page then fails closed).
 */
export async function recordRemoteScripts(db: Sql, remote: string, version: string, entry: string, get?: typeof fetch): Promise<number> {
  const files = await scriptsOnOrigin(entry, version, get).catch(() => null);
  return files?.length ? recordScriptHashes(db, remote, version, files) : 0;
}
