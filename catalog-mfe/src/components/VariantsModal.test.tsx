import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useFavouritesCart } from '@store/shared';
import type { ProductDetail } from '@store/shared';
import { VariantsModal } from './VariantsModal.tsx';
import { renderPage } from '@store/shared/test';

const product: ProductDetail = {
  id: 'p9', title: 'Neon Tiger Hoodie', description: '', category: 'hoodies', tags: [], images: [],
  options: [
    { type: 'color', name: 'Colors', values: [{ id: 1, title: 'Black' }] },
    { type: 'size', name: 'Sizes', values: [{ id: 10, title: 'M' }, { id: 11, title: 'L' }] },
  ],
  variants: [
    { id: 101, title: 'Black / M', price: 4299, options: [1, 10], is_available: true, is_enabled: true, sku: 'A' },
    { id: 102, title: 'Black / L', price: 4499, options: [1, 11], is_available: true, is_enabled: true, sku: 'B' },
  ],
};

beforeEach(() => useFavouritesCart.getState().replace([]));
afterEach(() => vi.unstubAllGlobals());

describe('VariantsModal (Product Details)', () => {
  it("says 'No matching variants found.' when nothing matches", () => {
    renderPage(<VariantsModal open onClose={() => {}} product={product} variants={[]} image="/x.svg" />);
    expect(screen.getByRole('dialog', { name: 'Product Details' })).toBeTruthy();
    expect(screen.getByText('No matching variants found.')).toBeTruthy();
  });

  it("lists each variant with size and USD price; 'Add to Cart' reads 'Processing...' then 'Remove from Cart'", async () => {
    let release: (r: Response) => void = () => {};
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((r) => (release = r))));
    renderPage(<VariantsModal open onClose={() => {}} product={product} variants={product.variants} image="/x.svg" />);
    expect(screen.getByText('Size: M')).toBeTruthy();
    expect(screen.getByText('Price: $44.99 USD')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart: Black / L' }));
    expect(await screen.findByText('Processing...')).toBeTruthy();
    release(new Response(JSON.stringify({
      success: true, message: 'Added successfully',
      data: { id: 5, uid: 'guest_x', category: 'hoodies', product_id: 'p9', default_image: '/x.svg', productTitle: product.title, productPrice: '44.99', variant_id: 102, type: 'cart', quantity: 1 },
    }), { headers: { 'Content-Type': 'application/json' } }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove from Cart: Black / L' })).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Add to Cart: Black / M' })).toBeTruthy();
    expect(useFavouritesCart.getState().entries.map((e) => e.variant_id)).toEqual([102]);
  });
});
