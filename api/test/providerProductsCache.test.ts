import { describe, expect, it } from 'vitest';
import { cachedLoader } from '../src/content/providerProductsCache.ts';

describe('the provider products loader', () => {
  it('calls the provider once per TTL, one call shared by parallel callers', async () => {
    let now = 10_000; // lru-cache reads a start time of 0 as none
    let calls = 0;
    const get = cachedLoader(async () => ++calls, { ttlMs: 1_000, failureTtlMs: 100, now: () => now });
    expect(await Promise.all([get(), get(), get()])).toEqual([1, 1, 1]);
    now = 10_999;
    expect(await get()).toBe(1);
    now = 11_001;
    expect(await get()).toBe(2);
  });

  it('remembers a failure for the shorter failure TTL, then asks again', async () => {
    let now = 10_000; // lru-cache reads a start time of 0 as none
    let calls = 0;
    const get = cachedLoader(async () => { calls += 1; if (calls === 1) throw new Error('provider down'); return 'cards'; }, { ttlMs: 1_000, failureTtlMs: 100, now: () => now });
    await expect(get()).rejects.toThrow('provider down');
    now = 10_050;
    await expect(get()).rejects.toThrow('provider down');
    expect(calls).toBe(1);
    now = 10_101;
    expect(await get()).toBe('cards');
    expect(calls).toBe(2);
  });
});
