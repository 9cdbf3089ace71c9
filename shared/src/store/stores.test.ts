import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readJson, readText } from '../storage.ts';
import { FAVOURITES_CART_UPDATED } from '../events.ts';
import { countOf, followFavouritesCartEvents, isWishlisted, useFavouritesCart } from './favouritesCart.ts';
import { currentUid, useSession } from './session.ts';
import type { FavouritesCartEntry } from '../types.ts';

const entry = (over: Partial<FavouritesCartEntry>): FavouritesCartEntry => ({
  id: 1, uid: 'u', category: 'mugs', product_id: 'p1', default_image: '/x.svg', productTitle: 'Mug', productPrice: '14.99', type: 'favorite', ...over,
});

describe('browser storage hygiene (spec §3)', () => {
  beforeEach(() => localStorage.clear());

  it.each(['', '   ', 'undefined'])('discards and removes the stored value %j', (raw) => {
    localStorage.setItem('accessToken', raw);
    expect(readText('accessToken')).toBeNull();
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('discards and removes unparseable JSON', () => {
    localStorage.setItem('user', '{not json');
    expect(readJson('user', (v): v is object => typeof v === 'object')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });
});

describe('session store', () => {
  beforeEach(() => {
    localStorage.clear();
    useSession.getState().reload();
  });

  it('stores tokens, user, user_id and the favourites snapshot on sign-in, and removes them all on sign-out', () => {
    useSession.getState().signIn({
      accessToken: 'a', refreshToken: 'r', user: { id: '42', fName: 'Ada', lName: 'L', email: 'ada@example.com' },
      favouritesCart: [entry({ type: 'cart' })],
    });
    expect(localStorage.getItem('accessToken')).toBe('a');
    expect(localStorage.getItem('user_id')).toBe('42');
    expect(JSON.parse(localStorage.getItem('user')!).email).toBe('ada@example.com');
    expect(currentUid()).toBe('42');
    expect(countOf(useFavouritesCart.getState().entries, 'cart')).toBe(1);

    useSession.getState().signOut();
    for (const k of ['accessToken', 'refreshToken', 'user', 'user_id']) expect(localStorage.getItem(k)).toBeNull();
    expect(useFavouritesCart.getState().entries).toEqual([]);
    expect(currentUid()).toMatch(/^guest_[0-9a-f]{32}$/);
  });
});

describe('favourites/cart store', () => {
  beforeEach(() => {
    localStorage.clear();
    useFavouritesCart.getState().replace([]);
  });

  it('counts badges by entry type and only favorites as wishlisted', () => {
    const entries = [entry({ id: 1 }), entry({ id: 2, type: 'cart', product_id: 'p2' }), entry({ id: 3, type: 'cart', product_id: 'p3' })];
    expect(countOf(entries, 'favorite')).toBe(1);
    expect(countOf(entries, 'cart')).toBe(2);
    expect(isWishlisted(entries, 'p1')).toBe(true);
    expect(isWishlisted(entries, 'p2')).toBe(false);
  });

  it('persists every change and fires favouritesCartUpdated', () => {
    const fired = vi.fn();
    window.addEventListener(FAVOURITES_CART_UPDATED, fired);
    useFavouritesCart.getState().add(entry({ id: 7 }));
    expect(JSON.parse(localStorage.getItem('favouritesCart')!)).toHaveLength(1);
    useFavouritesCart.getState().remove((e) => e.id === 7);
    expect(JSON.parse(localStorage.getItem('favouritesCart')!)).toHaveLength(0);
    expect(fired).toHaveBeenCalledTimes(2);
    window.removeEventListener(FAVOURITES_CART_UPDATED, fired);
  });

  it('recounts when someone else writes storage and fires the event', () => {
    const stop = followFavouritesCartEvents();
    localStorage.setItem('favouritesCart', JSON.stringify([entry({ id: 9, type: 'cart' })]));
    window.dispatchEvent(new Event(FAVOURITES_CART_UPDATED));
    expect(countOf(useFavouritesCart.getState().entries, 'cart')).toBe(1);
    stop();
  });
});
