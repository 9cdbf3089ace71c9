import type { FavouritesCartEntry } from '@store/shared/types';
import type { Sql } from '../db/db.ts';
import { badRequest, notFound } from '../http/httpError.ts';
import { entryRowById, matchingEntryRow, ownerEntryRows, toEntry, wishlistRows } from './entries.ts';
import type { Owner } from './owner.ts';

/** Every entry of an owner (both types), oldest first: the favouritesCart of listing replies. */
export async function entriesOf(sql: Sql, owner: Owner | null, provider: string): Promise<FavouritesCartEntry[]> {
  if (!owner) return [];
  const rows = await ownerEntryRows(sql, owner);
  return rows.map((r) => toEntry(r, owner.uid, provider));
}

/** One page of the owner's wishlist (newest first). */
export async function wishlistPage(sql: Sql, owner: Owner, provider: string, page: number, pageSize: number) {
  const rows = await wishlistRows(sql, owner, pageSize, (page - 1) * pageSize);
  const [{ total }] = await sql.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM favourites_cart WHERE ${owner.column} = $1 AND type = 'favorite'`,
    [owner.value],
  );
  return { items: rows.map((r) => toEntry(r, owner.uid, provider)), total };
}

/** What a toggle may say about the entry: the spec's entry fields a shopper chooses. */
export type ToggleInput = Pick<FavouritesCartEntry, 'type' | 'product_id' | 'variant_id' | 'color' | 'sizes' | 'size_id' | 'color_id' | 'quantity'>;

/**
 * One call toggles an entry: an existing (owner, type, product, variant) row is removed, else one
 * is added. Title, price, image and category come from the catalogue, never from the body.
 */
export async function toggleEntry(sql: Sql, owner: Owner, input: ToggleInput, provider: string) {
  const variantId = input.type === 'favorite' ? null : (input.variant_id ?? null);
  const [product] = await sql.query<{ category: string; variants: { id: number }[] }>(
    'SELECT category, variants FROM products WHERE id = $1 AND NOT hidden',
    [input.product_id],
  );
  if (!product) throw notFound('Product not found.');
  if (variantId !== null && !product.variants.some((v) => v.id === variantId)) throw badRequest('Invalid variant_id: not a variant of this product.');

  const existing = await matchingEntryRow(sql, owner, input.type, input.product_id, variantId);
  if (existing) {
    await sql.query('DELETE FROM favourites_cart WHERE id = $1', [existing.id]);
    return { added: false, entry: toEntry(existing, owner.uid, provider) };
  }
  const [inserted] = await sql.query<{ id: number }>(
    `INSERT INTO favourites_cart (${owner.column}, type, product_id, category, variant_id, color, sizes, size_id, color_id, quantity)
     VALUES ($1, $2, $3, $5, $4, $6, $7, $8, $9, $10)
     ON CONFLICT DO NOTHING RETURNING id::int AS id`,
    [owner.value, input.type, input.product_id, variantId, product.category, input.color ?? null, input.sizes ?? null, input.size_id ?? null, input.color_id ?? null, input.quantity ?? 1],
  );
  // A concurrent identical toggle won the insert: report the row that exists.
  const row = inserted ? await entryRowById(sql, inserted.id) : await matchingEntryRow(sql, owner, input.type, input.product_id, variantId);
  if (!row) throw notFound('Product not found.');
  return { added: true, entry: toEntry(row, owner.uid, provider) };
}
