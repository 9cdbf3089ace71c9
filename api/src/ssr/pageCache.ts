/**
 * Server-rendered catalogue pages, reused for a few seconds (#12 item 5). A render costs tens of
 * milliseconds of CPU; a stored page costs a lookup. Every server render is anonymous — it never
 * reads the shopper's cookies or token (their data loads in the browser) — so one copy per URL
 * serves everyone. The version (catalogue generation + remotes map) is part of the key: an import
 * or a re-pointed remote is never served from an older copy, and the TTL bounds everything else.
 */
import { matchStoreRoute } from '@store/shared/routes';

/** The pages whose HTML is reused: those the route table marks as showing catalogue data only. */
export function isCatalogPage(url: URL): boolean {
  // a search is one page per term (`?q=`, #23): kept, any term a visitor types would push real pages out
  return matchStoreRoute(url.pathname)?.route.catalogueOnly === true && url.pathname !== '/shop/search';
}

export interface CachedPage {
  status: number;
  html: string;
  /** false: served once, not kept (the server could not render it) */
  reusable?: boolean;
}

export interface PageCache {
  get(key: string, render: () => Promise<CachedPage>): Promise<CachedPage>;
}

export function pageCache(opts: { ttlMs: number; maxEntries?: number; version: () => string; now?: () => number }): PageCache {
  const max = opts.maxEntries ?? 500;
  const now = opts.now ?? Date.now;
  const entries = new Map<string, { at: number; page: Promise<CachedPage> }>();
  return {
    get(url, render) {
      if (!(opts.ttlMs > 0)) return render();
      const key = `${opts.version()}\n${url}`;
      const hit = entries.get(key);
      if (hit && now() - hit.at < opts.ttlMs) {
        entries.delete(key); // Map order is the LRU order
        entries.set(key, hit);
        return hit.page;
      }
      // The promise is stored: concurrent first requests for one page share one render.
      const page = render();
      entries.set(key, { at: now(), page });
      // Only a page fit to reuse stays: a failed render or a 5xx is tried again next time.
      page.then((p) => (p.status >= 500 || p.reusable === false) && entries.delete(key), () => entries.delete(key));
      if (entries.size > max) entries.delete(entries.keys().next().value as string);
      return page;
    },
  };
}
