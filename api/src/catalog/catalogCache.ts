/**
 * A short-lived read cache for catalogue queries, one per app (carried in `Deps`). The catalogue
 * changes only when it is re-imported from the provider (which clears it), so a listing page, a
 * product or a search result may be served from memory for a minute on each instance.
 * Shopper-specific parts (favouritesCart, blueprint request status) are never cached. The promise
 * itself is cached, so concurrent identical requests share one query.
 *
 * With several instances (issue 14) a second, shared tier sits behind it: Redis, when configured
 * and up, holds the same entries for the same TTL so an instance that just started (or just dropped
 * its memory) does not send every first request to PostgreSQL. Redis down = that tier is skipped.
 * An import clears both tiers; the other instances hear of it by PostgreSQL NOTIFY.
 */
import { LRUCache } from 'lru-cache';
import type { Cache } from '../cluster/redis.ts';
import { cacheTotal } from '../cluster/metrics.ts';

/** How long entries live and how many bytes of JSON the cache holds (config.catalogCache). */
export interface CatalogCacheBudget {
  /** 0 turns the cache off (the benchmark's growth section measures the queries) */
  ttlMs: number;
  /** UTF-8 bytes of the entries' JSON (#24: a product's detail is ~100 KB, so a count bound had no memory bound) */
  maxBytes: number;
}

export interface CatalogCache {
  /** `load`'s answer for `key`, from memory, else Redis, else `load` (and kept for the TTL) */
  read<T>(key: string, load: () => Promise<T>, opts?: ReadOptions): Promise<T>;
  /** false when the cache is off (TTL 0): every read loads */
  readonly keeps: boolean;
  /** forgets this instance's entries: the catalogue changed (here, or on another instance) */
  clear(): void;
  /** drops the shared tier's entries (after an import here); best effort */
  clearShared(): Promise<void>;
  /** changes whenever the catalogue does: pages built from it are stale */
  generation(): number;
  /**
   * Reviews a page shows changed (written, hidden, shown again, answered): pages built before are
   * stale, but no catalogue entry holds reviews, so the entries stay (cacheInvalidation.ts tells the
   * other instances).
   */
  reviewsChanged(): void;
  /** the catalogue's generation and the reviews' changes: what a cached page was built from */
  pageVersion(): string;
}

export interface ReadOptions {
  /**
   * false: this instance's memory only. For entries cheaper to load than to fetch from Redis one by
   * one (a card: 30 round trips per product page) or too large to copy between instances (the
   * catalogue-wide pick index).
   */
  shared?: boolean;
}

const PREFIX = 'catalog:';

/** `shared`: the Redis connection (main gives it); tests and the single-process store run without one. */
export function catalogCache({ budget, shared }: { budget: CatalogCacheBudget; shared?: Cache }): CatalogCache {
  const redisCache = shared?.enabled ? shared : undefined;
  // lru-cache keeps the TTL and the byte budget; `perf: Date` so tests with fake clocks move its time too
  const newMemory = () => new LRUCache<string, { value: Promise<unknown> }>({ maxSize: budget.maxBytes, sizeCalculation: () => 1, perf: Date });
  let memory = newMemory();
  let generation = 0;
  let reviews = 0;

  async function throughShared<T>(key: string, ttl: number, load: () => Promise<T>): Promise<T> {
    const redis = redisCache?.up ? redisCache.client : undefined;
    if (redis) {
      const hit = await redis.get(PREFIX + key).catch(() => null);
      if (hit !== null) {
        cacheTotal.inc({ tier: 'redis', result: 'hit' });
        return JSON.parse(hit) as T;
      }
      cacheTotal.inc({ tier: 'redis', result: 'miss' });
    }
    const value = await load();
    if (redis) void redis.set(PREFIX + key, JSON.stringify(value), 'PX', ttl).catch(() => {});
    return value;
  }

  return {
    keeps: budget.ttlMs > 0,
    read<T>(key: string, load: () => Promise<T>, opts?: ReadOptions): Promise<T> {
      const ttl = budget.ttlMs;
      if (!(ttl > 0)) return load();
      const hit = memory.get(key); // a live hit becomes the most recently used; an expired one is dropped
      if (hit) {
        cacheTotal.inc({ tier: 'memory', result: 'hit' });
        return hit.value as Promise<T>;
      }
      cacheTotal.inc({ tier: 'memory', result: 'miss' });
      const value = redisCache && opts?.shared !== false ? throughShared(key, ttl, load) : load();
      const map = memory; // a clear while loading must not put the old catalogue's answer in the new map
      const entry = { value };
      map.set(key, entry, { ttl });
      value.then(
        // weighed once loaded, by its JSON's bytes (an unknown product's null weighs next to nothing);
        // a new entry object, since lru-cache keeps the old size when the same value is set again, and
        // its TTL still counts from the first request
        (v) => map.peek(key) === entry && map.set(key, { ...entry }, { size: Math.max(1, Buffer.byteLength(JSON.stringify(v ?? null))), noUpdateTTL: true }),
        () => map.peek(key) === entry && map.delete(key), // a failure is never served from memory
      );
      return value;
    },
    clear() {
      memory = newMemory();
      generation += 1;
    },
    async clearShared() {
      const redis = redisCache?.up ? redisCache.client : undefined;
      if (!redis) return;
      try {
        let cursor = '0';
        do {
          const [next, keys] = await redis.scan(cursor, 'MATCH', `${PREFIX}*`, 'COUNT', 500);
          if (keys.length) await redis.del(...keys);
          cursor = next;
        } while (cursor !== '0');
      } catch {
        // Redis went away mid-way: entries expire by TTL
      }
    },
    generation: () => generation,
    reviewsChanged() {
      reviews += 1;
    },
    pageVersion: () => `${generation}.${reviews}`,
  };
}
