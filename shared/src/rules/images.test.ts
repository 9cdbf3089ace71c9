import { describe, expect, it } from 'vitest';
import { BLUR_IMAGE, CARD_IMAGE, sizedImage } from './images.ts';

describe('sizedImage', () => {
  it('adds width and quality, keeping an existing query', () => {
    expect(sizedImage('/api/mockups/a.svg?t=Retro', CARD_IMAGE)).toBe('/api/mockups/a.svg?t=Retro&width=500');
    expect(sizedImage('/img.png', BLUR_IMAGE)).toBe('/img.png?width=20&quality=10');
  });
  it('replaces earlier values and keeps the hash; empty stays empty', () => {
    expect(sizedImage('/a.png?width=10#x', { width: 500 })).toBe('/a.png?width=500#x');
    expect(sizedImage('', CARD_IMAGE)).toBe('');
  });
});
