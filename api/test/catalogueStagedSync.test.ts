import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from './helpers/testDatabases.ts';
import { startTestApp, type TestApp } from './helpers/testApp.ts';
import { rebuildListings, syncCatalogue } from '../src/catalog/syncCatalogue.ts';
import { listingsChanged, rebuildListingsStaged } from '../src/catalog/listingsSwap.ts';
import type { PrintProvider } from '../src/providers/print/printProvider.ts';
import type { ProviderProduct } from '../src/providers/print/catalogueSource.ts';
import type { SyncProgress } from '@store/shared/types';
import { createLocalPrintProvider } from '../src/providers/print/local/localPrintProvider.ts';
import { createShopper } from './fakes/shopper.ts';
import { postAs } from './fakes/paidOrders.ts';

/** The local catalogue, rewritten: `skip` ids the provider no longer lists, `change` the rest. */
function changedProvider(skip: Set<string>, change: (p: ProviderProduct) => ProviderProduct = (p) => p): PrintProvider {
  const local = createLocalPrintProvider();
  const catalogue = Object.create(local.catalogue) as PrintProvider['catalogue'];
  catalogue.listProducts = async function* () {
    for await (const p of local.catalogue.listProducts()) if (!skip.has(p.id)) yield change(p);
  };
  return { ...local, name: local.name, catalogue, fulfilment: local.fulfilment } as PrintProvider;
}

