import { afterEach, describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { usePageMeta } from './usePageMeta.ts';

const head = (selector: string, attr: string) => document.head.querySelector(selector)?.getAttribute(attr);

describe('usePageMeta', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('gives og:url the same address as the canonical link, on the declared public origin (#11)', () => {
    document.head.innerHTML = '<meta name="store:public-url" content="https://shop.example.com" />';
    renderHook(() => usePageMeta({ title: 'Wishlist', canonical: '/wishlist' }));
    expect(head('link[rel="canonical"]', 'href')).toBe('https://shop.example.com/wishlist');
    expect(head('meta[property="og:url"]', 'content')).toBe('https://shop.example.com/wishlist');
  });

  it("falls back to the page's origin when no public URL is declared, and drops og:url without a canonical", () => {
    const { rerender } = renderHook((p: { canonical?: string }) => usePageMeta({ title: 'Cart', ...p }), { initialProps: { canonical: '/cart' } as { canonical?: string } });
    expect(head('meta[property="og:url"]', 'content')).toBe(`${location.origin}/cart`);
    rerender({ canonical: undefined });
    expect(document.head.querySelector('meta[property="og:url"]')).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });
});
