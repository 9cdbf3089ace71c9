import { centsToDollars, shownReferencePrice } from '@store/shared/rules';
import type { EntryType, FavouritesCartEntry, ProductImage, ProviderDetails, Variant } from '@store/shared/types';

export type { ProviderDetails };
import type { Sql } from '../db/db.ts';
import { referencePriceColumns } from '../catalog/referencePrices.ts';
import type { Owner } from './owner.ts';

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
  /** both null unless the owner's compare-at price is above the product's price (issue 40) */
  compareAtCents: number | null;
  lowest30dCents: number | null;
}

// int8 ids arrive as JS numbers from both drivers (pg type parser in db/postgres.ts; PGlite when safe).
const entrySelect = `SELECT fc.id, fc.type, fc.product_id, fc.category, fc.variant_id, fc.color, fc.sizes, fc.size_id, fc.color_id,
       fc.quantity, p.title, p.image, p.price_cents, p.images, p.variants, ${referencePriceColumns}
  FROM favourites_cart fc JOIN products p ON p.id = fc.product_id`;

// `owner.column` is one of two fixed names (owner.ts), set from the verified caller, never from input.

/** Every entry of an owner (both types), by id. */
export function ownerEntryRows(sql: Sql, owner: Owner): Promise<EntryRow[]> {
  return sql.query<EntryRow>(`${entrySelect} WHERE fc.${owner.column} = $1 ORDER BY fc.id`, [owner.value]);
}

/** A user's entries in the order they were added (a merged guest row keeps its own time). */
export function userEntryRows(sql: Sql, userId: string): Promise<EntryRow[]> {
  return sql.query<EntryRow>(`${entrySelect} WHERE fc.user_id = $1 ORDER BY fc.created_at, fc.id`, [userId]);
}

/** The owner's entry of this type, product and variant, if any. */
export async function matchingEntryRow(sql: Sql, owner: Owner, type: EntryType, productId: string, variantId: number | null): Promise<EntryRow | undefined> {
  const rows = await sql.query<EntryRow>(
    `${entrySelect} WHERE fc.${owner.column} = $1 AND fc.type = $2 AND fc.product_id = $3 AND coalesce(fc.variant_id, 0) = coalesce($4::bigint, 0)`,
    [owner.value, type, productId, variantId],
  );
  return rows[0];
}

/** One page of the owner's wishlist, newest first. */
export function wishlistRows(sql: Sql, owner: Owner, limit: number, offset: number): Promise<EntryRow[]> {
  return sql.query<EntryRow>(`${entrySelect} WHERE fc.${owner.column} = $1 AND fc.type = 'favorite' ORDER BY fc.id DESC LIMIT $2 OFFSET $3`, [owner.value, limit, offset]);
}

/** The owner's cart rows, oldest first (at most 200). */
export function cartRows(sql: Sql, owner: Owner): Promise<EntryRow[]> {
  return sql.query<EntryRow>(`${entrySelect} WHERE fc.type = 'cart' AND fc.${owner.column} = $1 ORDER BY fc.created_at, fc.id LIMIT 200`, [owner.value]);
}

export async function entryRowById(sql: Sql, id: number): Promise<EntryRow | undefined> {
  return (await sql.query<EntryRow>(`${entrySelect} WHERE fc.id = $1`, [id]))[0];
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
  const shownCents = variantOf(row)?.price ?? row.price_cents;
  const entry: FavouritesCartEntry = {
    id: row.id,
    uid,
    category: row.category,
    product_id: row.product_id,
    default_image: view.image ?? row.image,
    productTitle: row.title,
    productPrice: centsToDollars(shownCents),
    variant_id: row.variant_id,
    color: row.color,
    sizes: row.sizes,
    size_id: row.size_id,
    color_id: row.color_id,
    quantity: row.quantity,
    type: row.type,
  };
  // The wishlist shows the owner's compare-at price (and the 30-day lowest) only where it stands beside that price.
  const reference = row.type === 'favorite' ? shownReferencePrice(shownCents, row, row.price_cents) : null;
  if (reference) Object.assign(entry, { compareAtCents: reference.struckCents, lowest30dCents: reference.lowest30dCents });
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
