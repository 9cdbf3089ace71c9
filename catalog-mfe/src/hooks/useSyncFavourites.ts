import { useEffect } from 'react';
import { useFavouritesCart } from '@store/shared';
import type { FavouritesCartEntry } from '@store/shared';
import { wasFetchedHere } from '../api/fetchedHere.ts';

let lastLocalChange = 0;
/** A toggle just changed the store: cached replies older than this must not overwrite it. */
export function markLocalChange() {
  lastLocalChange = Date.now();
}

const key = (list: FavouritesCartEntry[]) =>
  list.map((e) => `${e.type}:${e.product_id}:${e.variant_id ?? ''}:${e.quantity ?? 1}`).sort().join('|');

/**
 * Listing replies carry the caller's favouritesCart: a reply this browser fetched after the last
 * local toggle is the server's truth and replaces the local snapshot (e.g. another tab or device
 * changed it). A copy from anywhere else (the server-rendered page) is never taken (issue #23).
 */
export function useSyncFavourites(entries: FavouritesCartEntry[] | undefined, fetchedAt: number) {
  useEffect(() => {
    if (!Array.isArray(entries) || !wasFetchedHere(entries) || fetchedAt <= lastLocalChange) return;
    if (key(useFavouritesCart.getState().entries) !== key(entries)) useFavouritesCart.getState().replace(entries);
  }, [entries, fetchedAt]);
}
