import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { followFavouritesCartEvents, useFavouritesCart } from '@store/shared';
import { HeaderBadges } from './HeaderBadges.tsx';
import { entry, renderInRouter, resetStores } from '../testing.tsx';

let stopFollowing: () => void = () => {};
beforeEach(resetStores);
afterEach(() => stopFollowing());

const counts = () => [screen.getByTestId('wishlist-count').textContent, screen.getByTestId('cart-count').textContent];

describe('wishlist and cart badges', () => {
  it('start at zero and link to /wishlist and /cart with the count in their names', () => {
    renderInRouter(<HeaderBadges />);
    expect(counts()).toEqual(['0', '0']);
    expect(screen.getByRole('link', { name: 'Wishlist 0 items' }).getAttribute('href')).toBe('/wishlist');
    expect(screen.getByRole('link', { name: 'Cart 0 items' }).getAttribute('href')).toBe('/cart');
  });

  it('recount when the shared favourites store changes', () => {
    renderInRouter(<HeaderBadges />);
    act(() => useFavouritesCart.getState().replace([entry('favorite', 1), entry('favorite', 2), entry('cart', 3)]));
    expect(counts()).toEqual(['2', '1']);
    expect(screen.getByRole('link', { name: 'Wishlist 2 items' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cart 1 item' })).toBeTruthy();
    act(() => useFavouritesCart.getState().remove((e) => e.id === 3));
    expect(counts()).toEqual(['2', '0']);
  });

  it('recount when another copy writes localStorage and fires favouritesCartUpdated', () => {
    stopFollowing = followFavouritesCartEvents(); // what App.tsx does at start
    renderInRouter(<HeaderBadges />);
    act(() => {
      localStorage.setItem('favouritesCart', JSON.stringify([entry('cart', 1), entry('cart', 2), entry('favorite', 3)]));
      window.dispatchEvent(new Event('favouritesCartUpdated'));
    });
    expect(counts()).toEqual(['1', '2']);
  });
});
