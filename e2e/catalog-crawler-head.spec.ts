import { expect, test } from '@playwright/test';

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
  // The head is complete for a crawler, and the body is never blank: at least the loading state is painted.
  expect(html).toContain('<div id="root">');
  expect(html).not.toContain('<div id="root"></div>');
  const shop = await (await request.get('/shop/hoodies')).text();
  expect(shop).toContain('<title>Hoodies | PrintPop Store</title>');
});
