import { describe, expect, it } from 'vitest';
import type { Sql } from '../src/db/db.ts';
import { healthProbe } from '../src/cluster/healthProbe.ts';
import { productCount } from '../src/catalog/productQueries.ts';
import { testDatabases } from './helpers/testDatabases.ts';
import { startTestApp } from './helpers/testApp.ts';

/** A database whose next answers the test releases by hand, counting the questions it was asked. */
function heldDatabase() {
  const waiting: ((n: number) => void)[] = [];
  let asked = 0;
  const sql: Sql = {
    query: ((text: string) => {
      asked++;
      if (text.includes('count(')) counts++;
      return new Promise((resolve) => waiting.push((n) => resolve([{ n, last: null }] as never)));
    }) as Sql['query'],
    exec: async () => {},
  };
  let counts = 0;
  return { sql, asked: () => asked, counts: () => counts, answer: (n: number) => waiting.shift()?.(n) };
}

describe('health probe (#42: /api/health never waits behind the database)', () => {
  it('waits only for the first answer; later reads answer at once from the last count while one question is out', async () => {
    let clock = 0;
    const db = heldDatabase();
    const probe = healthProbe(db.sql, productCount, { freshMs: 1_000, staleMs: 15_000, countEveryMs: 1_000, now: () => clock });
    const first = probe.read();
    db.answer(1728);
    expect((await first).products).toBe(1728);

    clock = 2_000; // older than fresh: reads go on answering while the database is held
    const reads = await Promise.all(Array.from({ length: 50 }, () => probe.read()));
    expect(reads.every((r) => r.products === 1728)).toBe(true);
    expect(db.asked()).toBe(2); // one background question for fifty reads

    db.answer(1730);
    await new Promise((r) => setImmediate(r));
    expect((await probe.read()).products).toBe(1730);
  });

  it('reports a database that has not answered for staleMs as 503, and recovers when it answers', async () => {
    let clock = 0;
    const db = heldDatabase();
    const probe = healthProbe(db.sql, productCount, { freshMs: 1_000, staleMs: 15_000, countEveryMs: 1_000, now: () => clock });
    const first = probe.read();
    db.answer(5);
    await first;
    clock = 16_000;
    await expect(probe.read()).rejects.toMatchObject({ statusCode: 503, message: 'The database is not answering.' });
    db.answer(6);
    await new Promise((r) => setImmediate(r));
    expect((await probe.read()).products).toBe(6);
  });

  it('asks every second but counts the products only every countEveryMs: a count of a big catalogue holds the embedded database', async () => {
    let clock = 0;
    const db = heldDatabase();
    const probe = healthProbe(db.sql, productCount, { freshMs: 1_000, staleMs: 15_000, countEveryMs: 60_000, now: () => clock });
    const first = probe.read();
    db.answer(1728);
    await first;
    for (let s = 2; s <= 58; s += 2) {
      clock = s * 1_000;
      await probe.read();
      db.answer(0); // a liveness question's answer is not a count
      await new Promise((r) => setImmediate(r));
    }
    expect(db.asked()).toBe(30);
    expect(db.counts()).toBe(1);
    expect((await probe.read()).products).toBe(1728);
    // still answering means fresh: no 503 however long since the last count
    expect((await probe.read()).checkedAt).toBe(58_000);
    clock = 61_000;
    await probe.read();
    db.answer(1730);
    await new Promise((r) => setImmediate(r));
    expect(db.counts()).toBe(2);
    expect((await probe.read()).products).toBe(1730);
  });
});

describe.each(testDatabases)('the products counted a page at a time on $name', (database) => {
  it('counts every product, whatever the page size (each statement short on the embedded database)', async () => {
    const t = await startTestApp(database);
    try {
      const [{ n }] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
      expect(n).toBeGreaterThan(1000);
      for (const page of [10_000, n, 100, 7]) expect(await productCount(t.db, page)).toBe(n);
    } finally {
      await t.close();
    }
  }, 120_000);
});
