import { expect, test } from './support/test.ts';

test('a product URL fetched without JavaScript carries its title, canonical and JSON-LD Product', async ({ request }) => {
  const list = await (await request.get('/api/mugs')).json();
  const p = list.data[0];
  const res = await request.get(`/${p.category}/some-slug/${p.productId}`);
  expect(res.ok()).toBe(true);
  const html = await res.text();
  expect(html).toContain(`<title>${p.title.replace(/&/g, '&amp;')} | PrintPop Store</title>`);
  expect(html).toMatch(/<link rel="canonical" href="[^"]+\/mugs\/[a-z0-9-]+\//);
  const json = JSON.parse(/<script type="application\/ld\+json" data-page-jsonld>(.*?)<\/script>/s.exec(html)![1]);
  expect(json).toMatchObject({ '@type': 'Product', name: p.title, offers: { priceCurrency: 'USD' } });
  // The head is complete for a crawler, and the body already holds the product (#12).
  const body = html.slice(html.indexOf('<div id="root">'));
  expect(body).toContain(`<h1`);
  expect(body).toContain(p.title.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
  expect(body).not.toContain('Loading the store…');
  const shop = await (await request.get('/shop/hoodies')).text();
  expect(shop).toContain('<title>Hoodies | PrintPop Store</title>');
});
