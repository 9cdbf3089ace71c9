import { catalogCacheBudget } from '../../../api/src/config.ts';
import { setCatalogCacheBudget } from '../../../api/src/catalog/catalogCache.ts';

/**
 * Runs `work` with the API's catalogue cache TTL set to `ttl` (undefined: the default), for the server
 * in this process at once, then puts it back: later sections' servers inherit this process's environment
 * (the cluster section once ran with its cache off, a tenth of its real throughput).
 */
export async function withCacheTtl<T>(ttl: string | undefined, work: () => Promise<T>): Promise<T> {
  const set = (value: string | undefined) => {
    if (value === undefined) delete process.env.CATALOG_CACHE_TTL_MS;
    else process.env.CATALOG_CACHE_TTL_MS = value;
    setCatalogCacheBudget(catalogCacheBudget(process.env));
  };
  const before = process.env.CATALOG_CACHE_TTL_MS;
  set(ttl);
  try {
    return await work();
  } finally {
    set(before);
  }
}
