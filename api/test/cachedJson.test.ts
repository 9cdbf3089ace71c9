import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ok } from '../src/http/envelope.ts';
import { jsonOf, sendOkWithCachedData } from '../src/http/cachedJson.ts';

describe('catalogue replies from cached JSON', () => {
  it('sends exactly the envelope ok() builds, keys in the same order, with and without extras', async () => {
    const app = Fastify();
    const items = [{ id: 'a', title: 'Quote " and </script> — Café', price: 1999, options: '[]' }];
    app.get('/with', (_req, reply) => sendOkWithCachedData(reply, items, 'OK', { pagination: { currentPage: 1 }, favouritesCart: [] }));
    app.get('/without', (_req, reply) => sendOkWithCachedData(reply, items, 'No products found.'));
    for (const [url, expected] of [
      ['/with', ok(items, 'OK', { pagination: { currentPage: 1 }, favouritesCart: [] })],
      ['/without', ok(items, 'No products found.')],
    ] as const) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).toBe(JSON.stringify(expected));
    }
    await app.close();
  });

  it('serialises one shared object once, and a different object on its own', () => {
    const shared = [{ id: 'x' }];
    expect(jsonOf(shared).toString()).toBe('[{"id":"x"}]');
    // cached by identity: a later in-place change is not seen (cached data is never mutated)
    shared.push({ id: 'y' });
    expect(jsonOf(shared).toString()).toBe('[{"id":"x"}]');
    expect(jsonOf([{ id: 'x' }, { id: 'y' }]).toString()).toBe('[{"id":"x"},{"id":"y"}]');
    expect(jsonOf([{ t: 'Café ☕' }]).toString()).toBe('[{"t":"Café ☕"}]');
  });
  it('splices shared extra fields (cached) before the request\'s own, in the order ok() writes them', async () => {
    const app = Fastify();
    const product = { id: 'p1', title: 'Mug </script>' };
    const rowsA = { related: [{ id: 'r1' }], sizeGuide: null };
    const rowsB = { related: [{ id: 'r2' }], sizeGuide: { unit: 'cm' } };
    app.get('/a', (req, reply) => sendOkWithCachedData(reply, product, 'OK', { favouritesCart: req.query && (req.query as { u?: string }).u ? [{ id: 'f1' }] : [] }, rowsA));
    app.get('/b', (_req, reply) => sendOkWithCachedData(reply, product, 'OK', { favouritesCart: [] }, rowsB));
    app.get('/empty', (_req, reply) => sendOkWithCachedData(reply, product, 'OK', {}, {}));
    const cases = [
      ['/a', ok(product, 'OK', { ...rowsA, favouritesCart: [] })],
      ['/a?u=1', ok(product, 'OK', { ...rowsA, favouritesCart: [{ id: 'f1' }] })],
      // the same data with other shared fields is not answered from the first one's kept body
      ['/b', ok(product, 'OK', { ...rowsB, favouritesCart: [] })],
      ['/a', ok(product, 'OK', { ...rowsA, favouritesCart: [] })],
      ['/empty', ok(product, 'OK')],
    ] as const;
    for (const [url, expected] of cases) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.body).toBe(JSON.stringify(expected));
      expect(() => JSON.parse(res.body)).not.toThrow();
    }
    await app.close();
  });
});
