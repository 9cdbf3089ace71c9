import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db.ts';

export const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Lets the event loop serve what waits (requests, timers) between two of a sync's statements. On
 * PGlite in this thread a statement's result arrives as a resolved promise, so a loop of awaited
 * statements never gives way to I/O: ten clicks on "Sync now" were read one by one, each after the
 * previous sync had ended (issue #42).
 */
export async function breathe(db?: Db): Promise<void> {
  await new Promise<void>((resolve) => setImmediate(resolve));
  // The embedded database's one connection serves statements in the order they come: a shopper's
  // write is a few statements, each sent when the one before answers, so each queued behind a sync
  // statement of its own (4 × 0.45 s: writes of 1.9 s at 100k products, #42). While shoppers'
  // statements are out, the sync waits for them to clear, a little at most; a server has a pool.
  if (db?.kind !== 'pglite' || !db.poolStats) return;
  for (let waited = 0; waited < GIVE_WAY_MS && db.poolStats().idle === 0; waited += 5) await new Promise((r) => setTimeout(r, 5));
}

/** Longest a sync statement gives way to shoppers' statements on the embedded database. */
const GIVE_WAY_MS = 30;

/** A stage table left behind by a sync that died is dropped by the next one after this long. */
const LEFTOVER_HOURS = 6;

/**
 * Where one sync keeps its work: tables of its own (named for the sync, so two instances' start-up
 * syncs never meet) in a schema beside the store's. Backups read the store's schema only, so a
 * backup taken mid-sync never carries half a staging.
 */
export interface CatalogueStage {
  /** the staging schema, quoted */
  schema: string;
  /** the store's schema, quoted (the swap moves tables between the two) */
  live: string;
  /** `schema.table`, quoted, for a table of this sync */
  table(kind: 'products' | 'listings' | 'words' | 'old'): string;
  /** the bare name of a table of this sync (renames take bare names) */
  name(kind: 'products' | 'listings' | 'words' | 'old'): string;
  drop(): Promise<void>;
}

async function stageSchemaOf(db: Db): Promise<{ live: string; staging: string }> {
  const [{ s }] = await db.query<{ s: string }>('SELECT current_schema() AS s');
  return { live: s, staging: s === 'public' ? 'catalogue_staging' : `${s}_staging` };
}

export async function openStage(db: Db): Promise<CatalogueStage> {
  const { live: s, staging: stageSchema } = await stageSchemaOf(db);
  const schema = ident(stageSchema);
  await db.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  await dropLeftovers(db, stageSchema, Date.now() - LEFTOVER_HOURS * 3_600_000);
  const key = `${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const name = (kind: string) => `${kind}_${key}`;
  const stage: CatalogueStage = {
    schema,
    live: ident(s),
    name,
    table: (kind) => `${schema}.${ident(name(kind))}`,
    async drop() {
      for (const kind of ['products', 'listings', 'words', 'old'] as const) await db.query(`DROP TABLE IF EXISTS ${stage.table(kind)}`);
      // the last sync out takes the schema with it (tests on PostgreSQL drop theirs and leave none behind)
      await db.query(`DROP SCHEMA IF EXISTS ${schema}`).catch(() => {});
    },
  };
  return stage;
}

/**
 * Every stage table, when no sync can be running (the embedded store's start: its lock proves the
 * process that made them died), and the schema with them.
 */
export async function dropStages(db: Db): Promise<void> {
  const { staging } = await stageSchemaOf(db);
  await dropLeftovers(db, staging, Infinity);
  await db.query(`DROP SCHEMA IF EXISTS ${ident(staging)}`).catch(() => {});
}

/** Tables of syncs that began before `cutoff` (the process was killed): their names carry when they began. */
async function dropLeftovers(db: Db, stageSchema: string, cutoff: number) {
  const rows = await db.query<{ name: string }>('SELECT tablename AS name FROM pg_tables WHERE schemaname = $1', [stageSchema]);
  for (const { name } of rows) {
    const began = parseInt(name.split('_')[1] ?? '', 36);
    if (Number.isFinite(began) && began < cutoff) await db.query(`DROP TABLE IF EXISTS ${ident(stageSchema)}.${ident(name)}`);
  }
}

/** The provider's columns as the products table holds them. */
export const productColumns = ['id', 'title', 'description', 'category', 'tags', 'price_cents', 'image', 'options', 'variants', 'images', 'blueprint_id', 'colors', 'sizes', 'in_stock', 'provider_rank'] as const;
export const productColumnTypes = 'id text, title text, description text, category text, tags text[], price_cents int, image text, options jsonb, variants jsonb, images jsonb, blueprint_id int, colors text[], sizes text[], in_stock boolean, provider_rank int';

export async function createProductStage(db: Db, stage: CatalogueStage) {
  await db.query(`CREATE TABLE ${stage.table('products')} (${productColumnTypes.replace('id text', 'id text PRIMARY KEY')})`);
}

/** One batch of the provider's rows into the stage: one short statement, nothing a shopper reads. */
export async function stageBatch(db: Db, stage: CatalogueStage, rows: object[]) {
  const cols = productColumns.join(', ');
  await db.query(
    `INSERT INTO ${stage.table('products')} (${cols}) SELECT ${cols} FROM jsonb_to_recordset($1::jsonb) AS r(${productColumnTypes})
     ON CONFLICT (id) DO NOTHING`,
    [JSON.stringify(rows)],
  );
}
