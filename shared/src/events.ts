/** Typed window events: the only channel between areas besides the shared stores and URLs (spec §3: favouritesCartUpdated). */
export const FAVOURITES_CART_UPDATED = 'favouritesCartUpdated';

export type StoreEvent = typeof FAVOURITES_CART_UPDATED;

export function emit(event: StoreEvent): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(event));
}

export function listen(event: StoreEvent, handler: () => void): () => void {
  window.addEventListener(event, handler);
  return () => window.removeEventListener(event, handler);
}
