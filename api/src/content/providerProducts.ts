import type { ProviderProductCard } from '@store/shared/types';
import type { CatalogueSource } from '../providers/print/catalogueSource.ts';
import { htmlToText, truncateText } from './sanitizeBlogHtml.ts';

/** How many products the test page lists. */
export const PROVIDER_PRODUCTS_LIMIT = 20;

/**
 * The first products of the print provider, fetched by the server with its own credential, so
 * no provider token ever reaches a browser. Only the listed fields leave the server.
 */
export async function listProviderProductCards(catalogue: CatalogueSource, limit = PROVIDER_PRODUCTS_LIMIT): Promise<ProviderProductCard[]> {
  const cards: ProviderProductCard[] = [];
  for await (const p of catalogue.listProducts()) {
    cards.push({
      id: String(p.id),
      title: p.title,
      image: p.images[0]?.src ?? null,
      description: truncateText(htmlToText(p.description ?? ''), 400),
      price: p.variants[0]?.price ?? null,
    });
    if (cards.length >= limit) break;
  }
  return cards;
}
