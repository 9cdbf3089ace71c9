import { centsToDollars } from '@store/shared/rules';
import type { EntryType, FavouritesCartEntry } from '@store/shared/types';
import type { Sql } from '../db/db.ts';
import type { Caller } from '../http/caller.ts';
import { badRequest, notFound } from '../http/httpError.ts';

/** Who owns favourites/cart rows: a user (from the verified token) or a guest uid. */
export type Owner = { column: 'user_id' | 'guest_uid'; value: string; uid: string };

export function ownerOf(caller: Caller): Owner | null {
  if (caller.kind === 'user') return { column: 'user_id', value: caller.userId, uid: caller.userId };
  if (caller.kind === 'guest') return { column: 'guest_uid', value: caller.guestUid, uid: caller.guestUid };
  return null;
}

export function requireOwner(caller: Caller): Owner {
  const owner = ownerOf(caller);
  if (!owner) throw badRequest('A logged-in user or a guest id (X-Guest-Uid header) is required.');
  return owner;
}

interface EntryRow {
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
  variant_price: number | null;
  variant_title: string | null;
  images: { src: string }[];
  variants: { id: number; title: string }[];
}

const entrySelect = `SELECT fc.id::int AS id, fc.type, fc.product_id, fc.category, fc.variant_id::int AS variant_id, fc.color, fc.sizes,
       fc.size_id, fc.color_id, fc.quantity, p.title, p.image, p.price_cents,
       (SELECT (v->>'price')::int FROM jsonb_array_elements(p.variants) v WHERE (v->>'id')::bigint = fc.variant_id) AS variant_price,
       CASE WHEN fc.type = 'cart' THEN p.images END AS images,
       CASE WHEN fc.type = 'cart' THEN (SELECT jsonb_agg(jsonb_build_object('id', (v->>'id')::bigint, 'title', v->>'title'))
                                         FROM jsonb_array_elements(p.variants) v) END AS variants
  FROM favourites_cart fc JOIN products p ON p.id = fc.product_id`;

/** Spec §3 entry shape: productPrice in dollars (the variant's price when one is chosen). */
export function toEntry(row: EntryRow, owner: Owner, provider: string): FavouritesCartEntry {
  const entry: FavouritesCartEntry = {
    id: row.id,
    uid: owner.uid,
    category: row.category,
    product_id: row.product_id,
    default_image: row.image,
    productTitle: row.title,
    productPrice: centsToDollars(row.variant_price ?? row.price_cents),
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
    entry[`${provider}Details`] = {
      title: row.title,
      images: (row.images ?? []).map((i) => ({ src: i.src })),
      variants: row.variants ?? [],
    };
  }
  return entry;
}

/** Every entry of an owner (both types), oldest first: the favouritesCart of listing replies. */
export async function entriesOf(sql: Sql, owner: Owner | null, provider: string): Promise<FavouritesCartEntry[]> {
  if (!owner) return [];
  const rows = await sql.query<EntryRow>(`${entrySelect} WHERE fc.${owner.column} = $1 ORDER BY fc.id`, [owner.value]);
  return rows.map((r) => toEntry(r, owner, provider));
}

/** One page of the owner's wishlist (newest first). */
export async function wishlistPage(sql: Sql, owner: Owner, provider: string, page: number, pageSize: number) {
  const rows = await sql.query<EntryRow>(
    `${entrySelect} WHERE fc.${owner.column} = $1 AND fc.type = 'favorite' ORDER BY fc.id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
    [owner.value],
  );
  const [{ total }] = await sql.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM favourites_cart WHERE ${owner.column} = $1 AND type = 'favorite'`,
    [owner.value],
  );
  return { items: rows.map((r) => toEntry(r, owner, provider)), total };
}

export interface ToggleInput {
  type: EntryType;
  product_id: string;
  variant_id?: number | null;
  color?: string | null;
  sizes?: string | null;
  size_id?: number | null;
  color_id?: number | null;
  quantity?: number;
}

/**
 * One call toggles an entry: an existing (owner, type, product, variant) row is removed, else one
 * is added. Title, price, image and category come from the catalogue, never from the body.
 */
export async function toggleEntry(sql: Sql, owner: Owner, input: ToggleInput, provider: string) {
  const variantId = input.type === 'favorite' ? null : (input.variant_id ?? null);
  const [product] = await sql.query<{ category: string; variants: { id: number }[] }>(
    'SELECT category, variants FROM products WHERE id = $1',
    [input.product_id],
  );
  if (!product) throw notFound('Product not found.');
  if (variantId !== null && !product.variants.some((v) => v.id === variantId)) throw badRequest('Invalid variant_id: not a variant of this product.');

  const match = `${owner.column} = $1 AND type = $2 AND product_id = $3 AND coalesce(variant_id, 0) = coalesce($4::bigint, 0)`;
  const params = [owner.value, input.type, input.product_id, variantId];
  const [existing] = await sql.query<EntryRow>(`${entrySelect} WHERE fc.id = (SELECT id FROM favourites_cart WHERE ${match})`, params);
  if (existing) {
    await sql.query('DELETE FROM favourites_cart WHERE id = $1', [existing.id]);
    return { added: false, entry: toEntry(existing, owner, provider) };
  }
  const [inserted] = await sql.query<{ id: number }>(
    `INSERT INTO favourites_cart (${owner.column}, type, product_id, category, variant_id, color, sizes, size_id, color_id, quantity)
     VALUES ($1, $2, $3, $5, $4, $6, $7, $8, $9, $10)
     ON CONFLICT DO NOTHING RETURNING id::int AS id`,
    [...params, product.category, input.color ?? null, input.sizes ?? null, input.size_id ?? null, input.color_id ?? null, input.quantity ?? 1],
  );
  // A concurrent identical toggle won the insert: report the row that exists.
  const id = inserted?.id ?? (await sql.query<{ id: number }>(`SELECT id::int AS id FROM favourites_cart WHERE ${match}`, params))[0]?.id;
  const [row] = await sql.query<EntryRow>(`${entrySelect} WHERE fc.id = $1`, [id]);
  return { added: true, entry: toEntry(row, owner, provider) };
}
