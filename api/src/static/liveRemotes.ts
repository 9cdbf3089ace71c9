import { readFileSync, statSync } from 'node:fs';

/**
 * The remotes map the store serves as /remotes.json and renders pages with: the defaults from the
 * environment (REMOTE_<NAME>_URL), overridden by a `remotes.json` file when one exists (REMOTES_FILE,
 * default <DATA_DIR>/remotes.json). The file is re-read when it changes, so re-pointing a remote
 * is an edit of one line, with no restart; the browser, the server renderer and the CSP all follow.
 * A file that does not parse keeps the last good map (and says so once). The file is looked at
 * most every `checkEveryMs`: the CSP header reads the map on every reply, and a stat per request
 * was 10 % of the server's time under load (CPU profile of the listing at 50 connections).
 */
export function liveRemotes<K extends string>(file: string, defaults: Record<K, string>, opts: { checkEveryMs?: number; now?: () => number } = {}) {
  const checkEveryMs = opts.checkEveryMs ?? 250;
  const now = opts.now ?? Date.now;
  let override: Record<string, string> = {};
  let seenMtime = -1;
  let checkedAt = -Infinity;
  let assigned: Record<K, string> | null = null;

  function readOverride() {
    if (now() - checkedAt < checkEveryMs) return;
    checkedAt = now();
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      override = {};
      seenMtime = -1;
      return;
    }
    if (mtimeMs === seenMtime) return;
    seenMtime = mtimeMs;
    try {
      const parsed = JSON.parse(readFileSync(file, 'utf8')) as unknown;
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
      override = Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1].length > 0 && e[1].length < 2048));
    } catch (err) {
      console.error(`[remotes] ${file} is not a JSON object of remote → manifest URL; keeping the previous map:`, (err as Error).message);
    }
  }

  return {
    get(): Record<K, string> {
      readOverride();
      return { ...(assigned ?? defaults), ...override } as Record<K, string>;
    },
    /** tests and embedders may replace the defaults */
    set(next: Record<K, string>) {
      assigned = next;
    },
  };
}
