/**
 * A short-lived read cache for catalogue queries, one per database. The catalogue changes only
 * when it is re-imported from the provider (which clears it), so a listing page, a product or a
 * search result may be served from memory for a minute on each instance. Shopper-specific parts
 * (favouritesCart, blueprint request status) are never cached. The promise itself is cached, so
 * concurrent identical requests share one query.
 */
const DEFAULT_TTL_MS = 60_000;
const MAX_ENTRIES = 5_000;

/** CATALOG_CACHE_TTL_MS=0 turns the cache off (the benchmark's growth section measures the queries). */
const ttlMs = () => Number(process.env.CATALOG_CACHE_TTL_MS ?? DEFAULT_TTL_MS);

type Entry = { at: number; value: Promise<unknown> };
const caches = new WeakMap<object, Map<string, Entry>>();

export function cachedCatalogRead<T>(db: object, key: string, load: () => Promise<T>): Promise<T> {
  const ttl = ttlMs();
  if (!(ttl > 0)) return load();
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && now - hit.at < ttl) {
    cache.delete(key); // re-insert: Map order is the LRU order
    cache.set(key, hit);
    return hit.value as Promise<T>;
  }
  const value = load();
  const map = cache;
  map.set(key, { at: now, value });
  value.catch(() => map.delete(key)); // a failure is never served from memory
  if (map.size > MAX_ENTRIES) map.delete(map.keys().next().value as string);
  return value;
}

export function clearCatalogCache(db: object): void {
  caches.delete(db);
}
