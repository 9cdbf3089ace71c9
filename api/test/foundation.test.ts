import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaves } from '@store/shared/rules';
import { testDatabases } from './helpers/testDatabases.ts';
import { startTestApp, type TestApp } from './helpers/testApp.ts';
import { migrate } from '../src/db/migrate.ts';
import { syncCatalogue } from '../src/catalog/syncCatalogue.ts';
import { createLocalPrintProvider } from '../src/providers/print/local/localPrintProvider.ts';

describe.each(testDatabases)('foundation API on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(() => t.close());

  it('answers health in the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, data: { status: 'ok', database: database.name } });
    expect(body.data.products).toBeGreaterThan(1000);
  });

  it('seeds every category of the spec with at least 20 products, more for the best sellers', async () => {
    const rows = await t.db.query<{ category: string; n: number }>('SELECT category, count(*)::int AS n FROM products GROUP BY category');
    const counts = new Map(rows.map((r) => [r.category, r.n]));
    for (const leaf of leaves) expect(counts.get(leaf.slug) ?? 0, leaf.slug).toBeGreaterThanOrEqual(20);
    for (const big of ['t-shirts', 'hoodies', 'mugs', 'phone-cases']) expect(counts.get(big)).toBeGreaterThanOrEqual(100);
  });

  it('serves the home sections in the spec shape with cents prices and JSON-text options', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/home-products' });
    const { success, data } = res.json();
    expect(success).toBe(true);
    for (const key of ['tShirts', 'mobileCovers', 'mugs', 'womensSkirtsDresses', 'shoes']) expect(data[key].length, key).toBeGreaterThan(0);
    expect(Array.isArray(data.favouritesCart)).toBe(true);
    const item = data.tShirts[0];
    expect(item).toMatchObject({ id: expect.any(String), productId: item.id, category: expect.stringContaining('t-shirts') });
    expect(Number.isInteger(item.price)).toBe(true);
    expect(JSON.parse(item.options)).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'size' })]));
    expect(data.mobileCovers.every((p: { category: string }) => p.category === 'phone-cases')).toBe(true);
  });

  it('answers unknown API paths with a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, data: null });
  });

  it('answers malformed JSON with a 400 envelope and no stack trace', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/health', headers: { 'content-type': 'application/json' }, payload: '{"a":' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'Malformed JSON body.', data: null });
    expect(res.body).not.toMatch(/at .*\.ts/);
  });

  it('renders mock-ups honouring width and quality, cacheable for a year', async () => {
    const url = '/api/mockups/tee/1b1b1b/e4572e/2/front.svg?t=Retro';
    const big = await t.app.inject({ method: 'GET', url: `${url}&width=500` });
    const blur = await t.app.inject({ method: 'GET', url: `${url}&width=20&quality=10` });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-type']).toContain('image/svg+xml');
    expect(big.headers['cache-control']).toContain('immutable');
    expect(big.body).toContain('width="500"');
    expect(blur.body).toContain('width="20"');
    expect(big.body).toContain('<text');
    expect(blur.body).not.toContain('<text');
    expect(blur.body.length).toBeLessThan(big.body.length);
    const bad = await t.app.inject({ method: 'GET', url: '/api/mockups/tee/zzzzzz/e4572e/2/front.svg' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
  });

  it('leaves the planner statistics of the imported catalogue (PGlite has no autovacuum to make them)', async () => {
    for (const table of ['products', 'listing_items']) {
      const [{ n }] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
      const [{ estimate }] = await t.db.query<{ estimate: number }>(`SELECT reltuples::int AS estimate FROM pg_class WHERE oid = $1::regclass`, [table]);
      expect(estimate, table).toBe(n);
    }
  });

  it('migrates idempotently and skips an unchanged catalogue', async () => {
    expect(await migrate(t.db)).toEqual([]);
    expect(await syncCatalogue(t.db, createLocalPrintProvider(), t.deps.catalog)).toBe(false);
  });
});
