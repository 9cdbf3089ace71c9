import { describe, expect, it } from 'vitest';
import type { Sql } from '../src/db/db.ts';
import { catalogCache } from '../src/catalog/catalogCache.ts';
import { cardsByIds } from '../src/catalog/cardRows.ts';

/** A database of three products that records each query's ids. */
function products() {
  const asked: string[][] = [];
  const rows = ['a', 'b', 'c'].map((id, i) => ({ id, productId: id, title: `Tee ${id}`, category: 't-shirts', image: `/${id}.png`, price: 1000 + i, options: '[]' }));
  const sql = {
    async query(_text: string, params: unknown[] = []) {
      const ids = params[0] as string[];
      asked.push(ids);
      return rows.filter((r) => ids.includes(r.id));
    },
  } as unknown as Sql;
  return { sql, asked };
}

describe('cards by id (#24 cold crawl: neighbouring product pages show mostly the same cards)', () => {
  it('reads the ids it has not cached in one query, and each card once while the catalogue lasts', async () => {
    const db = products();
    const catalog = catalogCache({ budget: { ttlMs: 60_000, maxBytes: 1_000_000 } });
    const first = await cardsByIds(catalog, db.sql, ['a', 'b', 'x']);
    expect([...first.keys()]).toEqual(['a', 'b']); // an unknown id is left out
    expect(first.get('a')).toMatchObject({ id: 'a', title: 'Tee a', price: 1000, sizes: [] });
    expect(first.get('a')).not.toHaveProperty('options');
    const second = await cardsByIds(catalog, db.sql, ['b', 'c', 'a']);
    expect([...second.keys()]).toEqual(['b', 'c', 'a']);
    expect(second.get('b')).toBe(first.get('b'));
    expect(db.asked).toEqual([['a', 'b', 'x'], ['c']]);
  });

  it('two pages at once share one query; a catalogue change reads the cards again', async () => {
    const db = products();
    const catalog = catalogCache({ budget: { ttlMs: 60_000, maxBytes: 1_000_000 } });
    await Promise.all([cardsByIds(catalog, db.sql, ['a', 'b']), cardsByIds(catalog, db.sql, ['b', 'c'])]);
    expect(db.asked).toEqual([['a', 'b', 'c']]);
    catalog.clear();
    await cardsByIds(catalog, db.sql, ['a']);
    expect(db.asked).toEqual([['a', 'b', 'c'], ['a']]);
  });

  it('a failed read fails the pages that asked, and is not kept', async () => {
    let fail = true;
    const db = products();
    const sql = { query: (t: string, p: unknown[]) => (fail ? Promise.reject(new Error('down')) : db.sql.query(t, p)) } as unknown as Sql;
    const catalog = catalogCache({ budget: { ttlMs: 60_000, maxBytes: 1_000_000 } });
    await expect(cardsByIds(catalog, sql, ['a'])).rejects.toThrow('down');
    fail = false;
    expect([...(await cardsByIds(catalog, sql, ['a'])).keys()]).toEqual(['a']);
  });
});
