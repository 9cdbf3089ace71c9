import { z } from 'zod';
import type { CardProduct, ProductListItem } from '@store/shared/types';
import { toCardProduct } from '@store/shared/rules';

/**
 * `?view=card`: list items as the store's own pages keep them (CardProduct: no variants, size
 * chips read once), the rule in @store/shared both sides use. A listing page or a product's three
 * rows are ~90 % variants, which no card shows: 111 KB of JSON for a product page, parsed by every
 * server render of it and downloaded by every phone that opens it in the app (#24). Without the
 * parameter the reply is the spec's, with whole list items.
 */
export const cardViewParam = z.enum(['card']).optional();

// Catalogue lists are shared by every request and never mutated (the catalogue cache hands out the
// same object until it changes): their cards are made once per list, so their JSON is cached too.
const made = new WeakMap<readonly ProductListItem[], CardProduct[]>();

export function cardsOf(items: readonly ProductListItem[]): CardProduct[] {
  let cards = made.get(items);
  if (!cards) made.set(items, (cards = items.map(toCardProduct)));
  return cards;
}
