import { centsToDollars } from '@store/shared/rules';
import type { EntryType, FavouritesCartEntry, ProductImage, ProviderDetails, Variant } from '@store/shared/types';

export type { ProviderDetails };
import type { Sql } from '../db/db.ts';

/** A favourites_cart row with the product fields its spec §3 entry is built from. */
export interface EntryRow {
  id: number;
  type: EntryType;
  product_id: string;
  category: string;
  variant_id: number | null;
  color: string | null;
  sizes: string | null;
  size_id: number | null;
  color_id: number | null;
  quantity: number;
  title: string;
  image: string;
  price_cents: number;
  images: ProductImage[];
  variants: Variant[];
}

// int8 ids arrive as JS numbers from both drivers (pg type parser in db/postgres.ts; PGlite when safe).
const entrySelect = `SELECT fc.id, fc.type, fc.product_id, fc.category, fc.variant_id, fc.color, fc.sizes, fc.size_id, fc.color_id,
       fc.quantity, p.title, p.image, p.price_cents, p.images, p.variants
  FROM favourites_cart fc JOIN products p ON p.id = fc.product_id`;

/** Entry rows; `rest` is the caller's WHERE/ORDER BY/LIMIT on aliases fc (entry) and p (product). */
export function selectEntries(sql: Sql, rest: string, params: unknown[]): Promise<EntryRow[]> {
  return sql.query<EntryRow>(`${entrySelect} ${rest}`, params);
}

export function variantOf(row: EntryRow): Variant | undefined {
  return row.variant_id === null ? undefined : row.variants.find((v) => Number(v.id) === Number(row.variant_id));
}


/** The cart page reads its own image and trimmed details; listings and login send the defaults. */
export interface EntryView {
  image?: string;
  details?: ProviderDetails;
}

/** Spec §3 entry: productPrice in dollars (the chosen variant's price when there is one). */
export function toEntry(row: EntryRow, uid: string, provider: string, view: EntryView = {}): FavouritesCartEntry {
  const entry: FavouritesCartEntry = {
    id: row.id,
    uid,
    category: row.category,
    product_id: row.product_id,
    default_image: view.image ?? row.image,
    productTitle: row.title,
    productPrice: centsToDollars(variantOf(row)?.price ?? row.price_cents),
    variant_id: row.variant_id,
    color: row.color,
    sizes: row.sizes,
    size_id: row.size_id,
    color_id: row.color_id,
    quantity: row.quantity,
    type: row.type,
  };
  // A cart row carries the provider's details (title, images, variant titles) for the cart and checkout.
  if (row.type === 'cart') {
    entry[`${provider}Details`] = view.details ?? {
      title: row.title,
      images: row.images.map((i) => ({ src: i.src })),
      variants: row.variants.map((v) => ({ id: v.id, title: v.title })),
    };
  }
  return entry;
}
