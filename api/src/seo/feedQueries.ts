import type { ProductImage, ProductOption, Variant } from '@store/shared/types';
import type { Sql } from '../db/db.ts';

export interface FeedProductRow {
  id: string;
  title: string;
  description: string;
  category: string;
  image: string;
  images: ProductImage[];
  options: ProductOption[];
  variants: Variant[];
  in_stock: boolean;
}

/** One keyset page of visible products after `afterId` (from the first when null), in id order. */
export async function feedProductRows(sql: Sql, afterId: string | null, limit: number): Promise<FeedProductRow[]> {
  return sql.query<FeedProductRow>(
    `SELECT id, title, description, category, image, images, options, variants, in_stock
       FROM products WHERE NOT hidden ${afterId === null ? '' : 'AND id > $2'} ORDER BY id LIMIT $1`,
    afterId === null ? [limit] : [limit, afterId],
  );
}

export interface CatalogueRevision {
  /** changes whenever a product is added, removed or changed through the store (each sets updated_at) */
  key: string;
  /** the newest product change (hidden ones too: hiding one changes the files), for Last-Modified */
  newest: Date | null;
}

/** What the feed and the product sitemap files are built from, summed up in one pass. */
export async function catalogueRevision(sql: Sql): Promise<CatalogueRevision> {
  // the text keeps PostgreSQL's microseconds (a Date keeps milliseconds); the Date is for the header
  const [row] = await sql.query<{ n: number; newest: string | null; newest_at: Date | string | null }>(
    'SELECT count(*)::int AS n, max(updated_at)::text AS newest, max(updated_at) AS newest_at FROM products');
  const newest = row?.newest_at ? new Date(row.newest_at) : null;
  return { key: `${row?.n ?? 0} ${row?.newest ?? ''}`, newest };
}
