import { describe, expect, it } from 'vitest';
import { barsOf, niceMax } from './revenueChartGeometry.ts';

describe('revenue chart geometry', () => {
  it.each([
    [0, 100],
    [1, 1],
    [3, 5],
    [1_234, 2_000],
    [50_000, 50_000],
    [50_001, 100_000],
  ])('rounds the axis top of %i up to %i', (value, top) => {
    expect(niceMax(value)).toBe(top);
  });

  it('scales bars to the plot, left to right, with a stub for an empty day', () => {
    const bars = barsOf(
      [
        { day: 'a', revenueCents: 1000 },
        { day: 'b', revenueCents: 0 },
        { day: 'c', revenueCents: 500 },
      ],
      { width: 300, height: 100 },
      1000,
    );
    expect(bars.map((b) => b.height)).toEqual([100, 1, 50]);
    expect(bars.map((b) => b.y)).toEqual([0, 99, 50]);
    expect(bars[0]!.x).toBeLessThan(bars[1]!.x);
    expect(bars[2]!.x + bars[2]!.width).toBeLessThanOrEqual(300);
  });
});
