import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { OrderSummary, itemImage } from './OrderSummary.tsx';
import type { CartItem } from '../api/types.ts';

// issue 41, defect 6: Navy / M was chosen; the cart and checkout showed the Sand shirt (the
// product's first image) and the checkout summary left the variant out
const navy = {
  id: 1, uid: 'u', category: 't-shirts', product_id: 'p1', default_image: '/mockups/navy.svg', productTitle: 'Retro Tee', productPrice: '12.50',
  variant_id: 11, quantity: 1, type: 'cart', color: 'Navy', sizes: 'M',
  localDetails: { title: 'Retro Tee', images: [{ src: '/mockups/sand.svg' }, { src: '/mockups/navy.svg' }], variants: [{ id: 11, title: 'Navy / M' }] },
} as unknown as CartItem;

describe('the checkout summary of a cart line', () => {
  it('shows the chosen variant’s picture, not the product’s first one', () => {
    expect(itemImage(navy)).toBe('/mockups/navy.svg');
    const { container } = render(<OrderSummary items={[navy]} shippingCents={null} />);
    expect(container.querySelector('.co-summary__items img')!.getAttribute('src')).toBe('/mockups/navy.svg');
  });
  it('names the variant beside the product', () => {
    render(<OrderSummary items={[navy]} shippingCents={null} />);
    expect(screen.getByText('Navy / M')).toBeTruthy();
  });
  it('falls back to the product’s first image when the row has none of its own', () => {
    expect(itemImage({ ...navy, default_image: '' } as CartItem)).toBe('/mockups/sand.svg');
  });
});
