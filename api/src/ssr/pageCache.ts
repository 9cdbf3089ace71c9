/**
 * Server-rendered catalogue pages, reused for a few seconds (#12 item 5). A render costs
 * milliseconds of CPU; a stored page costs a lookup. Every server render is anonymous — it never
 * reads the shopper's cookies or token (their data loads in the browser) — so one copy per URL
 * serves everyone. The version (catalogue generation and reviews' changes + remotes map) is part of
 * the key: an import, a hidden review or a re-pointed remote is never served from an older copy, not
 * even stale, and the TTL bounds everything else.
 *
 * Bounded by bytes, not only by count (#24 item 3), and a page that answers 404 (an unknown product
 * URL: anyone can make up thousands) or 301 (a product under any category but its own) lives in its
 * own small budget, so it cannot push real pages out. Neither is ever served stale: a product moved
 * back, or found again, answers at once.
 *
 * A page past its TTL is served as it is, for up to `staleMs` more, while one render replaces it
 * behind (stale-while-revalidate): otherwise every TTL one shopper waited for a whole render, and
 * while a backup or a sync kept the database busy that wait was the cached page's p99 (#42).
 */
import { LRUCache } from 'lru-cache';
import type { PageRequest } from './pageRequest.ts';
import { pageCacheTotal } from '../cluster/metrics.ts';

/** The pages whose HTML is reused: those the live route table marks as showing catalogue data only. */
export function isCatalogPage(page: Pick<PageRequest, 'match' | 'url'>): boolean {
  // a search is one page per term (`?q=`, #23): kept, any term a visitor types would push real pages out
  return page.match?.route.catalogueOnly === true && page.url.pathname !== '/shop/search';
}

export interface CachedPage {
  status: number;
  /** the page's HTML: its UTF-8 bytes as rendered (renderDocument.ts), or a text */
  html: string | Buffer;
  /** a 301's Location: a path of this store (movedPage.ts) */
  location?: string;
  /** false: served once, not kept (the server could not render it, or did not try) */
  reusable?: boolean;
  /** true: the render bound was reached, so this page went out client-rendered */
  deferred?: boolean;
}

export interface PageCache {
  get(key: string, render: () => Promise<CachedPage>): Promise<CachedPage>;
  /** what is held now, for tests and the bench */
  stats(): { pages: number; bytes: number; notFound: number; notFoundBytes: number };
}

export interface PageCacheOptions {
  ttlMs: number;
  /** most pages kept (200s) */
  maxEntries?: number;
  /** most bytes of HTML kept for them (a page written as text counts its characters); a page's compressed forms ride along (≈ +15 %) */
  maxBytes?: number;
  /** most 3xx and 4xx pages kept (redirects, not found), in their own budget */
  maxNotFound?: number;
  version: () => string;
  now?: () => number;
  /** how long past its TTL a 200 page is still served while its next render runs (default 60 s; 0: never) */
  staleMs?: number;
}

interface Entry {
  at: number;
  page: CachedPage;
}

export function pageCache(opts: PageCacheOptions): PageCache {
  const now = opts.now ?? Date.now;
  const sized = (max: number, maxSize: number) =>
    new LRUCache<string, Entry>({ max, maxSize, sizeCalculation: (e) => Math.max(1, e.page.html.length) });
  const pages = sized(opts.maxEntries ?? 500, opts.maxBytes ?? 48 * 1024 * 1024);
  const notFound = sized(opts.maxNotFound ?? 50, 2 * 1024 * 1024);
  // concurrent first requests for one page share one render
  const rendering = new Map<string, Promise<CachedPage>>();
  const fresh = (e: Entry | undefined) => e !== undefined && now() - e.at < opts.ttlMs;
  const staleMs = opts.staleMs ?? 60_000;
  const servable = (e: Entry | undefined) => e !== undefined && e.page.status < 300 && now() - e.at < opts.ttlMs + staleMs;

  return {
    get(url, render) {
      if (!(opts.ttlMs > 0)) return render();
      const key = `${opts.version()}\n${url}`;
      const hit = pages.get(key) ?? notFound.get(key);
      if (fresh(hit)) {
        pageCacheTotal.inc({ result: 'hit' });
        return Promise.resolve(hit!.page);
      }
      const running = rendering.get(key);
      if (servable(hit)) {
        // the stored page now, its replacement behind (one render, whoever asks meanwhile)
        pageCacheTotal.inc({ result: 'stale' });
        if (!running) renderInto(key, render).catch(() => {});
        return Promise.resolve(hit!.page);
      }
      // joining a render under way costs no render: a hit
      pageCacheTotal.inc({ result: running ? 'hit' : 'miss' });
      if (running) return running;
      return renderInto(key, render);
    },
    stats: () => ({ pages: pages.size, bytes: pages.calculatedSize, notFound: notFound.size, notFoundBytes: notFound.calculatedSize }),
  };

  function renderInto(key: string, render: () => Promise<CachedPage>): Promise<CachedPage> {
    const at = now();
    const page = render();
    rendering.set(key, page);
    page.then(
      (p) => {
        rendering.delete(key);
        // Only a page fit to reuse stays: a failed render or a 5xx is tried again next time.
        if (p.status >= 500 || p.reusable === false) return;
        (p.status >= 300 ? notFound : pages).set(key, { at, page: p });
      },
      () => rendering.delete(key),
    );
    return page;
  }
}
