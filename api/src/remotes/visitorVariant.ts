import type { LiveRemote } from './registry.ts';

/**
 * A visitor's place in canary splits: a number 0–99 kept in a cookie, drawn once on their first
 * page (or /remotes.json). A remote's canary at P % serves the visitors whose bucket is below P, so
 * a visitor stays on one version, and raising the share keeps those already on the canary there.
 * The server reads the same cookie for the page it renders and for the /remotes.json the browser
 * fetches, so both always agree.
 */
export const VISITOR_COOKIE = 'store_bucket';
const YEAR_SECONDS = 365 * 24 * 3600;

export function bucketFrom(cookieHeader: string | undefined): number | null {
  const m = /(?:^|;\s*)store_bucket=(\d{1,2})(?:;|$)/.exec(cookieHeader ?? '');
  return m ? Number(m[1]) : null;
}

export const drawBucket = () => Math.floor(Math.random() * 100);

export function bucketCookie(bucket: number, secure: boolean): string {
  return `${VISITOR_COOKIE}=${bucket}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
}

/** What one visitor is served: the remotes map, each remote's version, and the page cache's part of the key. */
export interface Variant {
  /** '' for the live versions; else the canaries this visitor gets ("catalog@v2") */
  key: string;
  map: Record<string, string>;
  versions: Record<string, string>;
  /** the remotes whose canary this visitor gets */
  canaries: Set<string>;
}

export function variantFor(live: LiveRemote[], bucket: number): Variant {
  const map: Record<string, string> = {};
  const versions: Record<string, string> = {};
  const canaries = new Set<string>();
  for (const r of live) {
    const onCanary = r.canary !== undefined && bucket < r.canary.percent;
    map[r.name] = onCanary ? r.canary!.entry : r.entry;
    versions[r.name] = onCanary ? r.canary!.version : r.version;
    if (onCanary) canaries.add(r.name);
  }
  const key = [...canaries].sort().map((n) => `${n}@${versions[n]}`).join(' ');
  return { key, map, versions, canaries };
}
