import { listings } from '@store/shared/rules';
import type { Db, Sql } from '../db/db.ts';
import type { PrintProvider } from '../providers/print/printProvider.ts';
import type { ProviderProduct } from '../providers/print/catalogueSource.ts';
import type { CatalogCache } from './catalogCache.ts';
import { announceCatalogChange } from '../cluster/cacheInvalidation.ts';
import type { SyncProgress } from '@store/shared/types';
import { breathe, createProductStage, openStage, stageBatch } from './catalogueStage.ts';
import { applyDiff, diffStaged } from './applyStaged.ts';
import { listingsGeneration, rebuildListingsStaged } from './listingsSwap.ts';

/**
 * Provider products staged per statement: a bigger batch parses more JSON in one go (≈ 0.5 ms a
 * product on PGlite; 100 held the one connection up to 0.53 s on a loaded machine, #42).
 */
const BATCH = 50;

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

/**
 * Dense positions per listing, in the caller's transaction: the whole catalogue in a few statements.
 * For seeds and tests on a quiet database; a running store rebuilds with rebuildListingsStaged
 * (listingsSwap.ts), which never holds the shop.
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
  await tx.query('UPDATE catalogue_sync SET listings_built = listings_generation');
}

/** The distinct words (3+ letters) of visible titles and tags: what a typo is corrected against (migration 059). */
export async function rebuildSearchWords(tx: Sql) {
  await tx.query('SELECT catalog_rebuild_search_words()');
}

export interface SyncOptions {
  force?: boolean;
  onProgress?: (p: SyncProgress) => void;
  /** the store is stopping: the sync stops at the next batch (see syncCatalogue) */
  signal?: AbortSignal;
}

/**
 * Imports the provider's catalogue when its version changed since the last sync (first start:
 * always). Products the provider no longer lists are removed; hidden stays hidden, the owner's
 * compare-at prices and home picks stay (the provider's columns only are written).
 *
 * Every statement is short, so shoppers are served between them (issue #42): the provider's
 * products are staged in batches into a table of this sync's own, compared with the live rows, and
 * only what changed is written (applyStaged.ts); the listings and search words are rebuilt beside
 * the live ones and swapped in (listingsSwap.ts), only when what they show changed. Stopped (the
 * signal) before the apply, the live catalogue is untouched.
 */
export async function syncCatalogue(db: Db, provider: PrintProvider, catalog: CatalogCache, opts: SyncOptions = {}): Promise<boolean> {
  const version = await provider.catalogue.catalogueVersion();
  const [current] = await db.query<{ provider: string; version: string }>('SELECT provider, version FROM catalogue_sync WHERE id = 1');
  if (!opts.force && current?.provider === provider.name && current.version === version) {
    // a catalogue imported before the statistics were kept gets them now, once
    const [stats] = await db.query<{ never: boolean }>(`SELECT reltuples < 0 AS never FROM pg_class WHERE oid = 'listing_items'::regclass`);
    if (stats?.never) await analyzeCatalogue(db);
    // a sync killed between writing products and swapping the listings left them behind: catch up
    const listed = await listingsGeneration(db);
    if (listed && listed.generation !== listed.built) {
      await rebuildListingsStaged(db, { signal: opts.signal });
      await catalogueChanged(db, catalog);
    }
    return false;
  }
  const { signal } = opts;
  const progress: SyncProgress = { phase: 'staging', staged: 0, toApply: null, applied: 0 };
  const report = (p: Partial<SyncProgress>) => opts.onProgress?.(Object.assign(progress, p));
  const stage = await openStage(db);
  try {
    await createProductStage(db, stage);
    let batch: object[] = [];
    let rank = 0;
    for await (const p of provider.catalogue.listProducts()) {
      batch.push(toRow(p, rank++));
      if (batch.length >= BATCH) {
        await breathe(db);
        signal?.throwIfAborted();
        await stageBatch(db, stage, batch);
        report({ staged: rank });
        batch = [];
      }
    }
    await breathe(db);
    signal?.throwIfAborted();
    if (batch.length) await stageBatch(db, stage, batch);
    report({ staged: rank, phase: 'comparing' });
    const blueprints = await provider.catalogue.listBlueprints();

    const diff = await diffStaged(db, stage, signal);
    report({ phase: 'applying', toApply: diff.upsert.length + diff.gone.length });
    await applyDiff(db, stage, diff, {
      signal,
      onApplied: (applied) => report({ applied }),
      finish: async (tx) => {
        await replaceBlueprints(tx, blueprints);
        await tx.query(
          `INSERT INTO catalogue_sync (id, provider, version) VALUES (1, $1, $2)
           ON CONFLICT (id) DO UPDATE SET provider = EXCLUDED.provider, version = EXCLUDED.version, synced_at = now()`,
          [provider.name, version],
        );
      },
    });
    await analyzeProductsIfMoved(db, diff.upsert.length + diff.gone.length);
    await db.query('ANALYZE blueprints');

    const listed = await listingsGeneration(db);
    if (!listed || listed.generation !== listed.built || !current) {
      report({ phase: 'listings' });
      await rebuildListingsStaged(db, { stage, signal });
    }
    report({ phase: 'finishing' });
  } finally {
    await stage.drop().catch(() => {});
  }
  await catalogueChanged(db, catalog);
  return true;
}

