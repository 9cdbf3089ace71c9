import { create } from 'zustand';
import type { EntryType, FavouritesCartEntry } from '../types.ts';
import { readJson, storageKeys, writeJson } from '../storage.ts';
import { emit, FAVOURITES_CART_UPDATED, listen } from '../events.ts';

export interface FavouritesCartState {
  entries: FavouritesCartEntry[];
  /** Replaces the snapshot (after login, a listing reply, or logout with []). */
  replace(entries: FavouritesCartEntry[]): void;
  /** Applies a toggle reply: 'Added successfully' appends, 'Removed successfully' removes. */
  add(entry: FavouritesCartEntry): void;
  remove(match: (e: FavouritesCartEntry) => boolean): void;
  /** Re-reads browser storage; runs on every favouritesCartUpdated event. */
  reload(): void;
}

const isEntryList = (v: unknown): v is FavouritesCartEntry[] => Array.isArray(v);

function persist(entries: FavouritesCartEntry[]) {
  writeJson(storageKeys.favouritesCart, entries);
  emit(FAVOURITES_CART_UPDATED);
}

export const useFavouritesCart = create<FavouritesCartState>()((set, get) => ({
  // Empty when created, as on the server; the stored entries are read right after (see session.ts).
  entries: [],
  replace(entries) {
    set({ entries });
    persist(entries);
  },
  add(entry) {
    const entries = [...get().entries, entry];
    set({ entries });
    persist(entries);
  },
  remove(match) {
    const entries = get().entries.filter((e) => !match(e));
    set({ entries });
    persist(entries);
  },
  reload() {
    const stored = readJson(storageKeys.favouritesCart, isEntryList) ?? [];
    if (stored !== get().entries) set({ entries: stored });
  },
}));

useFavouritesCart.getState().reload();

/** Badge count: the number of entries of one type (spec §3). */
export function countOf(entries: FavouritesCartEntry[], type: EntryType): number {
  return entries.reduce((n, e) => (e.type === type ? n + 1 : n), 0);
}

/** Only 'favorite' entries count as wishlisted (spec §3). */
export function isWishlisted(entries: FavouritesCartEntry[], productId: string): boolean {
  return entries.some((e) => e.type === 'favorite' && String(e.product_id) === String(productId));
}

let listening = false;
/** Makes the store follow the favouritesCartUpdated event, whoever fires it. Idempotent. */
export function followFavouritesCartEvents(): () => void {
  if (listening || typeof window === 'undefined') return () => {};
  listening = true;
  const stop = listen(FAVOURITES_CART_UPDATED, () => useFavouritesCart.getState().reload());
  const onStorage = (e: StorageEvent) => {
    if (e.key === storageKeys.favouritesCart) useFavouritesCart.getState().reload();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    stop();
    window.removeEventListener('storage', onStorage);
    listening = false;
  };
}
