import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../src/db/pglite.ts';
import type { Db } from '../src/db/db.ts';
import { breathe } from '../src/catalog/catalogueStage.ts';

/**
 * Issue #42: on the embedded database's one connection, a shopper's write is a few statements, each
 * sent when the one before answers; a sync that sent its next statement at once put one of its own
 * before each of them. Between two statements the sync gives way while shoppers' statements are out,
 * a little at most (it must never stop).
 */
describe('a sync gives way to shoppers on the embedded database', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openPglite();
  });
  afterAll(() => db.close());

  it('goes on at once when nothing else waits for the database', async () => {
    const t0 = performance.now();
    await breathe(db);
    expect(performance.now() - t0).toBeLessThan(25);
  });

  it("waits for a shopper's statement that is out, and a chain of them, before its next statement", async () => {
    const order: string[] = [];
    const shopper = (async () => {
      for (let i = 0; i < 3; i++) await db.query('SELECT pg_sleep(0.005)');
      order.push('shopper');
    })();
    await breathe(db);
    order.push('sync');
    await shopper;
    expect(order).toEqual(['shopper', 'sync']);
  });

  it('waits a little at most: a long statement of someone else does not stop the sync', async () => {
    const order: string[] = [];
    const long = db.query('SELECT pg_sleep(1)').then(() => order.push('long'));
    await breathe(db);
    order.push('sync');
    await long;
    expect(order).toEqual(['sync', 'long']);
  });
});
