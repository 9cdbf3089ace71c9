import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from './helpers/testDatabases.ts';
import { startTestApp, type TestApp } from './helpers/testApp.ts';
import { createShopper, eventually } from './fakes/shopper.ts';
import { postAs } from './fakes/paidOrders.ts';
import { signupAdmin } from './authHelpers.ts';
import { buildApp } from '../src/app.ts';

/** The owner's catalogue controls (issue #15): hide/show, home sections, sync now. */
describe.each(testDatabases)('admin catalogue on $name', (database) => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp(database);
    const owner = await signupAdmin(t);
    admin = { authorization: `Bearer ${owner.accessToken}` };
  });
  afterAll(() => t.close());
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const send = (method: 'POST' | 'PUT', url: string, payload: object) => t.app.inject({ method, url, headers: admin, payload });
  const ids = (items: { productId: string }[]) => items.map((p) => p.productId);

  it('hides a product from its listing, search, its page, the wishlist and checkout, then shows it again', async () => {
    const listing = (await get('/api/t-shirts')).json().data as { productId: string; title: string; category: string; variants: { id: number; is_enabled: boolean; is_available: boolean }[] }[];
    const target = listing[0]!;
    const found = (await get(`/api/admin/catalogue/products?q=${encodeURIComponent(target.title)}`, admin)).json();
    expect(found.data.find((p: { productId: string }) => p.productId === target.productId)).toMatchObject({ hidden: false });

    const hidden = await send('POST', `/api/admin/catalogue/products/${target.productId}/visibility`, { hidden: true });
    expect(hidden.json()).toMatchObject({ success: true, message: 'Product hidden from the shop' });
    expect(ids((await get('/api/t-shirts')).json().data)).not.toContain(target.productId);
    expect((await get(`/api/product-details/${target.productId}/${target.category}`)).statusCode).toBe(404);
    const search = (await postAs(t, '/api/search-products', { searchTerm: target.title }, {})).json();
    expect(ids(search.data ?? [])).not.toContain(target.productId);
    const shopper = await createShopper(t, 'hidden-buyer');
    const variant = target.variants.find((v) => v.is_enabled && v.is_available)!;
    const billing = { fullName: 'Ada Lovelace', address: '1 Main Street', city: 'Austin', zipCode: '73301', country: 'US', state: 'Texas', phone: '+15125550100', email: 'ada@example.com' };
    const order = await postAs(t, '/api/place-order', { shippingOption: 'Standard', billingDetails: billing, items: [{ productId: target.productId, variant_id: variant.id, quantity: 1 }] }, shopper.headers);
    expect(order.statusCode).toBeGreaterThanOrEqual(400);
    expect(order.statusCode).toBeLessThan(500);
    // the owner still finds it, marked hidden
    expect((await get(`/api/admin/catalogue/products?q=${target.productId}`, admin)).json().data[0]).toMatchObject({ productId: target.productId, hidden: true });

    await send('POST', `/api/admin/catalogue/products/${target.productId}/visibility`, { hidden: false });
    expect(ids((await get('/api/t-shirts')).json().data)).toContain(target.productId);
    expect((await get(`/api/product-details/${target.productId}/${target.category}`)).statusCode).toBe(200);
    expect((await send('POST', '/api/admin/catalogue/products/no-such-product/visibility', { hidden: true })).statusCode).toBe(404);
  });

  it("puts the owner's picks in a home section, leaves out a hidden pick, refuses unknown ids, and goes back to the default", async () => {
    const mugs = ids((await get('/api/mugs')).json().data);
    const before = (await get('/api/home-products')).json().data.tShirts;
    const picks = [mugs[3]!, mugs[1]!, mugs[2]!];
    expect((await send('PUT', '/api/admin/catalogue/home-sections/tShirts', { productIds: picks })).json()).toMatchObject({ success: true, message: 'Home section saved' });
    expect(ids((await get('/api/home-products')).json().data.tShirts)).toEqual(picks);
    await send('POST', `/api/admin/catalogue/products/${mugs[1]}/visibility`, { hidden: true });
    expect(ids((await get('/api/home-products')).json().data.tShirts)).toEqual([mugs[3], mugs[2]]);
    await send('POST', `/api/admin/catalogue/products/${mugs[1]}/visibility`, { hidden: false });
    const unknown = await send('PUT', '/api/admin/catalogue/home-sections/tShirts', { productIds: ['nope'] });
    expect(unknown.statusCode).toBe(404);
    expect((await send('PUT', '/api/admin/catalogue/home-sections/sneakers', { productIds: [] })).statusCode).toBe(400);
    expect((await send('PUT', '/api/admin/catalogue/home-sections/tShirts', { productIds: [] })).json().message).toBe('Home section back to its default');
    expect(ids((await get('/api/home-products')).json().data.tShirts)).toEqual(ids(before));
  });

  it('syncs from the provider now, one run at a time, and records the outcome', async () => {
    // another instance's sync is running: this one waits its turn
    await t.db.query(`INSERT INTO catalogue_sync_runs (status) VALUES ('running')`);
    const busy = await send('POST', '/api/admin/catalogue/sync', {});
    expect(busy.json()).toMatchObject({ success: false, message: 'A catalogue sync is already running.' });
    expect(busy.statusCode).toBe(409);
    // that instance died long ago: its run no longer blocks, and is filed as failed
    await t.db.query(`UPDATE catalogue_sync_runs SET started_at = now() - interval '31 minutes' WHERE status = 'running'`);
    const started = await send('POST', '/api/admin/catalogue/sync', {});
    expect(started.json()).toMatchObject({ success: true, message: 'Catalogue sync started' });
    expect((await t.db.query<{ status: string }>(`SELECT status FROM catalogue_sync_runs ORDER BY id LIMIT 1`))[0]?.status).toBe('failed');
    const state = await eventually(async () => {
      const s = (await get('/api/admin/catalogue/sync', admin)).json().data;
      return s.lastRun?.status === 'succeeded' ? s : null;
    }, 60_000);
    expect(state).toMatchObject({ provider: 'local', lastRun: { status: 'succeeded', products: expect.any(Number) } });
    expect(state.lastRun.products).toBeGreaterThan(100);
    expect(new Date(state.syncedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('runs one sync for 10 parallel clicks over two instances: the other 9 get 409 (issue #24)', async () => {
    await eventually(async () => (await t.db.query(`SELECT 1 FROM catalogue_sync_runs WHERE status = 'running'`)).length === 0, 60_000);
    // a second instance: its own process state, the same database
    const other = await buildApp(t.deps);
    try {
      const [{ n: before }] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM catalogue_sync_runs');
      const click = (i: number) => (i % 2 ? other : t.app).inject({ method: 'POST', url: '/api/admin/catalogue/sync', headers: admin, payload: {} });
      const replies = await Promise.all(Array.from({ length: 10 }, (_, i) => click(i)));
      expect(replies.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
      const [{ n: after }] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM catalogue_sync_runs');
      expect(after - before).toBe(1);
      await eventually(async () => (await t.db.query(`SELECT 1 FROM catalogue_sync_runs WHERE status = 'running'`)).length === 0, 60_000);
    } finally {
      await other.close();
    }
  }, 180_000);
});
