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
