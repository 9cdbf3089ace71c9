import type { ProductListItem } from '@store/shared/types';
import type { Sql } from '../db/db.ts';

/** Columns a card needs, in the list-item shape of spec §3 (options as JSON text). */
export const listItemColumns = `p.id, p.id AS "productId", p.title, p.category, p.image, p.price_cents AS price,
  p.options::text AS options, p.variants`;

export type ListItemRow = ProductListItem;

/** One page of a precomputed listing: a range scan on (listing, position), same cost at any page. */
export async function listingPage(sql: Sql, listing: string, page: number, pageSize: number) {
  const from = (page - 1) * pageSize + 1;
  const items = await sql.query<ListItemRow>(
    `SELECT ${listItemColumns}
       FROM listing_items li JOIN products p ON p.id = li.product_id
      WHERE li.listing = $1 AND li.position BETWEEN $2 AND $3
      ORDER BY li.position`,
    [listing, from, from + pageSize - 1],
  );
  const [{ total }] = await sql.query<{ total: number }>(
    'SELECT coalesce(max(position), 0)::int AS total FROM listing_items WHERE listing = $1',
    [listing],
  );
  return { items, total };
}

export function paginationOf(page: number, total: number, pageSize: number) {
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  return { currentPage: page, totalPages, hasPrevPage: page > 1, hasNextPage: page < totalPages };
}
