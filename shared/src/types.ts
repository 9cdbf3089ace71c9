// Shapes of spec §3, as the pages read them.
export interface Envelope<T> {
  success: boolean;
  message: string;
  data: T;
}

export interface Pagination {
  currentPage: number;
  totalPages: number;
  hasPrevPage?: boolean;
  hasNextPage?: boolean;
}

export interface User {
  id: string;
  fName: string;
  lName: string;
  email: string;
  phone?: string | null;
  address?: string | null;
  country?: string | null;
  region?: string | null;
  city?: string | null;
  zip?: string | null;
  created_at?: string;
}

export interface OptionValue {
  id: number;
  title: string;
  colors?: string[];
}

export interface ProductOption {
  type: string;
  name: string;
  values: OptionValue[];
}

export interface Variant {
  id: number;
  title: string;
  price: number;
  options: number[];
  is_available: boolean;
  is_enabled: boolean;
  sku: string;
}

export interface ProductImage {
  src: string;
  variant_ids: number[];
  is_default?: boolean;
}

/** A product as listed (cards). `price` is cents; `options` is JSON text as in spec §3. */
export interface ProductListItem {
  id: string;
  productId: string;
  title: string;
  category: string;
  image: string;
  price: number;
  options: string;
  variants: Variant[];
}

/**
 * What a product card shows: a list item without its variants, its size chips already read from the
 * options. Pages keep these in their query cache (and so in the server-rendered page's state) rather
 * than whole list items, whose variants are ~90% of the bytes and which no card reads.
 */
export interface CardProduct {
  id: string;
  productId: string;
  title: string;
  category: string;
  image: string;
  price: number;
  sizes: string[];
  moreSizes: boolean;
}

export interface ProductDetail {
  id: string;
  title: string;
  description: string;
  category: string;
  tags: string[];
  images: ProductImage[];
  options: ProductOption[];
  variants: Variant[];
  blueprint_id?: number;
}

export type EntryType = 'favorite' | 'cart';

/** One favourites/cart entry (spec §3). productPrice is dollars with two decimals. */
export interface FavouritesCartEntry {
  id: string | number;
  uid: string;
  category: string;
  product_id: string;
  default_image: string;
  productTitle: string;
  productPrice: string;
  variant_id?: number | null;
  color?: string | null;
  sizes?: string | null;
  size_id?: number | null;
  color_id?: number | null;
  quantity?: number;
  type: EntryType;
  [providerDetails: string]: unknown;
}

export interface ListReply<T> extends Envelope<T[]> {
  pagination: Pagination;
  favouritesCart?: FavouritesCartEntry[];
}

export interface HomeData<P = ProductListItem> {
  tShirts: P[];
  mobileCovers: P[];
  mugs: P[];
  womensSkirtsDresses: P[];
  shoes: P[];
  favouritesCart: FavouritesCartEntry[];
}

export interface AuthData {
  accessToken: string;
  refreshToken: string;
  user: User;
  favouritesCart: FavouritesCartEntry[];
}

/** A blog card as /api/blogs lists it; `excerpt` is plain text. */
export interface BlogSummary {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  featured_image: string;
  createdAt: string;
}

/** A post as /api/blogs/slug/{slug} serves it (spec §3 Blog); `content` is HTML sanitised by the server. */
export interface BlogPost extends Omit<BlogSummary, 'excerpt'> {
  content: string;
  topic: string;
}

/** What the /test page shows of a print-provider product; price in cents. */
export interface ProviderProductCard {
  id: string;
  title: string;
  image: string | null;
  description: string;
  price: number | null;
}
