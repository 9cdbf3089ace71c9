import type { FavouritesCartEntry } from '@store/shared';

/**
 * The favouritesCart lists this browser fetched itself, as the shopper it is. A copy that came any
 * other way (the server's render of the page, made as an anonymous caller) must never replace the
 * shopper's stores (issue #23: a reload emptied the cart and wishlist).
 */
const fetchedHere = new WeakSet<FavouritesCartEntry[]>();

export function markFetchedHere<T extends { favouritesCart?: FavouritesCartEntry[] }>(reply: T): T {
  if (Array.isArray(reply.favouritesCart)) fetchedHere.add(reply.favouritesCart);
  return reply;
}

export const wasFetchedHere = (list: FavouritesCartEntry[]) => fetchedHere.has(list);
