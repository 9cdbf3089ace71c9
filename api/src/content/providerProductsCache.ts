import { LRUCache } from 'lru-cache';

type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * The test page's provider products, fetched at most once per `ttlMs` per instance however many
 * ask (issue #24: every request used to call the provider with the store's credential, a free way
 * to burn its quota). lru-cache's fetch shares one call in flight; a failure is remembered for
 * `failureTtlMs`, so a provider outage is not hammered either.
 */
export function cachedLoader<T>(load: () => Promise<T>, opts: { ttlMs: number; failureTtlMs: number; now?: () => number }): () => Promise<T> {
  const kept = new LRUCache<'products', Outcome<T>>({
    max: 1,
    ttl: opts.ttlMs,
    ttlResolution: 0,
    perf: { now: opts.now ?? Date.now },
    fetchMethod: (_key, _stale, { options }) =>
      load().then(
        (value): Outcome<T> => ({ ok: true, value }),
        (error: unknown): Outcome<T> => {
          options.ttl = opts.failureTtlMs;
          return { ok: false, error };
        },
      ),
  });
  return async () => {
    const out = (await kept.fetch('products'))!;
    if (out.ok) return out.value;
    throw out.error;
  };
}

/** Five minutes: the page is a leftover test listing; freshness matters little, the quota does. */
export const PROVIDER_PRODUCTS_TTL_MS = 5 * 60_000;
export const PROVIDER_PRODUCTS_FAILURE_TTL_MS = 30_000;
