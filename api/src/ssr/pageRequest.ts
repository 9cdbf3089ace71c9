import type { StoreRoute, StoreRouteMatch } from '@store/shared/routes';
import type { Variant } from '../remotes/visitorVariant.ts';
import { canonicalPageUrl } from './canonicalUrl.ts';

/** The live route table as the pipeline needs it. */
export interface PageRouteTable {
  routes: readonly StoreRoute[];
  match(pathname: string): StoreRouteMatch | null;
}

/**
 * One page request, matched once (#26 item 1): everything later in the pipeline (status, cache,
 * render, preload, lock) reads this object instead of matching the URL again.
 */
export interface PageRequest {
  /** the URL as asked: the browser hydrates under it */
  requested: URL;
  /** the URL rendered and cached: its path and only the query parameters its route reads */
  url: URL;
  /** null: no live remote's route owns the path (404) */
  match: StoreRouteMatch | null;
  routes: readonly StoreRoute[];
  /** which versions this visitor gets (canaries); absent without a registry */
  variant?: Variant;
  /** the remote that owns the route, and the version this visitor gets of it ('' when not known here) */
  remote: string | null;
  version: string;
  /** the page cache's key: the canonical URL, and the visitor's canary set (kept apart from the live versions) */
  cacheKey: string;
  /** the HTTP request's id: the render's in-process API calls log under it */
  requestId?: string;
}

export function pageRequest(requested: URL, table: PageRouteTable | null, variant?: Variant, requestId?: string): PageRequest {
  const match = table?.match(requested.pathname) ?? null;
  const url = new URL(canonicalPageUrl(requested, match), requested);
  const canonical = url.pathname + url.search;
  const remote = match?.route.remote ?? null;
  return {
    requested,
    url,
    match,
    routes: table?.routes ?? [],
    variant,
    remote,
    version: (remote && variant?.versions[remote]) || '',
    cacheKey: variant?.key ? `${canonical} ${variant.key}` : canonical,
    requestId,
  };
}
