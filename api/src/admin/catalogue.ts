import type { AdminProductRow, CatalogueRunStatus, HomeSection, SyncState } from '@store/shared/types';
import type { Deps } from '../deps.ts';
import type { Sql } from '../db/db.ts';
import { conflict, notFound } from '../http/httpError.ts';
import { analyzeCatalogue, catalogueChanged, rebuildListings, syncCatalogue } from '../catalog/syncCatalogue.ts';
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
    await rebuildListings(tx);
    await audit(tx, actorId, hidden ? 'product.hide' : 'product.show', productId, { hidden: before.hidden }, { hidden });
  });
  await analyzeCatalogue(deps.db);
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

/** Products read by the sync this instance is running (the owner's page polls it). */
let running: { runId: number; products: number } | null = null;
/**
 * Set, synchronously, from a click's first check until its run is recorded. On the embedded
 * database a running sync holds the only connection, so a second click's INSERT would wait for the
 * sync to end and then start another (issue #24: 10 clicks, 10 runs); this answers it 409 at once.
 * Across instances the running row (one per partial unique index) is the lease.
 */
let starting = false;
/** A run older than this that never finished (its instance died) no longer blocks a new one. */
const STALE_RUN_MINUTES = 30;

export async function syncState(sql: Sql): Promise<SyncState> {
  const [current] = await sql.query<{ provider: string; version: string; synced_at: Date }>('SELECT provider, version, synced_at FROM catalogue_sync WHERE id = 1');
  const [run] = await sql.query<{ id: number; status: CatalogueRunStatus; started_at: Date; finished_at: Date | null; products: number | null; message: string | null }>(
    'SELECT id::int AS id, status, started_at, finished_at, products, message FROM catalogue_sync_runs ORDER BY id DESC LIMIT 1',
  );
  const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
  return {
    provider: current?.provider ?? null,
    version: current?.version ?? null,
    syncedAt: iso(current?.synced_at ?? null),
    lastRun: run ? { id: run.id, status: run.status, startedAt: iso(run.started_at)!, finishedAt: iso(run.finished_at), products: run.products, message: run.message } : null,
    progress: running && run && running.runId === run.id ? running.products : null,
  };
}

/**
 * Starts a full import from the print provider now, in the background; one at a time across
 * instances (a running, recent run blocks another). The outcome is recorded on the run.
 */
export async function startCatalogueSync(deps: Deps, actorId: string, requestedAt = Date.now()): Promise<number> {
  if (starting || running) throw conflict('A catalogue sync is already running.');
  starting = true;
  const runId = await claimRun(deps, actorId, requestedAt).finally(() => (starting = false));
  running = { runId, products: 0 };
  void runSync(deps, actorId, runId);
  return runId;
}

/**
 * Records the run: the partial unique index admits one running run across every instance, and a
 * click that arrived before the latest run started was made while a run was on its way: it is that
 * run's repeat, not a new one (issue #24: on the embedded database queued clicks ran one by one).
 */
function claimRun(deps: Deps, actorId: string, requestedAt: number): Promise<number> {
  return deps.db.transaction(async (tx) => {
    await tx.query(`UPDATE catalogue_sync_runs SET status = 'failed', message = 'Stopped before it finished.', finished_at = now()
                     WHERE status = 'running' AND started_at < now() - make_interval(mins => $1)`, [STALE_RUN_MINUTES]);
    // the partial unique index admits one running run: a second start conflicts, never waits
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO catalogue_sync_runs (actor_id)
       SELECT $1 WHERE NOT EXISTS (SELECT 1 FROM catalogue_sync_runs WHERE started_at >= to_timestamp($2::float8 / 1000))
       ON CONFLICT ((true)) WHERE status = 'running' DO NOTHING RETURNING id::int AS id`,
      [actorId, requestedAt],
    );
    if (!row) throw conflict('A catalogue sync is already running.');
    return row.id;
  });
}

async function runSync(deps: Deps, actorId: string, runId: number): Promise<void> {
  try {
    await syncCatalogue(deps.db, deps.print, deps.catalog, { force: true, onProgress: (n) => running && (running.products = n) });
    const [{ n }] = await deps.db.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
    await deps.db.query(`UPDATE catalogue_sync_runs SET status = 'succeeded', products = $2, finished_at = now() WHERE id = $1`, [runId, n]);
    await audit(deps.db, actorId, 'catalogue.sync', String(runId), null, { products: n });
  } catch (err) {
    const message = String((err as Error).message ?? err).slice(0, 300);
    await deps.db.query(`UPDATE catalogue_sync_runs SET status = 'failed', message = $2, finished_at = now() WHERE id = $1`, [runId, message]).catch(() => {});
  } finally {
    running = null;
  }
}
