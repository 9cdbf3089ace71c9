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

  it('gives og:image as PNG where the picture is one of the store\'s SVGs, and keeps other pictures (#40)', () => {
    document.head.innerHTML = '<meta name="store:public-url" content="https://shop.example.com" />';
    const { rerender } = renderHook((p: { image: string }) => usePageMeta({ title: 'Tee', image: p.image }), { initialProps: { image: '/api/mockups/tee/111111/222222/3/front.svg?width=500' } });
    expect(head('meta[property="og:image"]', 'content')).toBe('https://shop.example.com/api/social-image.png?src=%2Fapi%2Fmockups%2Ftee%2F111111%2F222222%2F3%2Ffront.svg%3Fwidth%3D500');
    rerender({ image: 'https://images.example/tee.jpg' });
    expect(head('meta[property="og:image"]', 'content')).toBe('https://images.example/tee.jpg');
  });
});
