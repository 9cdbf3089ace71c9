import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lowestPriceInWindow, windowStart } from '@store/shared/rules';
import { testDatabases } from './helpers/testDatabases.ts';
import { startTestApp, type TestApp } from './helpers/testApp.ts';
import { createShopper } from './fakes/shopper.ts';
import { signupAdmin } from './authHelpers.ts';
import { syncCatalogue } from '../src/catalog/syncCatalogue.ts';
import { createLocalPrintProvider } from '../src/providers/print/local/localPrintProvider.ts';
import type { PrintProvider } from '../src/providers/print/printProvider.ts';

/** Issue 40 part 2: the owner's compare-at price, the price history and the 30-day lowest. */
describe.each(testDatabases)('reference prices on $name', (database) => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp(database);
    const owner = await signupAdmin(t);
    admin = { authorization: `Bearer ${owner.accessToken}` };
  });
  afterAll(() => t.close());
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const setCompareAt = (productId: string, compareAtCents: unknown, headers = admin) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/catalogue/products/${productId}/compare-at`, headers, payload: { compareAtCents } });
  type Card = { productId: string; category: string; compareAtCents?: number | null; lowest30dCents?: number | null };
  const firstPage = async () => (await get('/api/t-shirts?view=card')).json().data as Card[];
  /** A product on the first page of /t-shirts, with its "from" price; none used twice. */
  let next = 0;
  async function aProduct() {
    const c = (await firstPage())[next++]!;
    const [row] = await t.db.query<{ price_cents: number }>('SELECT price_cents FROM products WHERE id = $1', [c.productId]);
    return { id: c.productId, category: c.category, price_cents: row!.price_cents };
  }
  const detail = async (p: { id: string; category: string }) => (await get(`/api/product-details/${p.id}/${p.category}`)).json().data;
  const card = async (productId: string) => (await firstPage()).find((c) => c.productId === productId)!;
  /** Backdates a product's history to the given (days ago, price) steps, then sets the current price. */
  async function history(productId: string, steps: [daysAgo: number, cents: number][]) {
    await t.db.query('DELETE FROM product_price_history WHERE product_id = $1', [productId]);
    for (const [days, cents] of steps) {
      await t.db.query(`INSERT INTO product_price_history (product_id, price_cents, valid_from) VALUES ($1, $2, now() - make_interval(secs => $3::float8 * 86400))`, [productId, cents, days]);
    }
    // the trigger is bypassed here (no change of price_cents) so the history stays as written
    await t.db.query('ALTER TABLE products DISABLE TRIGGER products_price_history_update');
    await t.db.query('UPDATE products SET price_cents = $2 WHERE id = $1', [productId, steps.at(-1)![1]]);
    await t.db.query('ALTER TABLE products ENABLE TRIGGER products_price_history_update');
    t.deps.catalog.clear();
  }

  it('records each change of price (the first with the price held since the product was added), not other edits', async () => {
    const p = await aProduct();
    const rows = () => t.db.query<{ price_cents: number; from_created: boolean }>(
      `SELECT h.price_cents, h.valid_from = p.created_at AS from_created FROM product_price_history h JOIN products p ON p.id = h.product_id
        WHERE h.product_id = $1 ORDER BY h.valid_from, h.id`, [p.id]);
    // imported after the migration, never changed: no rows (its price is the current one)
    expect(await rows()).toEqual([]);
    await t.db.query('UPDATE products SET title = title || $2 WHERE id = $1', [p.id, ' ']);
    await t.db.query('UPDATE products SET price_cents = price_cents WHERE id = $1', [p.id]);
    expect(await rows()).toEqual([]);
    await t.db.query('UPDATE products SET price_cents = $2 WHERE id = $1', [p.id, p.price_cents + 500]);
    expect(await rows()).toEqual([{ price_cents: p.price_cents, from_created: true }, { price_cents: p.price_cents + 500, from_created: false }]);
    await t.db.query('UPDATE products SET price_cents = $2 WHERE id = $1', [p.id, p.price_cents]);
    expect((await rows()).map((r) => r.price_cents)).toEqual([p.price_cents, p.price_cents + 500, p.price_cents]);
  });

  it('backfills the prices of products that exist when the migration runs', async () => {
    const { readFileSync } = await import('node:fs');
    const migration = readFileSync(new URL('../src/db/migrations/101_price_history.sql', import.meta.url), 'utf8');
    const backfill = migration.slice(migration.indexOf('INSERT INTO product_price_history (product_id, price_cents)\nSELECT id'), migration.indexOf('-- A product added later'));
    const p = await aProduct();
    await t.db.query('DELETE FROM product_price_history WHERE product_id = $1', [p.id]);
    await t.db.query(backfill);
    expect((await t.db.query<{ price_cents: number }>('SELECT price_cents FROM product_price_history WHERE product_id = $1', [p.id])).map((r) => r.price_cents)).toEqual([p.price_cents]);
    await t.db.query(backfill); // once per product
    expect(await t.db.query('SELECT 1 FROM product_price_history WHERE product_id = $1', [p.id])).toHaveLength(1);
  });

  it("a restore's plain inserts (a non-superuser restore keeps triggers on) add no history rows of their own", async () => {
    // what api/src/backups/restoreBackup.ts does per table: products first, then their history as it was
    const [source] = await t.db.query<{ id: string }>('SELECT id FROM products ORDER BY id LIMIT 1');
    await t.db.query(`INSERT INTO products (id, title, description, category, tags, price_cents, image, options, variants, images, created_at)
                      SELECT 'restored-1', title, description, category, tags, 1234, image, options, variants, images, now() - interval '90 days' FROM products WHERE id = $1`, [source!.id]);
    await t.db.query(`INSERT INTO product_price_history (id, product_id, price_cents, valid_from) OVERRIDING SYSTEM VALUE
                      VALUES (900001, 'restored-1', 1500, now() - interval '90 days'), (900002, 'restored-1', 1234, now() - interval '10 days')`);
    const rows = await t.db.query<{ id: number }>(`SELECT id::int AS id FROM product_price_history WHERE product_id = 'restored-1' ORDER BY id`);
    expect(rows.map((r) => r.id)).toEqual([900001, 900002]);
    await t.db.query(`DELETE FROM products WHERE id = 'restored-1'`);
  });

  it('records a price the catalogue sync changes, and keeps the compare-at price through the sync', async () => {
    const local = createLocalPrintProvider();
    // a mug: the t-shirts the other cases edit by hand keep their demo prices
    const target = (await t.db.query<{ id: string; price_cents: number }>(`SELECT id, price_cents FROM products WHERE category = 'mugs' ORDER BY provider_rank, id LIMIT 1`))[0]!;
    await t.db.query('UPDATE products SET compare_at_cents = $2 WHERE id = $1', [target.id, target.price_cents + 10_000]);
    // the provider raises every variant of one product by $1
    const raised: PrintProvider = {
      ...local,
      catalogue: {
        ...local.catalogue,
        catalogueVersion: async () => `${await local.catalogue.catalogueVersion()}-raised`,
        async *listProducts() {
          for await (const p of local.catalogue.listProducts()) yield p.id === target.id ? { ...p, variants: p.variants.map((v) => ({ ...v, price: v.price + 100 })) } : p;
        },
        listBlueprints: () => local.catalogue.listBlueprints(),
      },
    };
    const prices = async () => new Map((await t.db.query<{ id: string; price_cents: number }>('SELECT id, price_cents FROM products')).map((r) => [r.id, r.price_cents]));
    const rowsPerProduct = async () => new Map((await t.db.query<{ id: string; n: number }>('SELECT product_id AS id, count(*)::int AS n FROM product_price_history GROUP BY product_id')).map((r) => [r.id, r.n]));
    const [pricesBefore, rowsBefore] = [await prices(), await rowsPerProduct()];
    await syncCatalogue(t.db, raised, t.deps.catalog, { force: true });
    // only products whose price the sync changed gain rows (the mug, and any price an earlier case edited by hand)
    const changed = new Set([...(await prices())].filter(([id, cents]) => pricesBefore.get(id) !== cents).map(([id]) => id));
    expect(changed.has(target.id)).toBe(true);
    for (const [id, n] of await rowsPerProduct()) if (!changed.has(id)) expect(n, id).toBe(rowsBefore.get(id));
    const mug = await t.db.query<{ price_cents: number }>('SELECT price_cents FROM product_price_history WHERE product_id = $1 ORDER BY valid_from, id', [target.id]);
    expect(mug.map((r) => r.price_cents)).toEqual([target.price_cents, target.price_cents + 100]);
    expect((await t.db.query<{ compare_at_cents: number }>('SELECT compare_at_cents FROM products WHERE id = $1', [target.id]))[0]!.compare_at_cents).toBe(target.price_cents + 10_000);
    await syncCatalogue(t.db, local, t.deps.catalog, { force: true }); // back to the demo prices
    await t.db.query('UPDATE products SET compare_at_cents = NULL WHERE id = $1', [target.id]);
    t.deps.catalog.clear();
  });

  it('the owner sets a compare-at price: cards, the product page and the wishlist show it with the 30-day lowest; clearing removes it', async () => {
    const p = await aProduct();
    await history(p.id, [[40, p.price_cents + 300], [12, p.price_cents - 200], [2, p.price_cents]]);
    expect((await card(p.id)).compareAtCents ?? null).toBeNull();
    expect(await detail(p)).toMatchObject({ compareAtCents: null, lowest30dCents: null });

    const set = await setCompareAt(p.id, p.price_cents + 1000);
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ success: true, data: { productId: p.id, priceCents: p.price_cents, compareAtCents: p.price_cents + 1000 } });
    const lowest = p.price_cents - 200; // the $2 lower price of 12 days ago
    expect(await detail(p)).toMatchObject({ compareAtCents: p.price_cents + 1000, lowest30dCents: lowest });
    expect(await card(p.id)).toMatchObject({ compareAtCents: p.price_cents + 1000, lowest30dCents: lowest });
    const full = ((await get('/api/t-shirts')).json().data as { productId: string }[]).find((c) => c.productId === p.id);
    expect(full).toMatchObject({ compareAtCents: p.price_cents + 1000, lowest30dCents: lowest });

    const shopper = await createShopper(t, 'reference-wishlist');
    await t.app.inject({ method: 'POST', url: '/api/favourites-cart/add-remove', headers: shopper.headers, payload: { type: 'favorite', product_id: p.id, category: p.category } });
    const wish = (await get('/api/favourites-cart/local/items', shopper.headers)).json().data as { product_id: string }[];
    expect(wish.find((e) => e.product_id === p.id)).toMatchObject({ compareAtCents: p.price_cents + 1000, lowest30dCents: lowest });

    const [row] = await t.db.query<{ action: string; before: unknown; after: unknown }>(`SELECT action, before, after FROM admin_audit WHERE target = $1 ORDER BY id DESC LIMIT 1`, [p.id]);
    expect(row).toMatchObject({ action: 'product.compare-at.set', before: { compareAtCents: null }, after: { compareAtCents: p.price_cents + 1000 } });

    const cleared = await setCompareAt(p.id, null);
    expect(cleared.json()).toMatchObject({ success: true, message: 'Compare-at price cleared', data: { compareAtCents: null } });
    expect(await detail(p)).toMatchObject({ compareAtCents: null, lowest30dCents: null });
    expect((await card(p.id)).compareAtCents ?? null).toBeNull();
    const after = (await get('/api/favourites-cart/local/items', shopper.headers)).json().data as { product_id: string; compareAtCents?: number }[];
    expect(after.find((e) => e.product_id === p.id)?.compareAtCents).toBeUndefined();
    expect((await t.db.query<{ action: string }>(`SELECT action FROM admin_audit WHERE target = $1 ORDER BY id DESC LIMIT 1`, [p.id]))[0]!.action).toBe('product.compare-at.clear');
  });

  it('a product without a compare-at price sends none anywhere', async () => {
    await t.db.query('UPDATE products SET compare_at_cents = NULL');
    t.deps.catalog.clear();
    const p = await aProduct();
    expect(await detail(p)).toMatchObject({ compareAtCents: null, lowest30dCents: null });
    const rows = (await get(`/api/product-details/${p.id}/${p.category}?view=card`)).json() as Record<string, unknown>;
    for (const row of ['relatedProducts', 'diffProducts', 'sameBlueprintProducts']) {
      expect((rows[row] as { compareAtCents?: number | null }[]).every((c) => c.compareAtCents == null), row).toBe(true);
    }
    const cards = await firstPage();
    expect(cards.every((c) => c.compareAtCents == null)).toBe(true);
    const home = (await get('/api/home-products?view=card')).json().data as Record<string, { compareAtCents?: number | null }[]>;
    expect(Object.values(home).flat().every((c) => c.compareAtCents == null)).toBe(true);
  });

  it('refuses bad values with a clear 4xx, and non-owners', async () => {
    const p = await aProduct();
    for (const [value, message] of [
      [0, 'The compare-at price must be a positive amount.'],
      [-100, 'The compare-at price must be a positive amount.'],
      [12.5, 'The compare-at price must be a whole number of cents.'],
      ['25.00', 'The compare-at price must be a number of cents, or null to clear it.'],
      [1_000_000_000, 'The compare-at price is too high.'],
      [p.price_cents, 'The compare-at price must be higher than the current price.'],
      [p.price_cents - 1, 'The compare-at price must be higher than the current price.'],
    ] as const) {
      const reply = await setCompareAt(p.id, value);
      expect(reply.statusCode, String(value)).toBe(400);
      expect(reply.json()).toMatchObject({ success: false });
      expect(reply.json().message).toContain(message);
    }
    const noBody = await t.app.inject({ method: 'PUT', url: `/api/admin/catalogue/products/${p.id}/compare-at`, headers: admin, payload: {} });
    expect(noBody.statusCode).toBe(400);
    expect((await setCompareAt('no-such-product', 5000)).statusCode).toBe(404);
    const shopper = await createShopper(t, 'not-owner');
    expect([401, 403]).toContain((await setCompareAt(p.id, p.price_cents + 100, shopper.headers)).statusCode);
    expect((await t.db.query<{ c: number | null }>('SELECT compare_at_cents AS c FROM products WHERE id = $1', [p.id]))[0]!.c).toBeNull();
  });

  it('keeps a compare-at price the price later passes, and shows it nowhere until it is higher again', async () => {
    const p = await aProduct();
    expect((await setCompareAt(p.id, p.price_cents + 200)).statusCode).toBe(200);
    await t.db.query('UPDATE products SET price_cents = $2 WHERE id = $1', [p.id, p.price_cents + 500]);
    t.deps.catalog.clear();
    expect(await detail(p)).toMatchObject({ compareAtCents: null, lowest30dCents: null });
    expect((await card(p.id)).compareAtCents ?? null).toBeNull();
    const owner = (await get(`/api/admin/catalogue/products?q=${p.id}`, admin)).json().data[0];
    expect(owner).toMatchObject({ priceCents: p.price_cents + 500, compareAtCents: p.price_cents + 200 });
    await t.db.query('UPDATE products SET price_cents = $2 WHERE id = $1', [p.id, p.price_cents]);
    t.deps.catalog.clear();
    expect(await detail(p)).toMatchObject({ compareAtCents: p.price_cents + 200, lowest30dCents: p.price_cents });
  });

  it('parallel edits by the owner leave one value, each audited', async () => {
    const p = await aProduct();
    const values = [1, 2, 3, 4, 5].map((i) => p.price_cents + i * 100);
    const replies = await Promise.all(values.map((v) => setCompareAt(p.id, v)));
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const [{ c }] = await t.db.query<{ c: number }>('SELECT compare_at_cents AS c FROM products WHERE id = $1', [p.id]);
    expect(values).toContain(c);
    const audits = await t.db.query<{ after: { compareAtCents: number } }>(`SELECT after FROM admin_audit WHERE target = $1 AND action = 'product.compare-at.set' ORDER BY id`, [p.id]);
    expect(audits.at(-1)!.after.compareAtCents).toBe(c);
  });

  it("the database's window (cards) and the shared rule (product page) agree on the 30-day lowest", async () => {
    const p = await aProduct();
    const cases: [number, number][][] = [
      [[45, 900], [29, 2000], [1, 1500]],
      [[60, 500], [31, 2000], [3, 2500]],
      [[10, 1200]],
      [[90, 3000], [40, 800], [30.5, 2000], [0.5, 1900]],
      [[5, 2200], [4, 1000], [3, 2500]],
    ];
    for (const steps of cases) {
      await history(p.id, steps);
      const current = steps.at(-1)![1];
      const rows = await t.db.query<{ priceCents: number; from: Date }>('SELECT price_cents AS "priceCents", valid_from AS "from" FROM product_price_history WHERE product_id = $1', [p.id]);
      const now = new Date();
      const [{ sqlLowest }] = await t.db.query<{ sqlLowest: number }>('SELECT catalog_lowest_price($1, $2, $3::timestamptz) AS "sqlLowest"', [p.id, current, windowStart(now).toISOString()]);
      const expected = Math.min(current, ...steps.filter(([d]) => d < 30).map(([, c]) => c), steps.filter(([d]) => d >= 30).at(-1)?.[1] ?? Infinity);
      expect(lowestPriceInWindow(rows, current, now), JSON.stringify(steps)).toBe(expected);
      expect(sqlLowest, JSON.stringify(steps)).toBe(expected);
      await t.db.query('UPDATE products SET compare_at_cents = $2 WHERE id = $1', [p.id, current + 5000]);
      t.deps.catalog.clear();
      expect((await detail(p)).lowest30dCents, JSON.stringify(steps)).toBe(expected);
      expect((await card(p.id))?.lowest30dCents, JSON.stringify(steps)).toBe(expected);
    }
  });
});
