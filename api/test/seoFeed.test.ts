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
    t = await startTestApp(database, { config: testConfig({ publicUrl: ORIGIN }) });
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
    items.forEach((item, n) => {
      for (const field of required) expect(item[field], `${item['g:id']} ${field}`).toBeTruthy();
      const { p, v } = expected[n]!;
      expect(item['g:id']).toBe(`${p.id}-${v.id}`);
      expect(item['g:item_group_id']).toBe(p.id);
      expect(item.title).toBe(`${p.title} - ${v.title}`.slice(0, 150));
      expect(item.link).toBe(new URL(productPath({ category: p.category, title: p.title, productId: p.id }), ORIGIN).href);
      expect(item['g:price']).toMatch(/^\d+\.\d{2} USD$/);
      expect(item['g:price']).toBe(`${(v.price / 100).toFixed(2)} USD`);
      expect(item['g:availability']).toBe(p.in_stock && v.is_available ? 'in_stock' : 'out_of_stock');
      expect(item['g:condition']).toBe('new');
      expect(item['g:brand']).toBe(storeName);
      expect(item['g:identifier_exists']).toBe('no');
      expect(item.description.length).toBeLessThanOrEqual(5000);
      expect(item.description).not.toMatch(/<\/?[a-z]/i);
      // a picture social networks and Merchant Center take: the demo's SVG mock-ups as their PNG
      expect(item['g:image_link']).toMatch(new RegExp(`^${ORIGIN}/api/social-image\\.png\\?src=%2Fapi%2Fmockups%2F`));
    });
    // variants of one product sit together and say what tells them apart
    expect(items.some((i) => i['g:color'] || i['g:size'])).toBe(true);
  });

  it('leaves out a product the owner hides', async () => {
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

  it('escapes markup characters and drops control characters from titles and descriptions', async () => {
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
