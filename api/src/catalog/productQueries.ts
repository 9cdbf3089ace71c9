import type { ProductListItem } from '@store/shared/types';
import type { Sql } from '../db/db.ts';
import { referencePriceColumns } from './referencePrices.ts';

/** Columns a card needs, in the list-item shape of spec §3 (options as JSON text), with the reference price (issue 40). */
export const listItemColumns = `p.id, p.id AS "productId", p.title, p.category, p.image, p.price_cents AS price,
  p.options::text AS options, p.variants, ${referencePriceColumns}`;

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

export interface ListingFilters {
  minPrice?: number;
  maxPrice?: number;
  color?: string;
  size?: string;
}

export const hasFilters = (f: ListingFilters) =>
  f.minPrice !== undefined || f.maxPrice !== undefined || Boolean(f.color) || Boolean(f.size);

/**
 * A filtered page of a listing. Filters cut the dense positions, so this one reads in listing
 * order with OFFSET; it is the sidebar's path, the plain listing keeps the range scan above.
 */
export async function filteredListingPage(sql: Sql, listing: string, filters: ListingFilters, page: number, pageSize: number) {
  const where = ['li.listing = $1'];
  const params: unknown[] = [listing];
  const add = (clause: string, value: unknown) => {
    params.push(value);
    where.push(clause.replace('?', `$${params.length}`));
  };
  if (filters.minPrice !== undefined) add('p.price_cents >= ?', filters.minPrice);
  if (filters.maxPrice !== undefined) add('p.price_cents <= ?', filters.maxPrice);
  if (filters.color) add('lower(?) = ANY (SELECT lower(c) FROM unnest(p.colors) c)', filters.color);
  if (filters.size) add('lower(?) = ANY (SELECT lower(s) FROM unnest(p.sizes) s)', filters.size);
  const from = `FROM listing_items li JOIN products p ON p.id = li.product_id WHERE ${where.join(' AND ')}`;
  const items = await sql.query<ListItemRow>(
    `SELECT ${listItemColumns} ${from} ORDER BY li.position LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
    params,
  );
  const [{ total }] = await sql.query<{ total: number }>(`SELECT count(*)::int AS total ${from}`, params);
  return { items, total };
}

export interface ListingFacets {
  colors: string[];
  sizes: string[];
  minPrice: number;
  maxPrice: number;
}

/** What the filter sidebar can offer for a listing: its colours, sizes and price bounds (cents). */
export async function listingFacets(sql: Sql, listing: string): Promise<ListingFacets> {
  const [row] = await sql.query<{ colors: string[] | null; sizes: string[] | null; min: number | null; max: number | null }>(
    `SELECT (SELECT array_agg(DISTINCT c ORDER BY c) FROM listing_items li JOIN products p ON p.id = li.product_id, unnest(p.colors) c
              WHERE li.listing = $1) AS colors,
            (SELECT array_agg(DISTINCT s) FROM listing_items li JOIN products p ON p.id = li.product_id, unnest(p.sizes) s
              WHERE li.listing = $1) AS sizes,
            min(p.price_cents)::int AS min, max(p.price_cents)::int AS max
       FROM listing_items li JOIN products p ON p.id = li.product_id WHERE li.listing = $1`,
    [listing],
  );
  return { colors: row?.colors ?? [], sizes: row?.sizes ?? [], minPrice: row?.min ?? 0, maxPrice: row?.max ?? 0 };
}

/** Products counted per statement (productCount). */
const COUNT_PAGE = 5_000;

/** How many products the catalogue holds (the health check's proof that the database answers). */
export async function productCount(sql: Sql, pageSize = COUNT_PAGE): Promise<number> {
  // a page of ids a statement: the whole table in one held the embedded database 0.25–0.7 s at 100k,
  // 10,000 ids up to 0.29 s on a loaded machine (#42)
  let total = 0;
  for (let after = ''; ; ) {
    const [page] = await sql.query<{ n: number; last: string | null }>(
      'SELECT count(*)::int AS n, max(id) AS last FROM (SELECT id FROM products WHERE id > $1 ORDER BY id LIMIT $2) b',
      [after, pageSize],
    );
    total += page?.n ?? 0;
    if (!page?.last || page.n < pageSize) return total;
    after = page.last;
  }
}
