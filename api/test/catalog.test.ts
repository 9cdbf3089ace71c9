import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { listings, toCardProduct } from '@store/shared/rules';
import { testDatabases } from './helpers/testDatabases.ts';
import { startTestApp, type TestApp } from './helpers/testApp.ts';

const guest = { 'x-guest-uid': 'guest_catalogtest0001' };

describe.each(testDatabases)('catalogue API on $name', (database) => {
  let t: TestApp;
  let userHeaders: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp(database);
    const [user] = await t.db.query<{ id: number }>(
      `INSERT INTO users (first_name, last_name, email, password_hash) VALUES ('Ada', 'Lovelace', 'ada-catalog@example.com', 'x') RETURNING id::int AS id`,
    );
    const token = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuer('store-api')
      .setAudience('store-web')
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode(t.deps.config.secrets.jwt));
    userHeaders = { authorization: `Bearer ${token}` };
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });

  it('answers every list endpoint of the categories table with the envelope and pagination', async () => {
    for (const listing of listings) {
      const res = await get(listing.endpoint);
      expect(res.statusCode, listing.endpoint).toBe(200);
      const body = res.json();
      expect(body.success).toBe(true);
      expect(body.data.length, listing.endpoint).toBe(20);
      expect(body.pagination).toMatchObject({ currentPage: 1, hasPrevPage: false, hasNextPage: true });
      expect(body.favouritesCart).toEqual([]);
      const members = new Set(listing.members);
      expect(body.data.every((p: { category: string }) => members.has(p.category)), listing.endpoint).toBe(true);
    }
  });

  it('serves the last page short and distinct from page 1; group lists mix their categories', async () => {
    const first = (await get('/api/shop-home-living')).json();
    const last = (await get(`/api/shop-home-living?page=${first.pagination.totalPages}`)).json();
    expect(last.pagination).toMatchObject({ currentPage: first.pagination.totalPages, hasPrevPage: true, hasNextPage: false });
    expect(last.data.length).toBeGreaterThan(0);
    expect(last.data.length).toBeLessThanOrEqual(20);
    expect(last.data[0].id).not.toBe(first.data[0].id);
    expect(new Set(first.data.map((p: { category: string }) => p.category)).size).toBeGreaterThan(3);
    const beyond = (await get(`/api/shop-home-living?page=${first.pagination.totalPages + 1}`)).json();
    expect(beyond.data).toEqual([]);
  });

  it('refuses bad page, limit and filter values with a 400 envelope', async () => {
    for (const url of ['/api/t-shirts?page=0', '/api/t-shirts?page=abc', '/api/t-shirts?page=-2', '/api/t-shirts?minPrice=9&maxPrice=1', '/api/mugs?minPrice=x']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ success: false, data: null });
    }
    for (const url of ['/api/search-products?limit=0', '/api/search-products?limit=1000', '/api/search-products?page=0']) {
      const res = await post(url, { searchTerm: 'mug' });
      expect(res.statusCode, url).toBe(400);
    }
  });

  it('filters a listing by price range, colour and size', async () => {
    const all = (await get('/api/t-shirts?facets=1')).json();
    expect(all.facets.colors.length).toBeGreaterThan(1);
    const color = all.facets.colors[0];
    const byColor = (await get(`/api/t-shirts?color=${encodeURIComponent(color)}`)).json();
    expect(byColor.data.length).toBeGreaterThan(0);
    expect(byColor.pagination.totalPages).toBeLessThan(all.pagination.totalPages);
    for (const p of byColor.data) expect(JSON.parse(p.options)[0].values.map((v: { title: string }) => v.title)).toContain(color);
    const cheap = (await get('/api/t-shirts?maxPrice=2300')).json();
    expect(cheap.data.length).toBeGreaterThan(0);
    expect(cheap.data.every((p: { price: number }) => p.price <= 2300)).toBe(true);
    const none = (await get('/api/t-shirts?size=US%2010')).json();
    expect(none.data).toEqual([]);
    expect(none.pagination).toMatchObject({ currentPage: 1, totalPages: 1 });
  });

  it('returns product details with the three rows', async () => {
    const list = (await get('/api/hoodies')).json();
    const p = list.data[0];
    const res = await get(`/api/product-details/${p.productId}/${p.category}`, guest);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toMatchObject({ id: p.productId, title: p.title, tags: expect.any(Array) });
    expect(body.data.images[0]).toMatchObject({ src: expect.any(String), variant_ids: expect.any(Array) });
    expect(body.data.variants[0]).toMatchObject({ id: expect.any(Number), price: expect.any(Number), is_available: expect.any(Boolean), is_enabled: expect.any(Boolean), sku: expect.any(String) });
    expect(body.relatedProducts.length).toBeGreaterThan(0);
    expect(body.relatedProducts.every((r: { category: string; id: string }) => r.category === p.category && r.id !== p.productId)).toBe(true);
    expect(body.diffProducts.length).toBeGreaterThan(0);
    expect(body.diffProducts.every((r: { category: string }) => r.category !== p.category)).toBe(true);
    expect(body.sameBlueprintProducts.length).toBeGreaterThan(0);
    expect(body.favouritesCart).toEqual([]);
    expect((await get(`/api/product-details/nope/${p.category}`)).statusCode).toBe(404);
    expect((await get(`/api/product-details/${encodeURIComponent('a b;')}/x`)).statusCode).toBe(400);
  });

  it('hands out cards when asked (view=card): the same rows and listings, as the pages keep them, without variants', async () => {
    const whole = (await get('/api/hoodies?page=2')).json();
    const carded = await get('/api/hoodies?page=2&view=card');
    expect(carded.statusCode).toBe(200);
    expect(carded.json().data).toEqual(whole.data.map(toCardProduct));
    expect(carded.json().pagination).toEqual(whole.pagination);
    expect(carded.body.length).toBeLessThan((await get('/api/hoodies?page=2')).body.length / 4);

    const p = whole.data[0];
    const detail = (await get(`/api/product-details/${p.productId}/${p.category}`)).json();
    const cardDetail = (await get(`/api/product-details/${p.productId}/${p.category}?view=card`)).json();
    expect(cardDetail.data).toEqual(detail.data); // the product itself keeps its variants: the page sells them
    for (const row of ['relatedProducts', 'diffProducts', 'sameBlueprintProducts'] as const) expect(cardDetail[row], row).toEqual(detail[row].map(toCardProduct));
    expect(cardDetail.sizeGuide).toEqual(detail.sizeGuide);

    const found = (await post('/api/search-products?page=1&limit=5&view=card', { searchTerm: 'hoodie' })).json();
    expect(found.data.length).toBe(5);
    for (const card of found.data) expect(card).not.toHaveProperty('variants');
    const home = (await get('/api/home-products?view=card')).json();
    expect(home.data.tShirts.length).toBeGreaterThan(0);
    expect(home.data.tShirts[0]).toMatchObject({ sizes: expect.any(Array), moreSizes: expect.any(Boolean) });
    expect(home.data.tShirts[0]).not.toHaveProperty('variants');

    const wrong = await get('/api/hoodies?view=everything');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ success: false, data: null });
  });

  it('never repeats a product across the three rows of a product page (nor the product itself)', async () => {
    const pages = [...(await get('/api/hoodies')).json().data.slice(0, 3), ...(await get('/api/t-shirts')).json().data.slice(0, 3)];
    expect(pages.length).toBe(6);
    for (const p of pages) {
      const body = (await get(`/api/product-details/${p.productId}/${p.category}`)).json();
      const ids = [...body.sameBlueprintProducts, ...body.relatedProducts, ...body.diffProducts].map((r: { id: string }) => r.id);
      expect(body.relatedProducts.length, p.productId).toBeGreaterThan(0);
      expect(new Set(ids).size, p.productId).toBe(ids.length);
      expect(ids, p.productId).not.toContain(p.productId);
    }
  });

  it('gives apparel a size guide in the catalogue data, and other kinds none', async () => {
    const hoodie = (await get('/api/hoodies')).json().data[0];
    const body = (await get(`/api/product-details/${hoodie.productId}/${hoodie.category}`)).json();
    const sizes = body.data.options.find((o: { type: string }) => o.type === 'size').values.map((v: { title: string }) => v.title);
    expect(body.sizeGuide.sizes).toEqual(sizes);
    expect(body.sizeGuide.measurements.map((m: { name: string }) => m.name)).toContain('Chest width');
    for (const m of body.sizeGuide.measurements) {
      expect(m.ranges).toHaveLength(sizes.length);
      // Plausible: grows with the size.
      expect(m.ranges.at(-1).from).toBeGreaterThan(m.ranges[0].from);
    }
    const mug = (await get('/api/mugs')).json().data[0];
    expect((await get(`/api/product-details/${mug.productId}/${mug.category}`)).json().sizeGuide).toBeNull();
  });

  it('ranks search results, tolerates typos and plural/singular', async () => {
    const hoodies = (await post('/api/search-products', { searchTerm: 'hoodie' })).json();
    expect(hoodies.data.length).toBe(50);
    expect(hoodies.data.slice(0, 10).every((p: { title: string }) => /hoodie/i.test(p.title))).toBe(true);
    const typo = (await post('/api/search-products?limit=20', { searchTerm: 'hodie' })).json();
    expect(typo.data.length).toBeGreaterThan(0);
    expect(typo.data.slice(0, 10).every((p: { title: string }) => /hoodie/i.test(p.title))).toBe(true);
    const tshirt = (await post('/api/search-products?limit=10', { searchTerm: 'tshirt' })).json();
    expect(tshirt.data.length).toBe(10);
    expect(tshirt.data.every((p: { title: string }) => /t-shirt/i.test(p.title))).toBe(true);
    const mug = (await post('/api/search-products', { searchTerm: 'mug' })).json();
    const mugs = (await post('/api/search-products', { term: 'mugs' })).json();
    expect(mug.pagination.totalPages).toBeGreaterThan(0);
    expect(mugs.data.slice(0, 5).every((p: { category: string }) => p.category === 'mugs')).toBe(true);
    expect(mug.data.map((p: { id: string }) => p.id).slice(0, 10)).toEqual(mugs.data.map((p: { id: string }) => p.id).slice(0, 10));
    const theme = (await post('/api/search-products?limit=10', { query: 'cosmic cat' })).json();
    expect(theme.data[0].title).toMatch(/Cosmic Cat/);
    const page2 = (await post('/api/search-products?page=2&limit=50', { searchTerm: 'hoodie' })).json();
    expect(page2.pagination).toMatchObject({ currentPage: 2, hasPrevPage: true });
    expect(page2.data[0].id).not.toBe(hoodies.data[0].id);
  });

  it('refuses an empty or blank search term with a clear 400', async () => {
    for (const payload of [{ searchTerm: '' }, { searchTerm: '   ' }, {}]) {
      const res = await post('/api/search-products', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: 'Please enter a search term.', data: null });
    }
  });

  it('toggles wishlist and cart entries for a guest, and lists the wishlist', async () => {
    const p = (await get('/api/mugs')).json().data[3];
    const add = await post('/api/favourites-cart/add-remove', { type: 'favorite', product_id: p.productId, uid: 'someone-else', productPrice: '0.01' }, guest);
    expect(add.statusCode).toBe(200);
    const added = add.json();
    expect(added.message).toBe('Added successfully');
    expect(added.data).toMatchObject({ id: expect.any(Number), uid: guest['x-guest-uid'], product_id: p.productId, type: 'favorite', productTitle: p.title, default_image: p.image });
    expect(added.data.productPrice).toBe((p.price / 100).toFixed(2));

    const listed = (await get('/api/mugs', guest)).json();
    expect(listed.favouritesCart).toEqual([added.data]);
    const wish = (await get('/api/favourites-cart/local/items', guest)).json();
    expect(wish.data).toEqual([added.data]);
    expect(wish.pagination).toEqual({ currentPage: 1, totalPages: 1 });

    const variant = JSON.parse(JSON.stringify(p.variants))[0];
    const cart = (await post('/api/favourites-cart/add-remove', { type: 'cart', product_id: p.productId, variant_id: variant.id, quantity: 2 }, guest)).json();
    expect(cart.message).toBe('Added successfully');
    expect(cart.data).toMatchObject({ type: 'cart', variant_id: variant.id, quantity: 2, productPrice: (variant.price / 100).toFixed(2) });
    expect(cart.data.localDetails.variants.length).toBeGreaterThan(0);

    const removed = (await post('/api/favourites-cart/add-remove', { type: 'favorite', product_id: p.productId }, guest)).json();
    expect(removed).toMatchObject({ success: true, message: 'Removed successfully', data: { id: added.data.id } });
    expect((await get('/api/favourites-cart/local/items', guest)).json().data).toEqual([]);
    // another guest sees nothing of this one
    expect((await get('/api/mugs', { 'x-guest-uid': 'guest_someoneelse01' })).json().favouritesCart).toEqual([]);
  });

  it('toggles for a logged-in user by token and refuses anonymous or bad toggles', async () => {
    const p = (await get('/api/hats')).json().data[0];
    const add = (await post('/api/favourites-cart/add-remove', { type: 'favorite', product_id: p.productId }, userHeaders)).json();
    expect(add).toMatchObject({ message: 'Added successfully', data: { product_id: p.productId } });
    expect((await get('/api/home-products', userHeaders)).json().data.favouritesCart).toHaveLength(1);
    expect((await get('/api/favourites-cart/local/items', userHeaders)).json().data).toHaveLength(1);
    expect((await get('/api/favourites-cart/local/items', guest)).json().data).toHaveLength(0);
    const anon = await post('/api/favourites-cart/add-remove', { type: 'favorite', product_id: p.productId });
    expect(anon.statusCode).toBe(400);
    expect(anon.json().message).toMatch(/guest id/);
    expect((await post('/api/favourites-cart/add-remove', { type: 'wish', product_id: p.productId }, guest)).statusCode).toBe(400);
    expect((await post('/api/favourites-cart/add-remove', { type: 'favorite', product_id: 'missing' }, guest)).statusCode).toBe(404);
    expect((await post('/api/favourites-cart/add-remove', { type: 'cart', product_id: p.productId, variant_id: 1 }, guest)).statusCode).toBe(400);
    for (const extra of [{ variant_id: 1e20 }, { size_id: 2 ** 40 }, { quantity: 0 }, { product_id: { x: 1 } }]) {
      const res = await post('/api/favourites-cart/add-remove', { type: 'cart', product_id: p.productId, ...extra }, guest);
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
    }
    expect((await get('/api/favourites-cart/other/items', guest)).statusCode).toBe(404);
    expect((await get('/api/favourites-cart/local/items?page=0', guest)).statusCode).toBe(400);
  });

  it('lists blueprints for the active provider only and records a request once per user', async () => {
    const list = await get('/api/local/blueprints');
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.data[0]).toMatchObject({ id: expect.any(Number), title: expect.any(String), images: expect.any(Array), requestStatus: null });
    expect(body.pagination).toMatchObject({ currentPage: 1, totalPages: expect.any(Number) });
    expect((await get('/api/other/blueprints')).statusCode).toBe(404);

    const payload = { blueprintId: body.data[1].id, designId: 'design123', userId: 999999 };
    const anon = await post('/api/local/blueprints/request', payload, guest);
    expect(anon.statusCode).toBe(401);
    const first = await post('/api/local/blueprints/request', payload, userHeaders);
    expect(first.statusCode).toBe(200);
    expect(first.json().success).toBe(true);
    const second = (await post('/api/local/blueprints/request', payload, userHeaders)).json();
    expect(second.success).toBe(true);
    expect(second.message).toMatch(/Already Sent/);
    const rows = await t.db.query<{ n: number; user_id: number }>('SELECT count(*)::int AS n, min(user_id)::int AS user_id FROM blueprint_requests');
    expect(rows[0].n).toBe(1);
    expect(rows[0].user_id).not.toBe(999999);
    const mine = (await get('/api/local/blueprints?designId=design123', userHeaders)).json();
    expect(mine.data[1].requestStatus).toBe('pending');
    expect(mine.data[0].requestStatus).toBeNull();
    expect((await post('/api/local/blueprints/request', { blueprintId: 'x' }, userHeaders)).statusCode).toBe(400);
    expect((await post('/api/local/blueprints/request', { blueprintId: 2 ** 40, designId: 'a' }, userHeaders)).statusCode).toBe(400);
    expect((await post('/api/local/blueprints/request', { blueprintId: 1, designId: 'a b' }, userHeaders)).statusCode).toBe(400);
    expect((await post('/api/local/blueprints/request', { blueprintId: 99999, designId: 'a' }, userHeaders)).statusCode).toBe(404);
  });

  it('lists each blueprint once across pages, with the design on its own kind and a product its title opens', async () => {
    const design = (await get('/api/mugs')).json().data[0];
    const first = (await get(`/api/local/blueprints?designId=${design.productId}`)).json();
    expect(first.pagination.totalPages).toBeGreaterThan(1);
    const second = (await get(`/api/local/blueprints?page=2&designId=${design.productId}`)).json();
    const cards = [...first.data, ...second.data];
    const titles = cards.map((b: { title: string }) => b.title);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(cards.map((b: { id: number }) => b.id)).size).toBe(cards.length);
    const theme = new URL(design.image, 'http://x').searchParams.get('t');
    expect(theme).toBeTruthy();
    const shapes = new Set<string>();
    for (const b of cards as Array<{ id: number; images: string[]; product: { productId: string; category: string } }>) {
      expect(b.images.length).toBeGreaterThan(0);
      for (const src of b.images) {
        expect(src.startsWith('/api/mockups/'), src).toBe(true);
        expect(new URL(src, 'http://x').searchParams.get('t')).toBe(theme);
      }
      shapes.add(b.images[0].split('/')[3]);
      const [owner] = await t.db.query<{ blueprint_id: number }>('SELECT blueprint_id FROM products WHERE id = $1', [b.product.productId]);
      expect(owner.blueprint_id).toBe(b.id);
      expect((await get(`/api/product-details/${b.product.productId}/${b.product.category}`)).statusCode).toBe(200);
    }
    expect(shapes.size).toBeGreaterThan(3);
    const image = await get(first.data[0].images[0]);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/image\/svg\+xml/);
  });
});
