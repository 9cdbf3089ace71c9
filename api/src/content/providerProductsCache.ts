/**
 * The test page's provider products, fetched at most once per `ttlMs` per instance however many
 * ask (issue #24: every request used to call the provider with the store's credential, a free way
 * to burn its quota). Parallel requests share one call in flight; a failure is remembered for
 * `failureTtlMs`, so a provider outage is not hammered either.
 */
export function cachedLoader<T>(load: () => Promise<T>, opts: { ttlMs: number; failureTtlMs: number; now?: () => number }): () => Promise<T> {
  const now = opts.now ?? Date.now;
  let kept: { at: number; ok: true; value: T } | { at: number; ok: false; error: unknown } | null = null;
  let inFlight: Promise<T> | null = null;
  return () => {
    if (kept && now() - kept.at < (kept.ok ? opts.ttlMs : opts.failureTtlMs)) return kept.ok ? Promise.resolve(kept.value) : Promise.reject(kept.error);
    inFlight ??= load()
      .then(
        (value) => {
          kept = { at: now(), ok: true, value };
          return value;
        },
        (error: unknown) => {
          kept = { at: now(), ok: false, error };
          throw error;
        },
      )
      .finally(() => (inFlight = null));
    return inFlight;
  };
}

/** Five minutes: the page is a leftover test listing; freshness matters little, the quota does. */
export const PROVIDER_PRODUCTS_TTL_MS = 5 * 60_000;
export const PROVIDER_PRODUCTS_FAILURE_TTL_MS = 30_000;
