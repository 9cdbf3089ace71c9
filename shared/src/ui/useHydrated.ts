import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => {};

/**
 * False on the server and while React hydrates the server's HTML, true from then on (and at once in
 * a page the browser renders itself). A part that reads it renders the same on both sides first, so
 * hydration matches, then React renders it again with `true` right after hydrating.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(nothingToWatch, () => true, () => false);
}
