import { expect, test } from './support/test.ts';

test('unknown paths show the 404 page with a way back to the store', async ({ page }) => {
  const res = await page.goto('/this/path/does-not-exist/at-all');
  // The server already knows no route owns this path: a real 404, not a 200 with a 404 page.
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go Back to Store' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('unknown API paths answer a 404 envelope, not the page', async ({ request }) => {
  const res = await request.get('/api/nothing-here');
  expect(res.status()).toBe(404);
  expect(await res.json()).toMatchObject({ success: false, data: null });
});

test('remote entry files are never cached and carry CORS; hashed chunks are immutable', async ({ request }) => {
  const manifest = await request.get('/mfe/catalog/mf-manifest.json');
  expect(manifest.ok()).toBe(true);
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  expect(manifest.headers()['access-control-allow-origin']).toBe('*');
  const remotes = await (await request.get('/remotes.json')).json();
  expect(Object.keys(remotes).sort()).toEqual(['account', 'admin', 'catalog', 'checkout', 'content']);
});

test('unknown products and blog posts answer 404 from the server; a product under a category not its own 301 to its address; known pages 200', async ({ request }) => {
  expect((await request.get('/t-shirts/some-title/no-such-product')).status()).toBe(404);
  const [p] = (await (await request.get('/api/hoodies?page=1')).json()).data as { productId: string; category: string; title: string }[];
  expect((await request.get(`/${p!.category}/any-slug/${p!.productId}`)).status()).toBe(200);
  // moved by a catalogue sync, or made up: a permanent redirect to the product's own address (its
  // canonical link), without the old address's query; followed, the product's page
  const own = /<link rel="canonical" href="[^"]*?(\/[^/"]+\/[^/"]+\/[^/"]+)" \/>/.exec(await (await request.get(`/${p!.category}/any-slug/${p!.productId}`)).text())![1]!;
  for (const old of [`/mugs/any-slug/${p!.productId}`, `/t-shirts/${p!.productId}-old-title/${p!.productId}?utm_source=mail`]) {
    const moved = await request.get(old, { maxRedirects: 0 });
    expect(moved.status(), old).toBe(301);
    expect(moved.headers()['location'], old).toBe(own);
    expect(moved.headers()['cache-control'], old).toBe('no-cache');
    const landed = await request.get(old);
    expect(landed.status(), old).toBe(200);
    expect(landed.url(), old).toMatch(new RegExp(`${own}$`));
    expect(await landed.text(), old).toContain(p!.title);
  }
  expect((await request.get('/blogs/no-such-post')).status()).toBe(404);
  expect((await request.get('/shop/hoodies')).status()).toBe(200);
  expect((await request.get('/blogs/sizing-guide-hoodies-and-sweatshirts')).status()).toBe(200);
});

test('an unknown category slug shows the general list under its canonical /shop, answered 404, as does a page past the last or a page or price that is no number; known slugs, aliases and search 200 (#24)', async ({ page, request }) => {
  const unknown = await request.get('/shop/no-such-category');
  expect(unknown.status()).toBe(404);
  const html = await unknown.text();
  expect(html).toMatch(/<h1 class="cat-shop__title">All Products<\/h1>/);
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/shop" \/>/);
  expect((html.match(/data-testid="product-card"/g) ?? []).length).toBeGreaterThan(10);
  for (const known of ['/shop', '/shop/hoodies', '/shop/clothing', '/shop/adidas-collection', '/shop/product', '/shop/search?q=mug']) {
    expect((await request.get(known)).status(), known).toBe(200);
  }
  expect(await (await request.get('/shop/hoodies')).text()).toMatch(/<link rel="canonical" href="[^"]*\/shop\/hoodies" \/>/);
  // a listing's address in another spelling than its own: past the last page, or not a number
  for (const other of ['/shop/hoodies?page=999', '/shop/hoodies?page=1x', '/shop/hoodies?page=0', '/shop?page=-2', '/shop/hoodies?minPrice=abc', '/shop/hoodies?page=100001', '/shop/hoodies?minPrice=500&maxPrice=100', '/shop/hoodies?color=No%20Such%20Colour', '/shop/hoodies?size=XXXXL']) {
    expect((await request.get(other)).status(), other).toBe(404);
  }
  for (const own of ['/shop/hoodies?page=2', '/shop/hoodies?page=1', '/shop/hoodies?minPrice=1000&maxPrice=5000', '/shop/hoodies?utm_source=x', '/shop/hoodies?color=Black', '/shop/hoodies?size=M']) {
    expect((await request.get(own)).status(), own).toBe(200);
  }
  // a shopper who followed a stale link still gets products to browse
  await page.goto('/shop/no-such-category');
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
});

test('a page names its remote entry and page chunks to preload once it has painted, and links its styles', async ({ page, request }) => {
  const html = await (await request.get('/shop/hoodies')).text();
  // the live catalog build, as the registry serves it (a version of its own, even the one recorded at start: #39 item 2)
  const entry = (await (await request.get('/remotes.json')).json()).catalog as string;
  const base = entry.replace(/mf-manifest\.json$/, '');
  const manifest = await (await request.get(entry)).json();
  const exposed = manifest.exposes.find((e: { name: string }) => e.name === 'ShopPage').assets;
  // nothing competes with the first paint: the hints ride on the boot script (#12)
  expect(html).not.toContain('rel="modulepreload"');
  const hints = JSON.parse(/data-store-preload="([^"]*)"/.exec(html)![1].replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as string[];
  expect(hints).toContain(`${base}remoteEntry.js`);
  for (const file of exposed.js.sync) expect(hints).toContain(`${base}${file}`);
  for (const file of exposed.css.sync) expect(html).toContain(`<link rel="stylesheet" crossorigin href="${base}${file}">`);
  // in the browser they become modulepreload links once the page has painted, written absolute: the
  // federation runtime finds its files by the exact href (#23: Firefox fired preload errors otherwise)
  await page.goto('/shop/hoodies');
  await expect(page.locator(`link[rel="modulepreload"][href="${new URL(`${base}remoteEntry.js`, page.url()).href}"]`)).toHaveCount(1);
});
