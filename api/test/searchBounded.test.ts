import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueChanged, rebuildListings } from '../src/catalog/syncCatalogue.ts';
import { testDatabases } from './helpers/testDatabases.ts';
import { startTestApp, type TestApp } from './helpers/testApp.ts';

// Search stays bounded on a large catalogue (issue 14, item 6): a common word's matches are ranked
// up to a cap and the total is reported as capped; a typo is corrected against the vocabulary.
describe.each(testDatabases)('bounded search on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database);
    // 1,100 more products sharing one word: more than the ranked cap (1,000)
    await t.db.query(
      `INSERT INTO products (id, title, description, category, tags, price_cents, image, options, variants, images,
                             blueprint_id, colors, sizes, in_stock, provider_rank)
       SELECT 'zephyr-' || g, 'Zephyr Hoodie ' || g, p.description, p.category, p.tags, p.price_cents, p.image, p.options,
              p.variants, p.images, p.blueprint_id, p.colors, p.sizes, p.in_stock, 100000 + g
         FROM (SELECT * FROM products WHERE category = 'hoodies' ORDER BY id LIMIT 1) p, generate_series(1, 1100) g`,
    );
    await t.db.transaction((tx) => rebuildListings(tx));
    await catalogueChanged(t.db, t.deps.catalog);
  });
  afterAll(() => t.close());

  const search = async (searchTerm: string, page = 1) =>
    (await t.app.inject({ method: 'POST', url: `/api/search-products?page=${page}&limit=50`, payload: { searchTerm } })).json();

  it('ranks at most 1,000 matches of a common word and says the total is capped, page after page', async () => {
    const first = await search('zephyr');
    expect(first.data).toHaveLength(50);
    expect(first.totalCapped).toBe(true);
    expect(first.pagination).toMatchObject({ currentPage: 1, totalPages: 20, hasNextPage: true });
    const second = await search('zephyr', 2);
    expect(second.data).toHaveLength(50);
    const ids = new Set(first.data.map((p: { id: string }) => p.id));
    expect(second.data.some((p: { id: string }) => ids.has(p.id))).toBe(false);
    const last = await search('zephyr', 20);
    expect(last.data).toHaveLength(50);
    expect((await search('zephyr', 21)).data).toHaveLength(0);
  });

  it('a rare word is not capped', async () => {
    const mugs = await search('mug');
    expect(mugs.totalCapped).toBe(false);
    expect(mugs.data.length).toBeGreaterThan(0);
  });

  it('corrects each mistyped word against the vocabulary, and a hidden product leaves it', async () => {
    const typo = await search('zephir');
    expect(typo.data).toHaveLength(50);
    expect(typo.data.every((p: { title: string }) => p.title.startsWith('Zephyr'))).toBe(true);
    const two = await search('zephir hodie');
    expect(two.data.length).toBeGreaterThan(0);
    expect(two.data.every((p: { title: string }) => /zephyr/i.test(p.title) && /hoodie/i.test(p.title))).toBe(true);
    // words the catalogue does not have, even nearly: nothing, not everything
    expect((await search('qqxxjj')).data).toHaveLength(0);

    // as the owner's hide does (admin/catalogue.ts): listings and vocabulary rebuilt, caches told
    await t.db.query(`UPDATE products SET hidden = true WHERE id LIKE 'zephyr-%'`);
    await t.db.transaction((tx) => rebuildListings(tx));
    await catalogueChanged(t.db, t.deps.catalog);
    expect((await search('zephir')).data).toHaveLength(0);
    expect((await search('zephyr')).data).toHaveLength(0);
  });
});
