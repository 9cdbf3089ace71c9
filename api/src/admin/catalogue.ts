import type { AdminProductRow, HomeSection } from '@store/shared/types';
import type { Deps } from '../deps.ts';
import type { Sql } from '../db/db.ts';
import { notFound } from '../http/httpError.ts';
import { catalogueChanged } from '../catalog/syncCatalogue.ts';
import { listingsChanged, rebuildListingsStaged } from '../catalog/listingsSwap.ts';
import { listItemColumns, type ListItemRow } from '../catalog/productQueries.ts';
import { audit } from '../db/auditLog.ts';
import { lowest30dColumn } from '../catalog/referencePrices.ts';

/** The home page's sections (spec §3 "Home data response") and the listing each shows by default. */
export const homeSections: Record<HomeSection, string> = {
  tShirts: 't-shirts',
  mobileCovers: 'phone-cases',
  mugs: 'mugs',
  womensSkirtsDresses: 'womens-skirts-dresses',
  shoes: 'mens-shoes and womens-shoes',
};
export const HOME_SECTION_SIZE = 10;

/** The owner's product search: hidden ones too, by part of the title or the exact id. */
export async function findProductsForAdmin(sql: Sql, q: string, page: number, pageSize: number) {
  const term = q.trim();
  const where = term ? `WHERE p.id = $1 OR p.title ILIKE '%' || $2 || '%'` : '';
  const params = term ? [term, term.replace(/[\\%_]/g, (c) => `\\${c}`)] : [];
  const [count] = await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM products p ${where}`, params);
  const items = await sql.query<AdminProductRow>(
    `SELECT p.id AS "productId", p.title, p.category, p.price_cents AS "priceCents", p.compare_at_cents AS "compareAtCents", ${lowest30dColumn}, p.image, p.hidden
       FROM products p ${where} ORDER BY p.hidden DESC, p.provider_rank, p.id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, pageSize, (page - 1) * pageSize],
  );
  return { items, total: count?.n ?? 0 };
}

/** Hides or shows a product everywhere a shopper looks: listings rebuilt, caches dropped on every instance. */
export async function setProductHidden(deps: Deps, actorId: string, productId: string, hidden: boolean): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [before] = await tx.query<{ hidden: boolean }>('SELECT hidden FROM products WHERE id = $1 FOR UPDATE', [productId]);
    if (!before) throw notFound('Product not found.');
    if (before.hidden === hidden) return;
    await tx.query('UPDATE products SET hidden = $2, updated_at = now() WHERE id = $1', [productId, hidden]);
    await listingsChanged(tx);
    await audit(tx, actorId, hidden ? 'product.hide' : 'product.show', productId, { hidden: before.hidden }, { hidden });
  });
  // beside the live listings (with their statistics), swapped in when built: shoppers are served meanwhile (issue #42)
  await rebuildListingsStaged(deps.db);
  await catalogueChanged(deps.db, deps.catalog);
}

/** The hand-picked products of each home section (visible ones), or null where the default listing shows. */
export async function homePicks(sql: Sql): Promise<Record<HomeSection, ListItemRow[] | null>> {
  const rows = await sql.query<ListItemRow & { section: HomeSection }>(
    `SELECT h.section, ${listItemColumns} FROM home_section_picks h JOIN products p ON p.id = h.product_id WHERE NOT p.hidden ORDER BY h.section, h.position`,
  );
  const out = Object.fromEntries(Object.keys(homeSections).map((s) => [s, null])) as Record<HomeSection, ListItemRow[] | null>;
  for (const { section, ...item } of rows) (out[section] ??= []).push(item as ListItemRow);
  return out;
}

/** Replaces one section's picks (an empty list: back to the default listing). Unknown ids are refused. */
export async function setHomePicks(deps: Deps, actorId: string, section: HomeSection, productIds: string[]): Promise<void> {
  const ids = [...new Set(productIds)].slice(0, HOME_SECTION_SIZE);
  await deps.db.transaction(async (tx) => {
    const known = new Set((await tx.query<{ id: string }>('SELECT id FROM products WHERE id = ANY($1::text[])', [ids])).map((r) => r.id));
    const missing = ids.filter((id) => !known.has(id));
    if (missing.length) throw notFound(`No product with id ${missing.join(', ')}.`);
    const before = (await tx.query<{ product_id: string }>('SELECT product_id FROM home_section_picks WHERE section = $1 ORDER BY position', [section])).map((r) => r.product_id);
    await tx.query('DELETE FROM home_section_picks WHERE section = $1', [section]);
    for (const [i, id] of ids.entries()) await tx.query('INSERT INTO home_section_picks (section, position, product_id) VALUES ($1, $2, $3)', [section, i + 1, id]);
    await audit(tx, actorId, 'home-section.set', section, before, ids);
  });
  await catalogueChanged(deps.db, deps.catalog);
}
