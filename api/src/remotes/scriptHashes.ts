import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Sql } from '../db/db.ts';
import { DOCUMENT_TEMPLATE_FILE } from '@store/shared/document';

/** The shell is not a remote of the registry, but its build is inventoried under this name. */
export const SHELL = 'shell';

/** As an `integrity` attribute writes it: the browser checks the bytes it receives against it. */
export function integrityOf(body: Buffer | Uint8Array): string {
  return `sha384-${createHash('sha384').update(body).digest('base64')}`;
}

/** Files a browser runs as script (the server entries under ssr/ are Node's and never served to a page). */
export const isBrowserScript = (path: string) => /\.m?js$/.test(path) && !path.startsWith('ssr/');

/** Records each JS file's hash of a version; a version's hashes are written once and never changed. */
export async function recordScriptHashes(tx: Sql, remote: string, version: string, files: readonly { path: string; body: Buffer }[]): Promise<number> {
  let n = 0;
  for (const f of files) {
    if (!/\.m?js$/.test(f.path)) continue;
    await tx.query('INSERT INTO script_hashes (remote, version, path, integrity) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING', [remote, version, f.path, integrityOf(f.body)]);
    n += 1;
  }
  return n;
}

/** A built folder's JS files (paths relative to it, with /), for the seed of a local build. */
export function builtScripts(dir: string): { path: string; body: Buffer }[] {
  if (!existsSync(dir)) return [];
  const walk = (folder: string): string[] =>
    readdirSync(folder).flatMap((name) => {
      const path = join(folder, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return walk(dir)
    .filter((f) => /\.m?js$/.test(f))
    .map((f) => ({ path: relative(dir, f).split('\\').join('/'), body: readFileSync(f) }));
}

let shellSeen: { root: string; mtimeMs: number; version: string } | null = null;

/** The shell's build version: named by its document template (which names every hashed chunk the page loads); null when not built. */
export function shellVersion(frontendsRoot: string): string | null {
  const index = join(frontendsRoot, 'shell', 'dist', DOCUMENT_TEMPLATE_FILE);
  if (!existsSync(index)) return null;
  const { mtimeMs } = statSync(index);
  if (shellSeen?.root !== frontendsRoot || shellSeen.mtimeMs !== mtimeMs) {
    shellSeen = { root: frontendsRoot, mtimeMs, version: `build-${createHash('sha256').update(readFileSync(index)).digest('hex').slice(0, 12)}` };
  }
  return shellSeen.version;
}

/** Versions uploaded before the inventory existed get their hashes from their stored files. */
export async function backfillUploadedHashes(db: Sql): Promise<void> {
  const rows = await db.query<{ remote: string; version: string; path: string; body: Uint8Array }>(
    `SELECT f.remote, f.version, f.path, f.body FROM remote_files f
      WHERE (f.path LIKE '%.js' OR f.path LIKE '%.mjs')
        AND NOT EXISTS (SELECT 1 FROM script_hashes h WHERE h.remote = f.remote AND h.version = f.version)`,
  );
  for (const r of rows) await recordScriptHashes(db, r.remote, r.version, [{ path: r.path, body: Buffer.from(r.body) }]);
}

export interface ScriptHash {
  remote: string;
  version: string;
  path: string;
  integrity: string;
}

export async function scriptHashesOf(db: Sql, versions: readonly { remote: string; version: string }[]): Promise<ScriptHash[]> {
  const out: ScriptHash[] = [];
  for (const v of versions) {
    const rows = await db.query<ScriptHash>('SELECT remote, version, path, integrity FROM script_hashes WHERE remote = $1 AND version = $2 ORDER BY path', [v.remote, v.version]);
    out.push(...rows);
  }
  return out;
}
