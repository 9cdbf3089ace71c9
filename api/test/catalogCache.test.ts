import { afterEach, describe, expect, it, vi } from 'vitest';
import { cachedCatalogRead, clearCatalogCache } from '../src/catalog/catalogCache.ts';

describe('catalogue read cache', () => {
  afterEach(() => {
    delete process.env.CATALOG_CACHE_TTL_MS;
    vi.useRealTimers();
  });

  it('holds products by their size, not only by count: a crawl of 600 large details keeps the newest, drops the oldest (#24)', async () => {
    const db = {};
    const big = 'x'.repeat(100_000); // a product detail is ~100 KB of JSON
    let loads = 0;
    const load = async () => (loads++, { data: big });
    for (let i = 0; i < 600; i++) await cachedCatalogRead(db, `product:${i}`, load);
    await new Promise((r) => setTimeout(r, 0));
    expect(loads).toBe(600);
    await cachedCatalogRead(db, 'product:599', load);
    expect(loads).toBe(600); // the newest is still in memory
    await cachedCatalogRead(db, 'product:0', load);
    expect(loads).toBe(601); // 600 × 100 KB is past the budget: the oldest went
  });

  it('answers a repeat from memory and shares one query between concurrent callers', async () => {
    const db = {};
    const load = vi.fn(async () => ({ items: [1, 2] }));
    const [a, b] = await Promise.all([cachedCatalogRead(db, 'k', load), cachedCatalogRead(db, 'k', load)]);
    expect(await cachedCatalogRead(db, 'k', load)).toBe(a);
    expect(b).toBe(a);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps databases apart, expires after its TTL and is cleared by a catalogue import', async () => {
    vi.useFakeTimers();
    const one = {};
    const two = {};
    let n = 0;
    const load = async () => ++n;
    expect(await cachedCatalogRead(one, 'k', load)).toBe(1);
    expect(await cachedCatalogRead(two, 'k', load)).toBe(2);
    vi.advanceTimersByTime(61_000);
    expect(await cachedCatalogRead(one, 'k', load)).toBe(3);
    clearCatalogCache(one);
    expect(await cachedCatalogRead(one, 'k', load)).toBe(4);
  });

  it('never serves a failure from memory, and is off with CATALOG_CACHE_TTL_MS=0', async () => {
    const db = {};
    await expect(cachedCatalogRead(db, 'f', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cachedCatalogRead(db, 'f', async () => 'ok')).toBe('ok');
    process.env.CATALOG_CACHE_TTL_MS = '0';
    let n = 0;
    await cachedCatalogRead(db, 'z', async () => ++n);
    await cachedCatalogRead(db, 'z', async () => ++n);
    expect(n).toBe(2);
  });
});
