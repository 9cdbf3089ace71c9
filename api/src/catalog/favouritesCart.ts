import type { EntryType, FavouritesCartEntry } from '@store/shared/types';
import type { Sql } from '../db/db.ts';
import { badRequest, notFound } from '../http/httpError.ts';
import { selectEntries, toEntry } from '../favourites/entries.ts';
import type { Owner } from '../favourites/owner.ts';

/** Every entry of an owner (both types), oldest first: the favouritesCart of listing replies. */
export async function entriesOf(sql: Sql, owner: Owner | null, provider: string): Promise<FavouritesCartEntry[]> {
  if (!owner) return [];
  const rows = await selectEntries(sql, `WHERE fc.${owner.column} = $1 ORDER BY fc.id`, [owner.value]);
  return rows.map((r) => toEntry(r, owner.uid, provider));
}

/** One page of the owner's wishlist (newest first). */
export async function wishlistPage(sql: Sql, owner: Owner, provider: string, page: number, pageSize: number) {
  const rows = await selectEntries(
    sql,
    `WHERE fc.${owner.column} = $1 AND fc.type = 'favorite' ORDER BY fc.id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
    [owner.value],
  );
  const [{ total }] = await sql.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM favourites_cart WHERE ${owner.column} = $1 AND type = 'favorite'`,
    [owner.value],
  );
  return { items: rows.map((r) => toEntry(r, owner.uid, provider)), total };
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
  const [existing] = await selectEntries(sql, `WHERE fc.id = (SELECT id FROM favourites_cart WHERE ${match})`, params);
  if (existing) {
    await sql.query('DELETE FROM favourites_cart WHERE id = $1', [existing.id]);
    return { added: false, entry: toEntry(existing, owner.uid, provider) };
  }
  const [inserted] = await sql.query<{ id: number }>(
    `INSERT INTO favourites_cart (${owner.column}, type, product_id, category, variant_id, color, sizes, size_id, color_id, quantity)
     VALUES ($1, $2, $3, $5, $4, $6, $7, $8, $9, $10)
     ON CONFLICT DO NOTHING RETURNING id::int AS id`,
    [...params, product.category, input.color ?? null, input.sizes ?? null, input.size_id ?? null, input.color_id ?? null, input.quantity ?? 1],
  );
  // A concurrent identical toggle won the insert: report the row that exists.
  const id = inserted?.id ?? (await sql.query<{ id: number }>(`SELECT id::int AS id FROM favourites_cart WHERE ${match}`, params))[0]?.id;
  const [row] = await selectEntries(sql, 'WHERE fc.id = $1', [id]);
  return { added: true, entry: toEntry(row, owner.uid, provider) };
}
