/** Typed window events: the only channel between areas besides the shared stores and URLs. */
export const FAVOURITES_CART_UPDATED = 'favouritesCartUpdated';
export const SESSION_CHANGED = 'sessionChanged';

export type StoreEvent = typeof FAVOURITES_CART_UPDATED | typeof SESSION_CHANGED;

export function emit(event: StoreEvent): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(event));
}

export function listen(event: StoreEvent, handler: () => void): () => void {
  window.addEventListener(event, handler);
  return () => window.removeEventListener(event, handler);
}