/** The provider's blueprints, replaced whole: a few dozen rows. */
async function replaceBlueprints(tx: Sql, blueprints: Awaited<ReturnType<PrintProvider['catalogue']['listBlueprints']>>) {
  await tx.query('DELETE FROM blueprints');
  await tx.query(
    `INSERT INTO blueprints (id, title, brand, model, description, images, position, size_guide)
     SELECT id, title, brand, model, description, images, position, "sizeGuide"
       FROM jsonb_to_recordset($1::jsonb) AS r(id int, title text, brand text, model text, description text, images jsonb, position int, "sizeGuide" jsonb)`,
    [JSON.stringify(blueprints.map((b, i) => ({ ...b, position: i + 1 })))],
  );
}

/**
 * Fresh planner statistics after the catalogue's tables were rewritten. PGlite has no autovacuum
 * daemon, so without this it never had any: the planner took the 1,711 shop-products rows of
 * listing_items for 7 and sorted all of them to pick a product page's last row (25 ms of a
 * ≈ 30 ms product in EXPLAIN ANALYZE, #24 cold crawl), where an index walk stops after ten.
 * A server's autovacuum gets there too, later.
 */
export async function analyzeCatalogue(sql: Sql): Promise<void> {
  // one table a statement: each a short hold of its own
  for (const table of ['products', 'listing_items', 'blueprints']) await sql.query(`ANALYZE ${table}`);
}

/**
 * Fresh statistics for products when the sync changed enough of them to matter (a tenth, as
 * PostgreSQL's autovacuum judges), and only for the columns the planner filters and joins on: the
 * whole table's ANALYZE (jsonb, tsvector) held the embedded database 9 s at 100k products. Never
 * analysed at all (a first import): the whole table, once.
 */
async function analyzeProductsIfMoved(db: Db, changed: number) {
  const [t] = await db.query<{ rows: number; never: boolean }>(
    `SELECT greatest(reltuples, 0)::int AS rows, NOT EXISTS (SELECT 1 FROM pg_stats WHERE schemaname = current_schema() AND tablename = 'products') AS never
       FROM pg_class WHERE oid = 'products'::regclass`,
  );
  if (t?.never) await db.query('ANALYZE products');
  else if (changed > 50 + 0.1 * (t?.rows ?? 0))
    await db.transaction(async (tx) => {
      // a sample of 9,000 rows (30 × 300) instead of 30,000: the default held the embedded database
      // 1.2 s at 100k products on a busy machine; 30 most common values and buckets are plenty for
      // the planner's choices here (which index, how many rows a listing or filter keeps)
      await tx.query('SET LOCAL default_statistics_target = 30');
      await tx.query('ANALYZE products (id, category, price_cents, hidden, provider_rank, in_stock, blueprint_id, colors, sizes)');
    });
}

/** Every instance and cache tier forgets the catalogue after a change (an import, or the owner's edit). */
export async function catalogueChanged(db: Db, catalog: CatalogCache): Promise<void> {
  catalog.clear();
  await catalog.clearShared();
  await announceCatalogChange(db).catch(() => {}); // other instances; their TTL bounds a missed one
}
