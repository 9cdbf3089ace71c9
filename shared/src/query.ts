import { QueryClient } from './serverState.ts';
import { ApiError } from './api/client.ts';

const minute = 60_000;

/** Cache lifetimes of spec §7. */
export const staleTimes = {
  list: 5 * minute,
  detail: 5 * minute,
  blueprints: 5 * minute,
  wishlist: 2 * minute,
  cart: 2 * minute,
} as const;

/** Backoff doubling from 1 s, capped at 30 s. */
export const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);

/** Attempts after the first for a failure that may pass next time. */
const MAX_RETRIES = 3;

/**
 * Retry only what may pass next time: no answer at all (the API client's status 0, or fetch's own
 * TypeError) and the server's 5xx (a 503 while it starts or sheds load). A 4xx is the request's own
 * fault (not found, refused, invalid): asking again gives the same answer, three times slower.
 */
export function retryTransient(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (error instanceof ApiError) return error.status === 0 || error.status >= 500;
  return error instanceof TypeError;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: staleTimes.list, refetchOnWindowFocus: false, retry: retryTransient, retryDelay },
      // A write is sent even when the browser says it is offline: its failure is the form's message
      // (spec §8), never a mutation paused until the network returns (TanStack's default).
      mutations: { retry: 0, networkMode: 'always' },
    },
  });
}

/** Query keys, one place, so an area can invalidate another's view through the shared client. */
export const queryKeys = {
  home: ['home-products'] as const,
  listing: (endpoint: string, page: number, filters: string = '') => ['listing', endpoint, page, filters] as const,
  search: (term: string, page: number) => ['search', term, page] as const,
  product: (id: string, category: string) => ['product', id, category] as const,
  blueprints: (provider: string, page: number) => ['blueprints', provider, page] as const,
  /** every page of the wishlist: what a change to it invalidates */
  wishlistAll: ['wishlist'] as const,
  wishlist: (page: number) => ['wishlist', page] as const,
  cart: ['cart'] as const,
  orders: ['orders'] as const,
  orderAndTax: (orderId: string) => ['order-and-tax', orderId] as const,
  orderShipment: (orderId: string) => ['order-shipment', orderId] as const,
  me: (userId: number | string | undefined) => ['me', userId] as const,
  providerProducts: ['provider-products'] as const,
  categoryStripSeed: ['category-strip-seed'] as const,
  /** every blueprint page: a request's answer invalidates them all */
  blueprintsAll: ['blueprints'] as const,
  blogs: (page: number) => ['blogs', page] as const,
  blog: (slug: string) => ['blog', slug] as const,
};
