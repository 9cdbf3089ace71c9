import { listings } from '@store/shared/rules';
import type { Db, Sql } from '../db/db.ts';
import { breathe, ident, openStage, type CatalogueStage } from './catalogueStage.ts';

// Sized so each statement stays near 50 ms on PGlite with 100k products (a busy 2-core machine).
/** Visible products read per statement (id, category: small rows, walked on the (provider_rank, id) index). */
const READ_BATCH = 2000;
/** Listing rows written per statement. */
const WRITE_BATCH = 1000;
/** Products whose words are collected per statement. */
const WORDS_BATCH = 1000;
/** A rebuild that keeps finding the catalogue changed under it gives up after this many tries. */
const TRIES = 3;

class ListingsMoved extends Error {}

/** Where the listings stand: the generation of what they show and the one they were built from. */
export async function listingsGeneration(sql: Sql): Promise<{ generation: number; built: number } | null> {
  const [row] = await sql.query<{ generation: string; built: string }>('SELECT listings_generation AS generation, listings_built AS built FROM catalogue_sync WHERE id = 1');
  return row ? { generation: Number(row.generation), built: Number(row.built) } : null;
}

/** A change to what the listings show (a product hidden or shown), inside that change's transaction. */
export async function listingsChanged(tx: Sql) {
  await tx.query('UPDATE catalogue_sync SET listings_generation = listings_generation + 1');
}

/**
 * Rebuilds the listings (dense positions, categories interleaved so group lists mix their members)
 * and the search vocabulary beside the live ones, in bounded statements, then swaps them in with one
 * short transaction: the new listing table takes the old one's place (two renames), the vocabulary
 * is brought level by difference. Shoppers read the old listings until the swap, the new ones after.
 */
export async function rebuildListingsStaged(db: Db, opts: { stage?: CatalogueStage; signal?: AbortSignal } = {}): Promise<void> {
  const stage = opts.stage ?? (await openStage(db));
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        await buildAndSwap(db, stage, opts.signal);
        return;
      } catch (err) {
        if (!(err instanceof ListingsMoved) || attempt >= TRIES) throw err;
      }
    }
  } finally {
    if (!opts.stage) await stage.drop();
  }
}

async function buildAndSwap(db: Db, stage: CatalogueStage, signal?: AbortSignal) {
  // read first: a change committed after this is caught at the swap, one committed before is in what we read
  const generation = (await listingsGeneration(db))?.generation ?? 0;
  await db.query(`DROP TABLE IF EXISTS ${stage.table('listings')}`);
  await db.query(`DROP TABLE IF EXISTS ${stage.table('words')}`);
  const next = stage.name('listings');
  await db.query(
    `CREATE TABLE ${stage.table('listings')} (listing text NOT NULL, position integer NOT NULL,
       product_id text NOT NULL CONSTRAINT listing_items_product_id_fkey REFERENCES ${stage.live}.products (id) ON DELETE CASCADE,
       CONSTRAINT ${ident(`${next}_pkey`)} PRIMARY KEY (listing, position))`,
  );
  await db.query(`CREATE INDEX ${ident(`${next}_product`)} ON ${stage.table('listings')} (product_id)`);
  // a small sample is enough for what the planner needs here (how many rows, how many per listing);
  // the default one (30,000 rows) held the embedded database 0.3–0.8 s at 100k products
  for (const column of ['listing', 'position', 'product_id']) await db.query(`ALTER TABLE ${stage.table('listings')} ALTER COLUMN ${column} SET STATISTICS 10`);
  await db.query(`CREATE TABLE ${stage.table('words')} (word text PRIMARY KEY)`);

  const visible = await readVisible(db, signal);
  for (const listing of listings) {
    const ids = interleave(visible, listing.members);
    for (let i = 0; i < ids.length; i += WRITE_BATCH) {
      await breathe(db);
      signal?.throwIfAborted();
      const chunk = ids.slice(i, i + WRITE_BATCH);
      await db.query(`INSERT INTO ${stage.table('listings')} (listing, position, product_id) SELECT $1, i + $2, id FROM unnest($3::text[]) WITH ORDINALITY AS u(id, i)`, [listing.slug, i, chunk]);
    }
  }
  await collectWords(db, stage, signal);
  // the new table brings its planner statistics with it
  await db.query(`ANALYZE ${stage.table('listings')}`);
  await breathe(db);
  signal?.throwIfAborted();
  await db.transaction(async (tx) => {
    const [claimed] = await tx.query(`UPDATE catalogue_sync SET listings_built = $1 WHERE listings_generation = $1 RETURNING 1 AS ok`, [generation]);
    const [exists] = await tx.query('SELECT 1 AS ok FROM catalogue_sync WHERE id = 1');
    if (!claimed && exists) throw new ListingsMoved();
    await swap(tx, stage);
  });
  await db.query(`DROP TABLE IF EXISTS ${stage.table('old')}`);
}

