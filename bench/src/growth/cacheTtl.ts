import { catalogCacheBudget } from '../../../api/src/config.ts';
import { catalogCache, type CatalogCache } from '../../../api/src/catalog/catalogCache.ts';

/**
 * Runs `work` with CATALOG_CACHE_TTL_MS set to `ttl` (undefined: the default), then puts it back:
 * later sections' servers inherit this process's environment (the cluster section once ran with its
 * cache off, a tenth of its real throughput). A server built on `envCatalogCache()` follows it at once.
 */
export async function withCacheTtl<T>(ttl: string | undefined, work: () => Promise<T>): Promise<T> {
  const set = (value: string | undefined) => {
    if (value === undefined) delete process.env.CATALOG_CACHE_TTL_MS;
    else process.env.CATALOG_CACHE_TTL_MS = value;
  };
  const before = process.env.CATALOG_CACHE_TTL_MS;
  set(ttl);
  try {
    return await work();
  } finally {
    set(before);
  }
}

/**
 * The growth section's catalogue cache: the budget of this process's environment at each read (a
 * new cache when it changed), so one running server measures both its served and its database figures.
 */
export function envCatalogCache(): CatalogCache {
  let made: { key: string; cache: CatalogCache } | undefined;
  const current = () => {
    const budget = catalogCacheBudget(process.env);
    const key = `${budget.ttlMs} ${budget.maxBytes}`;
    if (made?.key !== key) made = { key, cache: catalogCache({ budget }) };
    return made.cache;
  };
  return {
    read: (key, load, opts) => current().read(key, load, opts),
    get keeps() {
      return current().keeps;
    },
    clear: () => current().clear(),
    clearShared: () => current().clearShared(),
    generation: () => current().generation(),
    reviewsChanged: () => current().reviewsChanged(),
    pageVersion: () => current().pageVersion(),
  };
}
