import { beforeEach, describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useFavouritesCart } from '@store/shared';
import type { FavouritesCartEntry } from '@store/shared';
import { useSyncFavourites } from './useSyncFavourites.ts';
import { markFetchedHere } from '../api/fetchedHere.ts';

const mine: FavouritesCartEntry = { id: 1, uid: 'guest_x', category: 'mugs', product_id: 'p1', default_image: '/x.svg', productTitle: 'Mug', productPrice: '12.00', type: 'cart', variant_id: 7, quantity: 1 };
const theirs: FavouritesCartEntry = { ...mine, id: 2, product_id: 'p2', type: 'favorite', variant_id: null };

beforeEach(() => useFavouritesCart.getState().replace([mine]));

describe('useSyncFavourites (issue #23: a reload emptied the cart)', () => {
  it('never takes a list this browser did not fetch (the server-rendered page, made as an anonymous caller)', () => {
    renderHook(() => useSyncFavourites([], Date.now() + 1000));
    renderHook(() => useSyncFavourites([theirs], Date.now() + 1000));
    expect(useFavouritesCart.getState().entries).toEqual([mine]);
    expect(JSON.parse(localStorage.getItem('favouritesCart')!)).toEqual([mine]);
  });

  it("takes the server's list from this browser's own fetch (another tab or device changed it)", () => {
    const reply = markFetchedHere({ favouritesCart: [theirs] });
    renderHook(() => useSyncFavourites(reply.favouritesCart, Date.now() + 1000));
    expect(useFavouritesCart.getState().entries).toEqual([theirs]);
  });
});
