import type { SizeGuide } from '@store/shared/rules';
import { apiGet, apiPost, apiPostOrThrow, messages, printProvider } from '@store/shared';
import { toCardProduct } from '@store/shared/rules';
import { markFetchedHere } from './fetchedHere.ts';
import type { CardProduct, Envelope, FavouritesCartEntry, HomeData, ListReply, Pagination, ProductDetail, ProductListItem } from '@store/shared';

export interface ListingFacets {
  colors: string[];
  sizes: string[];
  minPrice: number;
  maxPrice: number;
}

export interface ListingFilters {
  minPrice?: number;
  maxPrice?: number;
  color?: string;
  size?: string;
}

export type ListingReply = ListReply<CardProduct> & { facets?: ListingFacets; totalCapped?: boolean };

// Every reader below keeps cards, not whole list items, in the query cache (see CardProduct), and
// asks the API for cards (`view=card`): a listing or a product's rows without the variants no card
// shows, ~90 % of the reply. A reply of whole list items (an older server) is carded here.
const cards = (items: (ProductListItem | CardProduct)[] | undefined): CardProduct[] => (items ?? []).map(toCardProduct);

export async function fetchHome(): Promise<Envelope<HomeData<CardProduct>>> {
  const reply = await apiGet<HomeData>('/api/home-products?view=card');
  const d = reply.data && markFetchedHere(reply.data);
  return {
    ...reply,
    data: d && {
      tShirts: cards(d.tShirts),
      mobileCovers: cards(d.mobileCovers),
      mugs: cards(d.mugs),
      womensSkirtsDresses: cards(d.womensSkirtsDresses),
      shoes: cards(d.shoes),
      favouritesCart: d.favouritesCart,
    },
  };
}

/** What a listing or search reply carries beside `data`. */
/** totalCapped (search): more matches than the server ranks, so the pages hold the best 1,000 */
type ListingExtra = { pagination: Pagination; favouritesCart?: FavouritesCartEntry[]; facets?: ListingFacets; totalCapped?: boolean };
type ListItemsReply = ListReply<ProductListItem> & { facets?: ListingFacets; totalCapped?: boolean };
const cardListing = (reply: ListItemsReply): ListingReply => markFetchedHere({ ...reply, data: cards(reply.data) });

export function filterQuery(f: ListingFilters): string {
  const q = new URLSearchParams();
  if (f.minPrice !== undefined) q.set('minPrice', String(f.minPrice));
  if (f.maxPrice !== undefined) q.set('maxPrice', String(f.maxPrice));
  if (f.color) q.set('color', f.color);
  if (f.size) q.set('size', f.size);
  return q.toString();
}

export async function fetchListing(endpoint: string, page: number, filters: ListingFilters): Promise<ListingReply> {
  const extra = filterQuery(filters);
  return cardListing(await apiGet<ProductListItem[], ListingExtra>(`${endpoint}?page=${page}&facets=1&view=card${extra ? `&${extra}` : ''}`));
}

export async function searchProducts(term: string, page: number): Promise<ListingReply> {
  return cardListing(await apiPostOrThrow<ProductListItem[], ListingExtra>(`/api/search-products?page=${page}&limit=50&view=card`, { searchTerm: term }, messages.searchFailed));
}

export interface ProductReply<P = CardProduct> {
  data: ProductDetail;
  relatedProducts: P[];
  diffProducts: P[];
  sameBlueprintProducts: P[];
  /** Measurements per size of the product's blueprint (apparel), or null. */
  sizeGuide?: SizeGuide | null;
  /** absent from the server-rendered copy (per caller, see api/src/ssr/perCallerFields.ts) */
  favouritesCart?: FavouritesCartEntry[];
}

export async function fetchProduct(id: string, category: string): Promise<ProductReply> {
  const reply = await apiGet<ProductDetail, Omit<ProductReply<ProductListItem>, 'data'>>(`/api/product-details/${encodeURIComponent(id)}/${encodeURIComponent(category)}?view=card`);
  return markFetchedHere({
    ...reply,
    relatedProducts: cards(reply.relatedProducts),
    diffProducts: cards(reply.diffProducts),
    sameBlueprintProducts: cards(reply.sameBlueprintProducts),
  });
}

export interface Blueprint {
  id: number;
  title: string;
  images: string[];
  requestStatus: 'pending' | null;
  /** The product made on this blueprint; the card's title opens it. */
  product: { productId: string; category: string; title: string } | null;
}

export async function fetchBlueprints(page: number, designId: string) {
  const reply = await apiGet<Blueprint[]>(`/api/${printProvider()}/blueprints?page=${page}&designId=${encodeURIComponent(designId)}`);
  return { data: reply.data, pagination: reply.pagination as Pagination };
}

export const requestBlueprint = (blueprintId: number, designId: string, userId: string) =>
  apiPost<unknown>(`/api/${printProvider()}/blueprints/request`, { blueprintId, designId, userId });

export async function fetchWishlist(page: number) {
  const reply = await apiGet<FavouritesCartEntry[]>(`/api/favourites-cart/${printProvider()}/items?page=${page}`);
  return { data: reply.data, pagination: reply.pagination as Pagination };
}

export type ToggleBody = Partial<FavouritesCartEntry> & { type: 'favorite' | 'cart'; product_id: string };

export const toggleEntry = (body: ToggleBody) => apiPost<FavouritesCartEntry>('/api/favourites-cart/add-remove', body);
