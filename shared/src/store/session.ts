import { create } from 'zustand';
import type { AuthData, User } from '../types.ts';
import { readJson, readText, remove, storageKeys, writeJson, writeText } from '../storage.ts';
import { getGuestUid } from '../guest.ts';
import { useFavouritesCart } from './favouritesCart.ts';

export interface SessionState {
  user: User | null;
  accessToken: string | null;
  refreshToken: string | null;
  /** Stores tokens, user, user_id and the favourites/cart snapshot after login or signup. */
  signIn(data: AuthData): void;
  /** Updates the tokens after a refresh; the user is unchanged. */
  setTokens(accessToken: string, refreshToken: string): void;
  setUser(user: User): void;
  /** Removes every stored item (tokens, user, user id, wishlist and cart). */
  signOut(): void;
  /** Re-reads browser storage (another tab, or a test that edits storage). */
  reload(): void;
}

const isUser = (v: unknown): v is User =>
  typeof v === 'object' && v !== null && 'id' in v && typeof (v as { id: unknown }).id !== 'undefined';

function readSession() {
  return {
    user: readJson(storageKeys.user, isUser),
    accessToken: readText(storageKeys.accessToken),
    refreshToken: readText(storageKeys.refreshToken),
  };
}

export const useSession = create<SessionState>()((set) => ({
  // Created signed-out, as the server renders every page; the stored session is read right after
  // (below). React hydrates with the created state (`getInitialState`), so the server's HTML
  // matches, then re-renders with the stored one.
  user: null,
  accessToken: null,
  refreshToken: null,
  signIn(data) {
    writeText(storageKeys.accessToken, data.accessToken);
    writeText(storageKeys.refreshToken, data.refreshToken);
    writeJson(storageKeys.user, data.user);
    writeText(storageKeys.userId, String(data.user.id));
    set({ user: data.user, accessToken: data.accessToken, refreshToken: data.refreshToken });
    useFavouritesCart.getState().replace(data.favouritesCart ?? []);
  },
  setTokens(accessToken, refreshToken) {
    writeText(storageKeys.accessToken, accessToken);
    writeText(storageKeys.refreshToken, refreshToken);
    set({ accessToken, refreshToken });
  },
  setUser(user) {
    writeJson(storageKeys.user, user);
    set({ user });
  },
  signOut() {
    remove(storageKeys.accessToken, storageKeys.refreshToken, storageKeys.user, storageKeys.userId);
    set({ user: null, accessToken: null, refreshToken: null });
    useFavouritesCart.getState().replace([]);
  },
  reload() {
    set(readSession());
  },
}));

useSession.getState().reload();

/** The uid the server knows this shopper by: the user id, else the guest uid. */
export function currentUid(): string {
  const user = useSession.getState().user;
  return user ? String(user.id) : getGuestUid();
}
