import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productPath } from '@store/shared/rules';
import { readFileSync } from 'node:fs';
import type { Variant } from '@store/shared/types';
import { testDatabases } from './helpers/testDatabases.ts';
import { startTestApp, testConfig, type TestApp } from './helpers/testApp.ts';
import { signupAdmin } from './authHelpers.ts';
import { feedItems } from './helpers/xmlDocs.ts';

const ORIGIN = 'https://shop.example';
// the shop's name as the browser shows it (shared/src/store-info.ts, which the API may not import): the feed's default brand
const storeName = /name: '([^']+)'/.exec(readFileSync(new URL('../../shared/src/store-info.ts', import.meta.url), 'utf8'))![1]!;
const required = ['g:id', 'title', 'description', 'link', 'g:image_link', 'g:price', 'g:availability', 'g:condition', 'g:brand', 'g:identifier_exists', 'g:item_group_id'];

/** #40 item 4: the Google Merchant Center feed, one item per variant of every visible product. */
describe.each(testDatabases)('product feed on $name', (database) => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    // TTL 0: every request streams live (the stored copies have their own suite, seoStoredFiles.test.ts)
    const config = testConfig({ publicUrl: ORIGIN });
    t = await startTestApp(database, { config: { ...config, seo: { ...config.seo, cacheTtlMs: 0 } } });
    admin = { authorization: `Bearer ${(await signupAdmin(t)).accessToken}` };
  });
  afterAll(() => t.close());

  const feed = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/feeds/products.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    return feedItems(res.body);
  };
  const visible = () => t.db.query<{ id: string; title: string; category: string; variants: Variant[]; in_stock: boolean }>(
    'SELECT id, title, category, variants, in_stock FROM products WHERE NOT hidden ORDER BY id');

  it("has every enabled variant of every visible product, each with Merchant Center's required fields", async () => {
    const { channel, items } = await feed();
    expect(channel.title).toBe(storeName);
    expect(channel.link).toBe(`${ORIGIN}/`);
    const products = await visible();
    const expected = products.flatMap((p) => p.variants.filter((v) => v.is_enabled).map((v) => ({ p, v })));
    expect(items).toHaveLength(expected.length);
    expect(new Set(items.map((i) => i['g:id'])).size).toBe(items.length);
    // every item checked against its row; faults collected, so 29,000 items cost one assertion
    const faults: string[] = [];
    const check = (id: string, what: string, got: unknown, want: unknown) => {
      if (got !== want) faults.push(`${id} ${what}: ${String(got)} ≠ ${String(want)}`);
    };
    const picture = new RegExp(`^${ORIGIN}/api/social-image\\.png\\?src=%2Fapi%2Fmockups%2F`);
    items.forEach((item, n) => {
      const { p, v } = expected[n]!;
      const id = `${p.id}-${v.id}`;
      for (const field of required) if (!item[field]) faults.push(`${id} has no ${field}`);
      check(id, 'g:id', item['g:id'], id);
      check(id, 'g:item_group_id', item['g:item_group_id'], p.id);
      check(id, 'title', item.title, `${p.title} - ${v.title}`.slice(0, 150));
      check(id, 'link', item.link, new URL(productPath({ category: p.category, title: p.title, productId: p.id }), ORIGIN).href);
      check(id, 'g:price', item['g:price'], `${(v.price / 100).toFixed(2)} USD`);
      check(id, 'g:availability', item['g:availability'], p.in_stock && v.is_available ? 'in_stock' : 'out_of_stock');
      check(id, 'g:condition', item['g:condition'], 'new');
      check(id, 'g:brand', item['g:brand'], storeName);
      check(id, 'g:identifier_exists', item['g:identifier_exists'], 'no');
      if (!/^\d+\.\d{2} USD$/.test(item['g:price'] ?? '')) faults.push(`${id} price ${item['g:price']}`);
      if ((item.description ?? '').length > 5000 || /<\/?[a-z]/i.test(item.description ?? '')) faults.push(`${id} description`);
      // a picture social networks and Merchant Center take: the demo's SVG mock-ups as their PNG
      if (!picture.test(item['g:image_link'] ?? '')) faults.push(`${id} image ${item['g:image_link']}`);
    });
    expect(faults.slice(0, 10)).toEqual([]);
    // variants of one product sit together and say what tells them apart
    expect(items.some((i) => i['g:color'] || i['g:size'])).toBe(true);
  }, 120_000);

  it('leaves out a product the owner hides', { timeout: 120_000 }, async () => {
    const target = (await visible())[250];
    const visibility = (hidden: boolean) => t.app.inject({ method: 'POST', url: `/api/admin/catalogue/products/${target!.id}/visibility`, headers: admin, payload: { hidden } });
    expect((await visibility(true)).statusCode).toBe(200);
    try {
      const { items } = await feed();
      expect(items.filter((i) => i['g:item_group_id'] === target!.id)).toEqual([]);
    } finally {
      await visibility(false);
    }
    expect((await feed()).items.some((i) => i['g:item_group_id'] === target!.id)).toBe(true);
  });

  it('escapes markup characters and drops control characters from titles and descriptions', { timeout: 120_000 }, async () => {
    const [target] = await visible();
    const [before] = await t.db.query<{ title: string; description: string }>('SELECT title, description FROM products WHERE id = $1', [target!.id]);
    await t.db.query('UPDATE products SET title = $2, description = $3 WHERE id = $1', [target!.id, 'Tom & Jerry\'s <"Best"> \u0001Tee\u0008', '<p>Fish &amp; chips \u000b<b>bold</b> "quoted" \'single\' 5 > 3</p>']);
    try {
      const item = (await feed()).items.find((i) => i['g:item_group_id'] === target!.id)!;
      // the parser gives the text back: escaped on the way out, nothing lost but what XML cannot carry
      expect(item.title.startsWith('Tom & Jerry\'s <"Best"> Tee - ')).toBe(true);
      expect(item.description).toBe('Fish & chips bold "quoted" \'single\' 5 > 3');
    } finally {
      await t.db.query('UPDATE products SET title = $2, description = $3 WHERE id = $1', [target!.id, before!.title, before!.description]);
    }
  });
});