/** The staged sync (issue #42): diff, swap, what it keeps, and that it rebuilds only when needed. */
describe.each(testDatabases)('staged catalogue sync on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database);
  }, 120_000);
  afterAll(() => t.close());
  const listingRows = () => t.db.query<{ listing: string; position: number; product_id: string }>('SELECT listing, position, product_id FROM listing_items ORDER BY listing, position');
  const listingTable = async () => (await t.db.query<{ oid: number }>(`SELECT 'listing_items'::regclass::oid::int AS oid`))[0]!.oid;

  it('builds the same listings and search words as the one-transaction rebuild', async () => {
    const staged = await listingRows();
    const words = await t.db.query('SELECT word FROM search_words ORDER BY word');
    expect(staged.length).toBeGreaterThan(1000);
    await t.db.transaction((tx) => rebuildListings(tx));
    expect(await listingRows()).toEqual(staged);
    expect(await t.db.query('SELECT word FROM search_words ORDER BY word')).toEqual(words);
  });

  it('an unchanged catalogue writes no product and keeps the listings; progress runs through the phases', async () => {
    const table = await listingTable();
    const [{ max: before }] = await t.db.query<{ max: Date }>('SELECT max(updated_at) AS max FROM products');
    const phases: SyncProgress['phase'][] = [];
    expect(await syncCatalogue(t.db, createLocalPrintProvider(), t.deps.catalog, { force: true, onProgress: (p) => phases.push(p.phase) })).toBe(true);
    expect(await listingTable()).toBe(table);
    expect((await t.db.query<{ max: Date }>('SELECT max(updated_at) AS max FROM products'))[0]!.max).toEqual(before);
    expect([...new Set(phases)]).toEqual(['staging', 'comparing', 'applying', 'finishing']);
  }, 60_000);

  it('applies what changed: gone products removed (with their wishlist rows), hidden stays hidden, owner fields kept, listings swapped', async () => {
    const products = await t.db.query<{ id: string; category: string; price_cents: number }>('SELECT id, category, price_cents FROM products ORDER BY provider_rank LIMIT 3');
    const [gone, hidden, priced] = products as [typeof products[0], typeof products[0], typeof products[0]];
    const shopper = await createShopper(t, 'staged-sync');
    expect((await postAs(t, '/api/favourites-cart/add-remove', { type: 'favorite', product_id: gone.id }, shopper.headers)).statusCode).toBe(200);
    await t.db.query('UPDATE products SET hidden = true WHERE id = $1', [hidden.id]);
    await t.db.query('UPDATE products SET compare_at_cents = $2 WHERE id = $1', [priced.id, priced.price_cents + 5000]);
    await t.db.query(`INSERT INTO home_section_picks (section, position, product_id) VALUES ('mugs', 1, $1)`, [priced.id]);
    const table = await listingTable();

    const provider = changedProvider(new Set([gone.id]), (p) => (p.id === priced.id || p.id === hidden.id ? { ...p, title: `${p.title} Deluxe`, variants: p.variants.map((v) => ({ ...v, price: v.price + 100 })) } : p));
    await syncCatalogue(t.db, provider, t.deps.catalog, { force: true });

    expect(await t.db.query('SELECT 1 FROM products WHERE id = $1', [gone.id])).toEqual([]);
    expect(await t.db.query('SELECT 1 FROM favourites_cart WHERE product_id = $1', [gone.id])).toEqual([]);
    const [h] = await t.db.query<{ hidden: boolean; title: string }>('SELECT hidden, title FROM products WHERE id = $1', [hidden.id]);
    expect(h).toMatchObject({ hidden: true, title: expect.stringMatching(/ Deluxe$/) });
    const [p] = await t.db.query<{ compare_at_cents: number; price_cents: number }>('SELECT compare_at_cents, price_cents FROM products WHERE id = $1', [priced.id]);
    expect(p).toEqual({ compare_at_cents: priced.price_cents + 5000, price_cents: priced.price_cents + 100 });
    expect(await t.db.query('SELECT product_id FROM home_section_picks WHERE section = $1', ['mugs'])).toEqual([{ product_id: priced.id }]);
    const history = await t.db.query<{ price_cents: number }>('SELECT price_cents FROM product_price_history WHERE product_id = $1 ORDER BY valid_from, id', [priced.id]);
    expect(history.map((r) => r.price_cents).slice(-1)).toEqual([priced.price_cents + 100]);
    // the listings were rebuilt and swapped in: same as a one-transaction rebuild, no gone or hidden product
    expect(await listingTable()).not.toBe(table);
    const rows = await listingRows();
    expect(rows.some((r) => r.product_id === gone.id || r.product_id === hidden.id)).toBe(false);
    await t.db.transaction((tx) => rebuildListings(tx));
    expect(await listingRows()).toEqual(rows);
    expect((await t.db.query('SELECT 1 FROM search_words WHERE word = $1', ['deluxe'])).length).toBe(1);

    await syncCatalogue(t.db, createLocalPrintProvider(), t.deps.catalog, { force: true }); // the demo again
    await t.db.query('UPDATE products SET hidden = false, compare_at_cents = NULL');
    await t.db.query('DELETE FROM home_section_picks');
  }, 120_000);

  it('a start after a sync that died before its swap rebuilds the listings even when the version is unchanged', async () => {
    const [hiddenOne] = await t.db.query<{ id: string }>('SELECT id FROM products WHERE NOT hidden ORDER BY provider_rank LIMIT 1');
    // products written, listings not yet swapped (what a killed sync leaves)
    await t.db.query('UPDATE products SET hidden = true WHERE id = $1', [hiddenOne!.id]);
    await t.db.query('UPDATE catalogue_sync SET listings_generation = listings_generation + 1');
    expect((await listingRows()).some((r) => r.product_id === hiddenOne!.id)).toBe(true);
    expect(await syncCatalogue(t.db, createLocalPrintProvider(), t.deps.catalog)).toBe(false);
    expect((await listingRows()).some((r) => r.product_id === hiddenOne!.id)).toBe(false);
    const [g] = await t.db.query<{ behind: boolean }>('SELECT listings_generation <> listings_built AS behind FROM catalogue_sync');
    expect(g!.behind).toBe(false);
    await t.db.query('UPDATE products SET hidden = false WHERE id = $1', [hiddenOne!.id]);
    await t.db.transaction((tx) => rebuildListings(tx));
  }, 60_000);

  it('a product hidden while the listings are being rebuilt is not swapped back in: the swap sees the change and builds again', async () => {
    const [target] = await t.db.query<{ id: string }>('SELECT id FROM products WHERE NOT hidden ORDER BY provider_rank LIMIT 1');
    let hidden = false;
    // the database as the rebuild sees it: the owner hides a product once the first listing rows are written
    const racing = Object.create(t.db) as typeof t.db;
    racing.query = (async (text: string, params?: unknown[]) => {
      if (!hidden && /INSERT INTO .*\(listing, position, product_id\)/.test(text)) {
        hidden = true;
        await t.db.transaction(async (tx) => {
          await tx.query('UPDATE products SET hidden = true WHERE id = $1', [target!.id]);
          await listingsChanged(tx);
        });
      }
      return t.db.query(text, params);
    }) as typeof t.db.query;
    await rebuildListingsStaged(racing);
    expect(hidden).toBe(true);
    expect((await listingRows()).some((r) => r.product_id === target!.id)).toBe(false);
    await t.db.query('UPDATE products SET hidden = false WHERE id = $1', [target!.id]);
    await t.db.transaction((tx) => rebuildListings(tx));
  }, 60_000);
});
