import type { Db, Sql } from '../db/db.ts';
import { breathe, productColumns, type CatalogueStage } from './catalogueStage.ts';

// Batch sizes keep each statement near 50 ms on PGlite with 100k products (measured on a busy 2-core
// machine: 100 rows written took 210 ms at the median, each row touching three GIN indexes).
/** Rows compared (staged against live) per statement. */
const COMPARE_BATCH = 250;
/** Live ids walked per statement when looking for products the provider no longer lists. */
const GONE_BATCH = 1000;
/**
 * Rows written per statement. 25 held the one connection up to 0.97 s while a sync rewrote 100k
 * products beside 6 writers on a loaded machine (load 8–13): a shopper's write waited behind it (#42).
 */
const WRITE_BATCH = 10;
/**
 * A change this size or smaller is applied in one transaction: shoppers see the old catalogue or the
 * new one, never a mix. A bigger one (a first import, a provider that changed everything) is written
 * in transactions of WRITE_BATCH rows: each product is always a whole provider row, but for the
 * seconds it takes a page may show some products new and some old (docs/architecture.md).
 */
export const ONE_TRANSACTION_LIMIT = 50;

export interface CatalogueDiff {
  /** new or changed ids */
  upsert: string[];
  gone: string[];
  /** listings or search words must be rebuilt: a product came, went, moved (category, rank) or was renamed */
  reshaped: boolean;
}

const compared = productColumns.filter((c) => c !== 'id');
const differs = (a: string, b: string) => `(${compared.map((c) => `${a}.${c}`).join(', ')}) IS DISTINCT FROM (${compared.map((c) => `${b}.${c}`).join(', ')})`;

/** Compares the stage with the live rows in bounded, read-only statements. */
export async function diffStaged(db: Db, stage: CatalogueStage, signal?: AbortSignal): Promise<CatalogueDiff> {
  const upsert: string[] = [];
  const gone: string[] = [];
  let reshaped = false;
  let after = '';
  for (;;) {
    await breathe(db);
    signal?.throwIfAborted();
    const rows = await db.query<{ id: string; changed: boolean; reshaped: boolean }>(
      `SELECT s.id, p.id IS NULL OR ${differs('p', 's')} AS changed,
              p.id IS NULL OR (p.category, p.provider_rank, p.title, p.tags) IS DISTINCT FROM (s.category, s.provider_rank, s.title, s.tags) AS reshaped
         FROM (SELECT * FROM ${stage.table('products')} WHERE id > $1 ORDER BY id LIMIT $2) s
         LEFT JOIN products p ON p.id = s.id ORDER BY s.id`,
      [after, COMPARE_BATCH],
    );
    for (const r of rows) {
      if (r.changed) upsert.push(r.id);
      if (r.reshaped) reshaped = true;
    }
    if (rows.length < COMPARE_BATCH) break;
    after = rows[rows.length - 1]!.id;
  }
  after = '';
  for (;;) {
    await breathe(db);
    signal?.throwIfAborted();
    const [r] = await db.query<{ last: string | null; gone: string[] }>(
      `WITH b AS (SELECT id FROM products WHERE id > $1 ORDER BY id LIMIT $2)
       SELECT (SELECT max(id) FROM b) AS last,
              coalesce((SELECT array_agg(id) FROM b WHERE NOT EXISTS (SELECT 1 FROM ${stage.table('products')} s WHERE s.id = b.id)), '{}') AS gone`,
      [after, GONE_BATCH],
    );
    if (!r?.last) break;
    gone.push(...r.gone);
    after = r.last;
  }
  if (gone.length) reshaped = true;
  return { upsert, gone, reshaped };
}

/** Writes some staged rows into the live table: new ones added, changed ones updated (owner fields untouched). */
export async function writeStaged(tx: Sql, stage: CatalogueStage, ids: string[]) {
  const cols = productColumns.join(', ');
  await tx.query(
    `INSERT INTO products (${cols}) SELECT ${cols} FROM ${stage.table('products')} WHERE id = ANY($1::text[])
     ON CONFLICT (id) DO UPDATE SET ${compared.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}, updated_at = now()
     WHERE ${differs('products', 'EXCLUDED')}`,
    [ids],
  );
}

/** Removes products the provider no longer lists (their listings, favourites, picks, reviews, price history go with them). */
export async function removeGone(tx: Sql, ids: string[]) {
  await tx.query('DELETE FROM products WHERE id = ANY($1::text[])', [ids]);
}

/**
 * Applies the diff: in `finish`'s transaction when it is small, else in bounded transactions first
 * (moving the listings' generation on, so a sync stopped half-way has them rebuilt by the next one).
 * `finish` runs last, in the one short transaction that also records the sync.
 */
export async function applyDiff(db: Db, stage: CatalogueStage, diff: CatalogueDiff, opts: { signal?: AbortSignal; onApplied?: (n: number) => void; finish: (tx: Sql) => Promise<void> }) {
  const total = diff.upsert.length + diff.gone.length;
  if (total <= ONE_TRANSACTION_LIMIT) {
    await breathe(db);
    opts.signal?.throwIfAborted();
    await db.transaction(async (tx) => {
      for (let i = 0; i < diff.upsert.length; i += WRITE_BATCH) await writeStaged(tx, stage, diff.upsert.slice(i, i + WRITE_BATCH));
      if (diff.gone.length) await removeGone(tx, diff.gone);
      if (diff.reshaped) await tx.query('UPDATE catalogue_sync SET listings_generation = listings_generation + 1');
      await opts.finish(tx);
    });
    opts.onApplied?.(total);
    return;
  }
  // only a change to what the listings show puts them behind (a price change does not)
  if (diff.reshaped) await db.query('UPDATE catalogue_sync SET listings_generation = listings_generation + 1');
  let applied = 0;
  for (let i = 0; i < diff.upsert.length; i += WRITE_BATCH) {
    await breathe(db);
    opts.signal?.throwIfAborted();
    await writeStaged(db, stage, diff.upsert.slice(i, i + WRITE_BATCH));
    opts.onApplied?.((applied += Math.min(WRITE_BATCH, diff.upsert.length - i)));
  }
  for (let i = 0; i < diff.gone.length; i += WRITE_BATCH) {
    await breathe(db);
    opts.signal?.throwIfAborted();
    await removeGone(db, diff.gone.slice(i, i + WRITE_BATCH));
    opts.onApplied?.((applied += Math.min(WRITE_BATCH, diff.gone.length - i)));
  }
  await db.transaction(opts.finish);
}
