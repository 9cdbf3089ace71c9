import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import type { ProductDetail } from '@store/shared';
import { renderRoutes } from '@store/shared/test';
import ProductPage from './ProductPage.tsx';

const product: ProductDetail = {
  id: 'p9', title: 'Neon Tiger Hoodie', description: '', category: 'hoodies', tags: [], images: [], options: [],
  variants: [{ id: 101, title: 'Black / M', price: 4299, options: [], is_available: true, is_enabled: true, sku: 'A' }],
};
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ProductPage under a category not its own', () => {
  it('replaces the address with the product\'s own and keeps the product on screen while it loads there (no 404, no spinner)', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', vi.fn((url: string) => {
      const { pathname } = new URL(url, 'http://localhost');
      asked.push(pathname);
      if (pathname.endsWith('/reviews')) return Promise.resolve(json({ success: true, message: 'OK', data: { summary: { count: 0, average: null }, items: [], page: 1, totalPages: 0 } }));
      // the reply under its own category is held: the page shows what it has meanwhile
      if (pathname === '/api/product-details/p9/hoodies') return new Promise<Response>(() => {});
      return Promise.resolve(json({ success: true, message: 'OK', data: product, relatedProducts: [], diffProducts: [], sameBlueprintProducts: [], favouritesCart: [] }));
    }));
    window.scrollTo = vi.fn() as never;
    renderRoutes({ '/:category/:titleSlug/:productId': <ProductPage /> }, '/mugs/old-title/p9');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/hoodies/neon-tiger-hoodie/p9'));
    expect(asked).toContain('/api/product-details/p9/hoodies');
    expect(screen.getByRole('heading', { level: 1, name: 'Neon Tiger Hoodie' })).toBeTruthy();
    expect(screen.queryByText('Loading product')).toBeNull();
  });
});
