import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from './helpers/testDatabases.ts';
import { startTestApp, type TestApp } from './helpers/testApp.ts';
import { pickRows } from '../src/catalog/productDetails.ts';
import { loadPickIndex, picksFrom } from '../src/catalog/pickIndex.ts';
import type { Sql } from '../src/db/db.ts';

describe.each(testDatabases)('the rows under a product, picked in memory (#24 cold crawl) on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(() => t.close());

  it('are the rows the queries pick, for every product of the catalogue, hidden products left out', async () => {
    const products = await t.db.query<{ id: string; category: string; blueprint_id: number | null }>('SELECT id, category, blueprint_id FROM products WHERE NOT hidden ORDER BY id');
    expect(products.length).toBeGreaterThan(1000);
    // a hidden product is in no row, however it ranks
    const [hidden] = await t.db.query<{ id: string }>(`UPDATE products SET hidden = true WHERE id = (SELECT id FROM products WHERE blueprint_id IS NOT NULL ORDER BY provider_rank DESC LIMIT 1) RETURNING id`);
    const index = await loadPickIndex(t.db);
    // read in pages (#42: one statement of the whole catalogue held the embedded database 2 s at 100k): any page size, the same index
    const sizes: number[] = [];
    const counted: Sql = { query: (async (text: string, params?: unknown[]) => {
      const r = await t.db.query(text, params);
      sizes.push(r.length);
      return r;
    }) as Sql['query'], exec: (s) => t.db.exec(s) };
    expect(await loadPickIndex(counted, { page: 97 })).toEqual(index);
    expect(Math.max(...sizes)).toBe(97);
    expect(sizes.length).toBeGreaterThan(20);
    let rows = 0;
    for (const p of products) {
      if (p.id === hidden!.id) continue;
      const picked = picksFrom(index, p);
      expect(picked, p.id).toEqual(await pickRows(t.db, p));
      const all = [...picked.sameBlueprint, ...picked.related, ...picked.diff];
      expect(all).not.toContain(hidden!.id);
      expect(new Set([p.id, ...all]).size, p.id).toBe(all.length + 1);
      rows += all.length;
    }
    expect(rows).toBeGreaterThan(products.length * 20);
  });
});

describe('the pick index with odd category names', () => {
  it('takes a category named like an object property as any other (constructor, __proto__)', async () => {
    const rows = [
      { id: 'a', category: 'constructor', blueprint_id: 1, provider_rank: 1 },
      { id: 'b', category: '__proto__', blueprint_id: 1, provider_rank: 2 },
      { id: 'c', category: '__proto__', blueprint_id: null, provider_rank: 3 },
    ];
    const sql = { query: async (text: string) => (text.includes('listing_items') ? rows.map((r, i) => ({ id: r.id, category: r.category, position: i + 1 })) : rows) } as never;
    const index = await loadPickIndex(sql);
    expect(index.byCategory['__proto__']).toEqual(['b', 'c']);
    expect(index.byCategory['constructor']).toEqual(['a']);
    expect(picksFrom(index, { id: 'b', category: '__proto__', blueprint_id: 1 })).toMatchObject({ sameBlueprint: ['a'], related: ['c'] });
  });
});
