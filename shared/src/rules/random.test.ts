import { describe, expect, it } from 'vitest';
import { rng } from './random.ts';

describe('rng (mulberry32)', () => {
  it('gives one sequence per seed, and another for another seed', () => {
    const a = rng(42), b = rng(42), c = rng(43);
    const seq = (r: ReturnType<typeof rng>) => Array.from({ length: 5 }, () => r.next());
    const first = seq(a);
    expect(seq(b)).toEqual(first);
    expect(seq(c)).not.toEqual(first);
    for (const x of first) expect(x >= 0 && x < 1).toBe(true);
  });
  it('samples a permutation: every item once, the same order for the same seed', () => {
    const items = Array.from({ length: 55 }, (_, i) => i);
    const once = rng(7).sample(items, items.length);
    expect([...once].sort((x, y) => x - y)).toEqual(items);
    expect(rng(7).sample(items, items.length)).toEqual(once);
    expect(once).not.toEqual(items);
  });
});
