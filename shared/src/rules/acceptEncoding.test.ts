import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './acceptEncoding.ts';

const held = ['br', 'gzip'] as const;

describe('preferredEncoding', () => {
  it("takes the server's first choice among those the client accepts", () => {
    expect(preferredEncoding('gzip, deflate, br', held)).toBe('br');
    expect(preferredEncoding('gzip', held)).toBe('gzip');
    expect(preferredEncoding('x-gzip', held)).toBe('gzip');
    expect(preferredEncoding('GZIP;q=0.5, identity', held)).toBe('gzip');
  });
  it('skips what the client refuses with q=0, and reads * for the rest', () => {
    expect(preferredEncoding('br;q=0, gzip', held)).toBe('gzip');
    expect(preferredEncoding('*', held)).toBe('br');
    expect(preferredEncoding('br;q=0, *', held)).toBe('gzip');
    expect(preferredEncoding('*;q=0', held)).toBe('identity');
    expect(preferredEncoding('br;q=abc', held)).toBe('identity');
  });
  it('sends identity without a header or when nothing held is accepted', () => {
    expect(preferredEncoding(undefined, held)).toBe('identity');
    expect(preferredEncoding('', held)).toBe('identity');
    expect(preferredEncoding('deflate', held)).toBe('identity');
    expect(preferredEncoding('identity', held)).toBe('identity');
  });
});
