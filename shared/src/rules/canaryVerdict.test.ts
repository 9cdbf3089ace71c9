import { describe, expect, it } from 'vitest';
import { canaryFails } from './canaryVerdict.ts';

describe('canaryFails', () => {
  const stable = { views: 1000, errors: 10 }; // 1 %
  it('waits for the minimum number of views', () => {
    expect(canaryFails({ views: 49, errors: 49 }, stable)).toBe(false);
    expect(canaryFails({ views: 50, errors: 10 }, stable)).toBe(true);
  });
  it('needs a rate over the threshold', () => {
    expect(canaryFails({ views: 100, errors: 5 }, stable)).toBe(false); // exactly 5 %
    expect(canaryFails({ views: 100, errors: 6 }, stable)).toBe(true);
  });
  it('needs more than twice the stable rate', () => {
    expect(canaryFails({ views: 100, errors: 10 }, { views: 100, errors: 6 })).toBe(false);
    expect(canaryFails({ views: 100, errors: 13 }, { views: 100, errors: 6 })).toBe(true);
  });
  it('fails a canary when the stable version has no views yet', () => {
    expect(canaryFails({ views: 60, errors: 6 }, { views: 0, errors: 0 })).toBe(true);
  });
});
