import { afterEach, describe, expect, it, vi } from 'vitest';
import { cachedCatalogRead, clearCatalogCache, setCatalogCacheBudget } from '../src/catalog/catalogCache.ts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config.ts';
import { registry } from '../src/cluster/metrics.ts';

const env = { DATA_DIR: mkdtempSync(join(tmpdir(), 'catalog-cache-')), JWT_SECRET: 'x'.repeat(40), OTP_SECRET: 'x', WEBHOOK_SECRET: 'x' };
const defaults = loadConfig(env).catalogCache;

describe('catalogue read cache', () => {
  afterEach(() => {
    setCatalogCacheBudget(defaults);
    vi.useRealTimers();
  });

  it('takes its budgets from the config: CATALOG_CACHE_TTL_MS and CATALOG_CACHE_MAX_BYTES', () => {
    expect(defaults).toEqual({ ttlMs: 60_000, maxBytes: 48 * 1024 * 1024 });
    expect(loadConfig({ ...env, CATALOG_CACHE_TTL_MS: '0', CATALOG_CACHE_MAX_BYTES: '1048576' }).catalogCache).toEqual({ ttlMs: 0, maxBytes: 1_048_576 });
  });

  it('counts bytes, not characters: a smaller byte budget holds fewer multi-byte entries', async () => {
    setCatalogCacheBudget({ ttlMs: 60_000, maxBytes: 1_000_000 });
    const db = {};
    const wide = 'é'.repeat(100_000); // 100,000 characters, 200,000 bytes of UTF-8
    let loads = 0;
    const load = async () => (loads++, wide);
    for (let i = 0; i < 6; i++) await cachedCatalogRead(db, `k${i}`, load);
    await new Promise((r) => setTimeout(r, 0));
    await cachedCatalogRead(db, 'k0', load);
    expect(loads).toBe(7); // 6 × 200 KB is past 1 MB: the oldest went (6 × 100 K characters would fit)
  });

  it('reports its hit ratio on /metrics', async () => {
    const db = {};
    await cachedCatalogRead(db, 'ratio', async () => 1);
    await cachedCatalogRead(db, 'ratio', async () => 1);
    const text = await registry.metrics();
    const ratio = Number(/^catalog_cache_hit_ratio\{tier="memory"\} ([\d.]+)$/m.exec(text)?.[1]);
    expect(ratio).toBeGreaterThan(0);
    expect(ratio).toBeLessThan(1);
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

  it('never serves a failure from memory, and is off with a TTL of 0', async () => {
    const db = {};
    await expect(cachedCatalogRead(db, 'f', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cachedCatalogRead(db, 'f', async () => 'ok')).toBe('ok');
    setCatalogCacheBudget({ ...defaults, ttlMs: 0 });
    let n = 0;
    await cachedCatalogRead(db, 'z', async () => ++n);
    await cachedCatalogRead(db, 'z', async () => ++n);
    expect(n).toBe(2);
  });
});
