import type { Sql } from '../db/db.ts';
import type { CatalogCache } from './catalogCache.ts';

/** The three rows under a product, as ids in page order. */
export interface RowPicks {
  related: string[];
  diff: string[];
  sameBlueprint: string[];
}

export const ROW_SIZE = 10;

/**
 * What the rows under a product are picked from, for the whole catalogue: the visible products of
 * each blueprint (highest provider rank first) and of each category (lowest first), and the
 * all-products listing in its order. Plain JSON, so the catalogue cache's shared tier can hold it.
 */
export interface PickIndex {
  byBlueprint: Record<string, string[]>;
  byCategory: Record<string, string[]>;
  /** the `shop-products` listing: [id, category, position], by position */
  shop: [string, string, number][];
}

/**
 * Rows read per statement. The whole catalogue in one statement held the embedded database's one
 * connection 2 s at 100k products (twice: products, then the listing), with every shopper's query
 * and write waiting behind it (#42); a page of 2,000 is tens of milliseconds.
 */
const PAGE = 2_000;

export async function loadPickIndex(sql: Sql, opts: { page?: number } = {}): Promise<PickIndex> {
  const page = opts.page ?? PAGE;
  const products: { id: string; category: string; blueprint_id: number | null; provider_rank: number }[] = [];
  for (let after: [number, string] = [-2147483648, '']; ; ) {
    const rows = await sql.query<{ id: string; category: string; blueprint_id: number | null; provider_rank: number }>(
      'SELECT id, category, blueprint_id, provider_rank FROM products WHERE (provider_rank, id) > ($1, $2) AND NOT hidden ORDER BY provider_rank, id LIMIT $3',
      [...after, page],
    );
    products.push(...rows);
    if (rows.length < page) break;
    after = [rows[rows.length - 1]!.provider_rank, rows[rows.length - 1]!.id];
  }
  const shop: { id: string; category: string; position: number }[] = [];
  for (let after = 0; ; ) {
    const rows = await sql.query<{ id: string; category: string; position: number }>(
      `SELECT p.id, p.category, li.position FROM listing_items li JOIN products p ON p.id = li.product_id
        WHERE li.listing = 'shop-products' AND li.position > $1 ORDER BY li.position LIMIT $2`,
      [after, page],
    );
    shop.push(...rows);
    if (rows.length < page) break;
    after = rows[rows.length - 1]!.position;
  }
  // without a prototype: a category named `constructor` or `__proto__` is a key like any other
  const byBlueprint: Record<string, string[]> = Object.create(null);
  const byCategory: Record<string, string[]> = Object.create(null);
  for (const p of products) {
    (byCategory[p.category] ??= []).push(p.id);
    if (p.blueprint_id != null) (byBlueprint[p.blueprint_id] ??= []).push(p.id);
  }
  for (const ids of Object.values(byBlueprint)) ids.reverse();
  return { byBlueprint, byCategory, shop: shop.map((r) => [r.id, r.category, r.position]) };
}

/** The product's position-derived start, so neighbouring pages do not all show the same cards. */
export function pickSeed(productId: string): number {
  return [...productId].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 1000, 7);
}

/**
 * The rows under a product, picked from the index exactly as `pickRows` picks them with SQL: same
 * blueprint (by rank, highest first), same category (by rank, from a seed-derived offset), then
 * other categories from the all-products listing after the seed's position. No id repeats.
 */
export function picksFrom(index: PickIndex, product: { id: string; category: string; blueprint_id?: number | null }): RowPicks {
  const seed = pickSeed(product.id);
  const shown = new Set([product.id]);
  const take = (ids: Iterable<string>, n = ROW_SIZE) => {
    const picked: string[] = [];
    for (const id of ids) {
      if (picked.length >= n) break;
      if (!shown.has(id)) picked.push(id);
    }
    return picked;
  };
  const sameBlueprint = product.blueprint_id == null ? [] : take(index.byBlueprint[product.blueprint_id] ?? []);
  for (const id of sameBlueprint) shown.add(id);
  const inCategory = (index.byCategory[product.category] ?? []).filter((id) => !shown.has(id));
  const offset = seed % Math.max(inCategory.length - ROW_SIZE, 1);
  const related = inCategory.slice(offset, offset + ROW_SIZE);
  for (const id of related) shown.add(id);
  const diff: string[] = [];
  for (let i = firstAfter(index.shop, seed); i < index.shop.length && diff.length < ROW_SIZE; i++) {
    const [id, category] = index.shop[i]!;
    if (category !== product.category && !shown.has(id)) diff.push(id);
  }
  return { related, diff, sameBlueprint };
}

/** The first entry of the listing (in position order) whose position is past `position`. */
function firstAfter(shop: PickIndex['shop'], position: number): number {
  let lo = 0;
  let hi = shop.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (shop[mid]![2] > position) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** The index, once per catalogue while its cache keeps it; null when the cache is off (the queries pick instead). */
export function cachedPickIndex(catalog: CatalogCache, sql: Sql): Promise<PickIndex> | null {
  return catalog.keeps ? catalog.read('pick-index', () => loadPickIndex(sql), { shared: false }) : null;
}
