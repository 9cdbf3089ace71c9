import { queryOptions, queryKeys, staleTimes } from '@store/shared';
import { fetchCart } from './checkoutApi.ts';

// Per-endpoint query options: key, fetcher and cache time together, so every page that reads the
// cart reads it the same way, and what invalidates `queryKeys.cart` reaches all of them.
export const cartQuery = () => queryOptions({ queryKey: queryKeys.cart, queryFn: fetchCart, staleTime: staleTimes.cart });
