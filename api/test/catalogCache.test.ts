import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogCache, type CatalogCacheBudget } from '../src/catalog/catalogCache.ts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config.ts';
import { registry } from '../src/cluster/metrics.ts';

const env = { DATA_DIR: mkdtempSync(join(tmpdir(), 'catalog-cache-')), JWT_SECRET: 'x'.repeat(40), OTP_SECRET: 'x', WEBHOOK_SECRET: 'x' };
const defaults = loadConfig(env).catalogCache;
const cacheOf = (budget: CatalogCacheBudget = defaults) => catalogCache({ budget });

describe('catalogue read cache', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('takes its budgets from the config: CATALOG_CACHE_TTL_MS and CATALOG_CACHE_MAX_BYTES', () => {
    expect(defaults).toEqual({ ttlMs: 60_000, maxBytes: 48 * 1024 * 1024 });
    expect(loadConfig({ ...env, CATALOG_CACHE_TTL_MS: '0', CATALOG_CACHE_MAX_BYTES: '1048576' }).catalogCache).toEqual({ ttlMs: 0, maxBytes: 1_048_576 });
  });

  it('counts bytes, not characters: a smaller byte budget holds fewer multi-byte entries', async () => {
    const cache = cacheOf({ ttlMs: 60_000, maxBytes: 1_000_000 });
    const wide = 'é'.repeat(100_000); // 100,000 characters, 200,000 bytes of UTF-8
    let loads = 0;
    const load = async () => (loads++, wide);
    for (let i = 0; i < 6; i++) await cache.read(`k${i}`, load);
    await new Promise((r) => setTimeout(r, 0));
    await cache.read('k0', load);
    expect(loads).toBe(7); // 6 × 200 KB is past 1 MB: the oldest went (6 × 100 K characters would fit)
  });

  it('reports its hit ratio on /metrics', async () => {
    const cache = cacheOf();
    await cache.read('ratio', async () => 1);
    await cache.read('ratio', async () => 1);
    const text = await registry.metrics();
    const ratio = Number(/^catalog_cache_hit_ratio\{tier="memory"\} ([\d.]+)$/m.exec(text)?.[1]);
    expect(ratio).toBeGreaterThan(0);
    expect(ratio).toBeLessThan(1);
  });

  it('holds products by their size, not only by count: a crawl of 600 large details keeps the newest, drops the oldest (#24)', async () => {
    const cache = cacheOf();
    const big = 'x'.repeat(100_000); // a product detail is ~100 KB of JSON
    let loads = 0;
    const load = async () => (loads++, { data: big });
    for (let i = 0; i < 600; i++) await cache.read(`product:${i}`, load);
    await new Promise((r) => setTimeout(r, 0));
    expect(loads).toBe(600);
    await cache.read('product:599', load);
    expect(loads).toBe(600); // the newest is still in memory
    await cache.read('product:0', load);
    expect(loads).toBe(601); // 600 × 100 KB is past the budget: the oldest went
  });

  it('answers a repeat from memory and shares one query between concurrent callers', async () => {
    const cache = cacheOf();
    const load = vi.fn(async () => ({ items: [1, 2] }));
    const [a, b] = await Promise.all([cache.read('k', load), cache.read('k', load)]);
    expect(await cache.read('k', load)).toBe(a);
    expect(b).toBe(a);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps two caches (two apps in one process) apart, expires after its TTL and is cleared by a catalogue import', async () => {
    vi.useFakeTimers();
    const one = cacheOf();
    const two = cacheOf();
    let n = 0;
    const load = async () => ++n;
    expect(await one.read('k', load)).toBe(1);
    expect(await two.read('k', load)).toBe(2);
    vi.advanceTimersByTime(61_000);
    expect(await one.read('k', load)).toBe(3);
    one.clear();
    expect(await one.read('k', load)).toBe(4);
  });

  it('changes only its own generation when cleared: another app’s cached pages stay fresh', () => {
    const one = cacheOf();
    const two = cacheOf();
    one.clear();
    one.clear();
    expect(one.generation()).toBe(2);
    expect(two.generation()).toBe(0);
  });

  it('clearing one cache leaves the other’s entries', async () => {
    const one = cacheOf();
    const two = cacheOf();
    let n = 0;
    const load = async () => ++n;
    await one.read('k', load);
    await two.read('k', load);
    one.clear();
    expect(await two.read('k', load)).toBe(2);
    expect(await one.read('k', load)).toBe(3);
  });

  it('never serves a failure from memory, and is off with a TTL of 0', async () => {
    const cache = cacheOf();
    await expect(cache.read('f', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.read('f', async () => 'ok')).toBe('ok');
    const off = cacheOf({ ...defaults, ttlMs: 0 });
    let n = 0;
    await off.read('z', async () => ++n);
    await off.read('z', async () => ++n);
    expect(n).toBe(2);
  });

  it('keeps an entry read with shared: false in this instance only: Redis is neither asked nor written (a card, the pick index)', async () => {
    const store = new Map<string, string>();
    const client = { get: vi.fn(async (k: string) => store.get(k) ?? null), set: vi.fn(async (k: string, v: string) => void store.set(k, v)) };
    const cache = catalogCache({ budget: defaults, shared: { enabled: true, up: true, client: client as never, ping: async () => true, close: async () => {} } });
    expect(await cache.read('card:a', async () => ({ id: 'a' }), { shared: false })).toEqual({ id: 'a' });
    expect(client.get).not.toHaveBeenCalled();
    expect(client.set).not.toHaveBeenCalled();
    expect(await cache.read('listing:x', async () => ({ page: 1 }))).toEqual({ page: 1 });
    expect(client.get).toHaveBeenCalledWith('catalog:listing:x');
    expect(store.get('catalog:listing:x')).toBe('{"page":1}');
  });
});
