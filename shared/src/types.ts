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
  /** 'admin' for the store owner (issue #15): shows the back-office link; the server checks it again */
  role?: 'customer' | 'admin';
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

/**
 * The owner's compare-at price and the lowest price of the last 30 days, in cents, sent beside a price
 * only while the compare-at price is higher than it (issue 40: never a price derived from the current one).
 */
export interface ReferencePrices {
  compareAtCents?: number | null;
  lowest30dCents?: number | null;
}

/** A product as listed (cards). `price` is cents; `options` is JSON text as in spec §3. */
export interface ProductListItem extends ReferencePrices {
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
export type CardProduct = Omit<ProductListItem, 'options' | 'variants'> & {
  sizes: string[];
  moreSizes: boolean;
};

export interface ProductDetail extends ReferencePrices {
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
export interface FavouritesCartEntry extends ReferencePrices {
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

/** One line of an order (spec §3), money in cents. */
export interface OrderItem {
  id: number;
  productId: string;
  variant_id: number;
  productImage: string;
  productTitle: string;
  color: string | null;
  size: string | null;
  sku: string;
  variantLabel: string;
  quantity: number;
  price: number;
  totalPrice: number;
}

/** What the print partner says of an order: its status and the tracking link, once it has one. */
export interface PartnerDetails {
  status?: string | null;
  connect?: { url?: string | null };
}

/** An order as the API returns it (spec §3), money in cents, the same view for checkout and My Orders. */
export interface OrderFields {
  orderId: number;
  id: number;
  createdAt: string;
  status: string;
  paymentStatus: string;
  paymentMethod: string;
  paymentId: string | null;
  shippingOption: string;
  subtotal: number;
  shippingCost: number;
  tax: number;
  /** the rate that applied, as the shopper reads it ('CA 7.25 %'); null before tax is computed or where none applies */
  taxLabel: string | null;
  /** the discount code applied when the order was placed (issue #41); null/absent without one */
  discountCode?: string | null;
  /** cents the code took off the goods; 0/absent without one */
  discount?: number;
  /** goods less discount, plus shipping (before tax) */
  totalAmount: number;
  chargeableAmount: number;
  /** the shipping address, JSON text */
  address: string;
  orderItems: OrderItem[];
}

/** The order plus `{provider}Details` (null until the partner has the order), named after the active provider. */
export type Order = OrderFields & { [providerDetails: `${string}Details`]: PartnerDetails | null };

/** Order details as spec §3: line items with quantity and metadata. */
export interface OrderDetails {
  id: number;
  status: string;
  line_items: { product_id?: string; variant_id?: number; quantity: number; status: string; metadata: { title: string; variant_label: string; sku: string; price: number } }[];
}

export interface ShipmentEvent {
  status: 'in-production' | 'shipped' | 'in-transit' | 'delivered';
  at: string;
  description: string;
}

/** An order's tracking: null shipment until the print partner ships it. */
export interface OrderShipment {
  orderId: number;
  /** canceled for an order the store canceled, else the print partner's status */
  status: string;
  /** refunded or voided: the money went back */
  paymentStatus: string;
  shipment: { carrier: string; trackingNumber: string; trackingUrl: string | null; events: ShipmentEvent[] } | null;
}

/** A cart row's `{provider}Details`: the product as the print provider names it (spec §3, §7). */
export interface ProviderDetails {
  title: string;
  images: { src: string }[];
  variants: { id: number; title: string }[];
}

/** What a page's <head> says, resolved (full title, absolute URLs): the browser and the server write the same. */
export interface PageHead {
  title: string;
  description?: string;
  canonical?: string;
  image?: string;
  type: 'website' | 'product';
  /** JSON text */
  jsonLd?: string;
}

export type * from './adminTypes.ts';
export type * from './ownerToolTypes.ts';

/** One query a page needs before it can render: the same key and function its `useQuery` uses. */
export interface PageQuery {
  queryKey: readonly unknown[];
  queryFn: () => Promise<unknown>;
}

/**
 * A page's data needs for the server render, exported by the page module beside its component
 * (`export const serverQueries`): the server fetches them first and renders the page once, instead
 * of a first render only to discover its queries (#24). Anything the page asks for beyond them is
 * still found and fetched (a second pass), so a missing entry costs time, never correctness.
 */
export type ServerQueries = (route: { params: Readonly<Record<string, string>>; search: URLSearchParams }) => PageQuery[];