/** Visible products in provider order (rank, then id: the order the database gives, collation and all). */
async function readVisible(db: Db, signal?: AbortSignal) {
  const out: { id: string; category: string }[] = [];
  let after: [number, string] = [-2147483648, ''];
  for (;;) {
    await breathe(db);
    signal?.throwIfAborted();
    const rows = await db.query<{ id: string; category: string; rank: number }>(
      `SELECT id, category, provider_rank AS rank FROM products WHERE (provider_rank, id) > ($1, $2) AND NOT hidden ORDER BY provider_rank, id LIMIT $3`,
      [...after, READ_BATCH],
    );
    for (const r of rows) out.push({ id: r.id, category: r.category });
    if (rows.length < READ_BATCH) return out;
    const last = rows[rows.length - 1]!;
    after = [last.rank, last.id];
  }
}

/** One listing's ids in position order: the first of each member category in turn, then the second … */
export function interleave(visible: { id: string; category: string }[], members: readonly string[]): string[] {
  const byCategory = new Map<string, string[]>(members.map((m) => [m, []]));
  for (const p of visible) byCategory.get(p.category)?.push(p.id);
  const columns = [...new Set(members)].map((m) => byCategory.get(m)!);
  const longest = Math.max(0, ...columns.map((c) => c.length));
  const ids: string[] = [];
  for (let rn = 0; rn < longest; rn++) for (const c of columns) if (rn < c.length) ids.push(c[rn]!);
  return ids;
}

async function collectWords(db: Db, stage: CatalogueStage, signal?: AbortSignal) {
  let after = '';
  for (;;) {
    await breathe(db);
    signal?.throwIfAborted();
    const [r] = await db.query<{ last: string | null }>(
      `WITH b AS (SELECT id, title, tags_text, hidden FROM products WHERE id > $1 ORDER BY id LIMIT $2),
            w AS (INSERT INTO ${stage.table('words')} (word) SELECT DISTINCT w FROM b, catalog_product_words(b.title, b.tags_text) AS w WHERE NOT b.hidden ON CONFLICT DO NOTHING)
       SELECT max(id) AS last FROM b`,
      [after, WORDS_BATCH],
    );
    if (!r?.last) return;
    after = r.last;
  }
}

/** The short transaction: the built listing table takes the live one's name (and its indexes' names); the vocabulary is levelled. */
async function swap(tx: Sql, stage: CatalogueStage) {
  // on a server, a reader holding the table makes the rename wait; it must never queue shoppers for long
  await tx.query(`SET LOCAL lock_timeout = '2s'`);
  const old = stage.name('old');
  const next = stage.name('listings');
  await tx.query(`ALTER TABLE ${stage.live}.listing_items RENAME TO ${ident(old)}`);
  await tx.query(`ALTER TABLE ${stage.live}.${ident(old)} SET SCHEMA ${stage.schema}`);
  await tx.query(`ALTER INDEX ${stage.schema}.listing_items_pkey RENAME TO ${ident(`${old}_pkey`)}`);
  await tx.query(`ALTER INDEX IF EXISTS ${stage.schema}.listing_items_product_idx RENAME TO ${ident(`${old}_product`)}`);
  await tx.query(`ALTER TABLE ${stage.table('listings')} SET SCHEMA ${stage.live}`);
  await tx.query(`ALTER TABLE ${stage.live}.${ident(next)} RENAME TO listing_items`);
  await tx.query(`ALTER INDEX ${stage.live}.${ident(`${next}_pkey`)} RENAME TO listing_items_pkey`);
  await tx.query(`ALTER INDEX ${stage.live}.${ident(`${next}_product`)} RENAME TO listing_items_product_idx`);
  await tx.query(`DELETE FROM search_words w WHERE NOT EXISTS (SELECT 1 FROM ${stage.table('words')} n WHERE n.word = w.word)`);
  await tx.query(`INSERT INTO search_words (word) SELECT word FROM ${stage.table('words')} ON CONFLICT DO NOTHING`);
}
