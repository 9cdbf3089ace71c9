import type { CardProduct, ProductDetail } from '@store/shared/types';
import { hasSizeGuide, type SizeGuide } from '@store/shared/rules';
import sanitizeHtml from 'sanitize-html';
import type { Sql } from '../db/db.ts';
import { listItemColumns, type ListItemRow } from './productQueries.ts';
import type { CatalogCache } from './catalogCache.ts';
import { cardsByIds } from './cardRows.ts';
import { productReferencePrice } from './referencePrices.ts';
import { cachedPickIndex, picksFrom, pickSeed, ROW_SIZE, type RowPicks } from './pickIndex.ts';

type ProductRow = ProductDetail & { in_stock: boolean; price_cents: number; compare_at_cents: number | null; image: string };

export async function findProduct(sql: Sql, id: string): Promise<ProductRow | null> {
  const [row] = await sql.query<ProductRow>(
    `SELECT id, title, description, category, tags, images, options, variants, blueprint_id, in_stock, price_cents, compare_at_cents, image
       FROM products WHERE id = $1 AND NOT hidden`,
    [id],
  );
  return row ?? null;
}

/** The size guide of the product's blueprint, when the catalogue has one (apparel). */
export async function sizeGuideOf(sql: Sql, blueprintId: number | null | undefined): Promise<SizeGuide | null> {
  if (blueprintId == null) return null;
  const [row] = await sql.query<{ size_guide: SizeGuide | string | null }>('SELECT size_guide FROM blueprints WHERE id = $1', [blueprintId]);
  const guide = typeof row?.size_guide === 'string' ? (JSON.parse(row.size_guide) as SizeGuide) : (row?.size_guide ?? null);
  return hasSizeGuide(guide) ? guide : null;
}

/**
 * The three rows under a product, in page order: same blueprint, same category, other categories.
 * Each row excludes the product and every card an earlier row already shows, so no product repeats
 * across rows on one page. Rows start at a position derived from the product id so neighbouring
 * pages do not all show the same cards.
 *
 * Each row picks its ids from narrow columns (#24): picking with the card columns read every
 * candidate's variants (~2.5 KB each) before the sort and the limit — 1,500 rows for the last row
 * (EXPLAIN ANALYZE), most of a product's cost. The cards are read afterwards, per view.
 */
export async function pickRows(sql: Sql, product: { id: string; category: string; blueprint_id?: number | null }): Promise<RowPicks> {
  const seed = pickSeed(product.id);
  const shown = [product.id];
  const ids = async (text: string, params: unknown[]) => {
    const picked = (await sql.query<{ id: string }>(text, params)).map((r) => r.id);
    shown.push(...picked);
    return picked;
  };
  const sameBlueprint = await ids(
    `SELECT p.id FROM products p WHERE p.blueprint_id = $1 AND p.id <> ALL($2::text[]) AND NOT p.hidden
      ORDER BY p.provider_rank DESC LIMIT ${ROW_SIZE}`,
    [product.blueprint_id ?? -1, shown],
  );
  const related = await ids(
    `SELECT p.id FROM products p WHERE p.category = $1 AND p.id <> ALL($2::text[]) AND NOT p.hidden
      ORDER BY p.provider_rank LIMIT ${ROW_SIZE}
      OFFSET (SELECT $3::int % greatest(count(*) - ${ROW_SIZE}, 1) FROM products WHERE category = $1 AND id <> ALL($2::text[]) AND NOT hidden)`,
    [product.category, shown, seed],
  );
  const diff = await ids(
    `SELECT p.id FROM listing_items li JOIN products p ON p.id = li.product_id
      WHERE li.listing = 'shop-products' AND p.category <> $1 AND p.id <> ALL($3::text[]) AND li.position > $2
      ORDER BY li.position LIMIT ${ROW_SIZE}`,
    [product.category, seed, shown],
  );
  return { related, diff, sameBlueprint };
}

/**
 * The rows' items: whole list items (the spec's reply) or cards (`view=card`), read without the
 * variants no card shows — 30 × ~2.5 KB of JSON the database no longer reads and sends for a
 * product page's render (#24 cold crawl). Cards come from the catalogue's per-card cache.
 */
export async function productRows(catalog: CatalogCache, sql: Sql, picks: RowPicks, view: 'full' | 'card') {
  const wanted = [...picks.sameBlueprint, ...picks.related, ...picks.diff];
  const byId: Map<string, ListItemRow | CardProduct> =
    view === 'card'
      ? await cardsByIds(catalog, sql, wanted)
      : new Map((await sql.query<ListItemRow>(`SELECT ${listItemColumns} FROM products p WHERE p.id = ANY($1::text[])`, [wanted])).map((r) => [r.id, r]));
  const row = (picked: string[]) => picked.flatMap((id) => byId.get(id) ?? []);
  return { relatedProducts: row(picks.related), diffProducts: row(picks.diff), sameBlueprintProducts: row(picks.sameBlueprint) };
}

/** A product's detail reply (spec §3) without the shopper's part and its rows' cards, or null for an unknown product. */
async function productDetail(catalog: CatalogCache, sql: Sql, productId: string) {
  const product = await findProduct(sql, productId);
  if (!product) return null;
  // one guide per blueprint, shared by its products (a product page read it every time, #24)
  const guide = product.blueprint_id == null ? null : catalog.read(`size-guide:${product.blueprint_id}`, () => sizeGuideOf(sql, product.blueprint_id));
  // picked in memory from the catalogue's index while the cache keeps it: three queries fewer per
  // product (#24 cold crawl); the same rows as the queries (api/test/pickIndex.test.ts)
  const index = cachedPickIndex(catalog, sql);
  const [picks, sizeGuide, reference] = await Promise.all([index ? index.then((i) => picksFrom(i, product)) : pickRows(sql, product), guide, productReferencePrice(sql, product)]);
  const { in_stock: _s, price_cents: _p, compare_at_cents: _c, image: _i, ...data } = product;
  // The page renders the description as HTML: whatever the provider sent, only safe markup leaves here.
  return { data: { ...data, description: sanitizeHtml(data.description), ...reference }, picks, sizeGuide };
}

/**
 * The detail through the catalogue's read cache: the product page's status check and its render's
 * API call share one load (and an unknown id is looked up once, then answered from memory).
 */
export function cachedProductDetail(catalog: CatalogCache, sql: Sql, productId: string) {
  return catalog.read(`product:${productId}`, () => productDetail(catalog, sql, productId));
}

/**
 * The three rows and the size guide, as the reply places them after `data`, cached per product and
 * view: the same object for every request, so its JSON is made once.
 */
export function cachedProductRows(catalog: CatalogCache, sql: Sql, productId: string, detail: { picks: RowPicks; sizeGuide: SizeGuide | null }, view: 'full' | 'card') {
  return catalog.read(`product-rows:${view}:${productId}`, async () => ({ ...(await productRows(catalog, sql, detail.picks, view)), sizeGuide: detail.sizeGuide }));
}
