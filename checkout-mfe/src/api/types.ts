import type { FavouritesCartEntry } from '@store/shared';

// Orders are typed once, in @store/shared (Order, OrderItem, OrderDetails); this file keeps only
// the checkout's own name for a cart row.
export type { Order, OrderDetails, OrderItem } from '@store/shared';

export type CartItem = FavouritesCartEntry;
