import { listings } from '@store/shared/rules';
import type { Db, Sql } from '../db/db.ts';
import type { PrintProvider } from '../providers/print/printProvider.ts';
import type { ProviderProduct } from '../providers/print/catalogueSource.ts';
import type { CatalogCache } from './catalogCache.ts';
import { announceCatalogChange } from '../cluster/cacheInvalidation.ts';

const BATCH = 250;

/** Columns derived once at import, so listings and filters read plain indexed columns. */
function toRow(p: ProviderProduct, rank: number) {
  const sellable = p.variants.filter((v) => v.is_enabled);
  const prices = (sellable.length ? sellable : p.variants).map((v) => v.price);
  const valuesOf = (type: string) => p.options.filter((o) => o.type === type).flatMap((o) => o.values.map((v) => v.title));
  const image = (p.images.find((i) => i.is_default) ?? p.images[0])?.src ?? '';
  return {
    id: p.id,
    title: p.title,
    description: p.description,
    category: p.category,
    tags: p.tags,
    price_cents: Math.min(...prices),
    image,
    options: p.options,
    variants: p.variants,
    images: p.images,
    blueprint_id: p.blueprint_id,
    colors: valuesOf('color'),
    sizes: valuesOf('size'),
    in_stock: p.variants.some((v) => v.is_available && v.is_enabled),
    provider_rank: rank,
  };
}

async function insertBatch(tx: Sql, rows: ReturnType<typeof toRow>[]) {
  await tx.query(
    `INSERT INTO products (id, title, description, category, tags, price_cents, image, options, variants, images,
                           blueprint_id, colors, sizes, in_stock, provider_rank)
     SELECT id, title, description, category, tags, price_cents, image, options, variants, images,
            blueprint_id, colors, sizes, in_stock, provider_rank
       FROM jsonb_to_recordset($1::jsonb) AS r(id text, title text, description text, category text, tags text[],
            price_cents int, image text, options jsonb, variants jsonb, images jsonb, blueprint_id int,
            colors text[], sizes text[], in_stock boolean, provider_rank int)
     ON CONFLICT (id) DO UPDATE SET title = EXCLUDED.title, description = EXCLUDED.description,
       category = EXCLUDED.category, tags = EXCLUDED.tags, price_cents = EXCLUDED.price_cents, image = EXCLUDED.image,
       options = EXCLUDED.options, variants = EXCLUDED.variants, images = EXCLUDED.images,
       blueprint_id = EXCLUDED.blueprint_id, colors = EXCLUDED.colors, sizes = EXCLUDED.sizes,
       in_stock = EXCLUDED.in_stock, provider_rank = EXCLUDED.provider_rank, updated_at = now()`,
    [JSON.stringify(rows)],
  );
}

/**
 * Dense positions per listing: categories interleaved so group lists mix their members. The search
 * vocabulary (typo correction) is rebuilt with them: both follow what shoppers can see.
 */
export async function rebuildListings(tx: Sql) {
  await rebuildSearchWords(tx);
  await tx.query('DELETE FROM listing_items');
  for (const listing of listings) {
    await tx.query(
      `INSERT INTO listing_items (listing, position, product_id)
       SELECT $1, row_number() OVER (ORDER BY rn, array_position($2::text[], category)), id
         FROM (SELECT id, category, row_number() OVER (PARTITION BY category ORDER BY provider_rank, id) AS rn
                 FROM products WHERE category = ANY($2::text[]) AND NOT hidden) s`,
      [listing.slug, listing.members],
    );
  }
}

/** The distinct words (3+ letters) of visible titles and tags: what a typo is corrected against (migration 059). */
export async function rebuildSearchWords(tx: Sql) {
  await tx.query('SELECT catalog_rebuild_search_words()');
}

/**
 * Imports the provider's catalogue when its version changed since the last sync (first start:
 * always). Products the provider no longer lists are removed.
 */
export async function syncCatalogue(db: Db, provider: PrintProvider, catalog: CatalogCache, opts: { force?: boolean; onProgress?: (products: number) => void } = {}): Promise<boolean> {
  const version = await provider.catalogue.catalogueVersion();
  const [current] = await db.query<{ provider: string; version: string }>('SELECT provider, version FROM catalogue_sync WHERE id = 1');
  if (!opts.force && current?.provider === provider.name && current.version === version) {
    // a catalogue imported before the statistics were kept gets them now, once
    const [stats] = await db.query<{ never: boolean }>(`SELECT reltuples < 0 AS never FROM pg_class WHERE oid = 'listing_items'::regclass`);
    if (stats?.never) await analyzeCatalogue(db);
    return false;
  }

  await db.transaction(async (tx) => {
    await tx.query('CREATE TEMP TABLE IF NOT EXISTS seen_products (id text PRIMARY KEY) ON COMMIT DROP');
    let batch: ReturnType<typeof toRow>[] = [];
    let rank = 0;
    for await (const p of provider.catalogue.listProducts()) {
      batch.push(toRow(p, rank++));
      if (batch.length >= BATCH) {
        opts.onProgress?.(rank);
        await insertBatch(tx, batch);
        await tx.query('INSERT INTO seen_products SELECT unnest($1::text[]) ON CONFLICT DO NOTHING', [batch.map((b) => b.id)]);
        batch = [];
      }
    }
    if (batch.length) {
      await insertBatch(tx, batch);
      await tx.query('INSERT INTO seen_products SELECT unnest($1::text[]) ON CONFLICT DO NOTHING', [batch.map((b) => b.id)]);
    }
    await tx.query('DELETE FROM products p WHERE NOT EXISTS (SELECT 1 FROM seen_products s WHERE s.id = p.id)');

    const blueprints = await provider.catalogue.listBlueprints();
    await tx.query('DELETE FROM blueprints');
    await tx.query(
      `INSERT INTO blueprints (id, title, brand, model, description, images, position, size_guide)
       SELECT id, title, brand, model, description, images, position, "sizeGuide"
         FROM jsonb_to_recordset($1::jsonb) AS r(id int, title text, brand text, model text, description text, images jsonb, position int, "sizeGuide" jsonb)`,
      [JSON.stringify(blueprints.map((b, i) => ({ ...b, position: i + 1 })))],
    );
    await rebuildListings(tx);
    await tx.query(
      `INSERT INTO catalogue_sync (id, provider, version) VALUES (1, $1, $2)
       ON CONFLICT (id) DO UPDATE SET provider = EXCLUDED.provider, version = EXCLUDED.version, synced_at = now()`,
      [provider.name, version],
    );
  });
  await analyzeCatalogue(db);
  await catalogueChanged(db, catalog);
  return true;
}

/**
 * Fresh planner statistics after the catalogue's tables were rewritten. PGlite has no autovacuum
 * daemon, so without this it never had any: the planner took the 1,711 shop-products rows of
 * listing_items for 7 and sorted all of them to pick a product page's last row (25 ms of a
 * ≈ 30 ms product in EXPLAIN ANALYZE, #24 cold crawl), where an index walk stops after ten.
 * A server's autovacuum gets there too, later.
 */
export async function analyzeCatalogue(sql: Sql): Promise<void> {
  await sql.query('ANALYZE products, listing_items, blueprints');
}

/** Every instance and cache tier forgets the catalogue after a change (an import, or the owner's edit). */
export async function catalogueChanged(db: Db, catalog: CatalogCache): Promise<void> {
  catalog.clear();
  await catalog.clearShared();
  await announceCatalogChange(db).catch(() => {}); // other instances; their TTL bounds a missed one
}
