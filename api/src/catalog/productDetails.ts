import type { ProductDetail } from '@store/shared/types';
import type { Sql } from '../db/db.ts';
import { listItemColumns, type ListItemRow } from './productQueries.ts';

const ROW_SIZE = 10;

export async function findProduct(sql: Sql, id: string): Promise<(ProductDetail & { in_stock: boolean; price_cents: number; image: string }) | null> {
  const [row] = await sql.query<ProductDetail & { in_stock: boolean; price_cents: number; image: string }>(
    `SELECT id, title, description, category, tags, images, options, variants, blueprint_id, in_stock, price_cents, image
       FROM products WHERE id = $1`,
    [id],
  );
  return row ?? null;
}

/**
 * The three rows under a product: same category, other categories, same blueprint. Rows start at a
 * position derived from the product id so neighbouring pages do not all show the same cards.
 */
export async function productRows(sql: Sql, product: { id: string; category: string; blueprint_id?: number | null }) {
  const seed = [...product.id].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 1000, 7);
  const [relatedProducts, diffProducts, sameBlueprintProducts] = await Promise.all([
    sql.query<ListItemRow>(
      `SELECT ${listItemColumns} FROM products p WHERE p.category = $1 AND p.id <> $2
        ORDER BY p.provider_rank LIMIT ${ROW_SIZE} OFFSET (SELECT $3::int % greatest(count(*) - ${ROW_SIZE}, 1) FROM products WHERE category = $1)`,
      [product.category, product.id, seed],
    ),
    sql.query<ListItemRow>(
      `SELECT ${listItemColumns} FROM listing_items li JOIN products p ON p.id = li.product_id
        WHERE li.listing = 'shop-products' AND p.category <> $1 AND li.position > $2 ORDER BY li.position LIMIT ${ROW_SIZE}`,
      [product.category, seed],
    ),
    sql.query<ListItemRow>(
      `SELECT ${listItemColumns} FROM products p WHERE p.blueprint_id = $1 AND p.id <> $2 ORDER BY p.provider_rank DESC LIMIT ${ROW_SIZE}`,
      [product.blueprint_id ?? -1, product.id],
    ),
  ]);
  return { relatedProducts, diffProducts, sameBlueprintProducts };
}
