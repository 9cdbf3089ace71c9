import { expect, test } from './support/test.ts';

// Issue #11 point 9: "Related" repeated 8 of 10 cards of "Same"; a product now appears in one row only.
test('the three rows under a product never show the same product twice', async ({ page }) => {
  const p = (await (await page.request.get('/api/hoodies')).json()).data[0];
  await page.goto(`/${p.category}/x/${p.productId}`);
  const hrefs: string[] = [];
  for (const name of ['Same Products', 'Related Products', 'You may also like…']) {
    const row = page.getByRole('list', { name });
    await expect(row.getByRole('listitem').first()).toBeVisible();
    // the server's HTML holds a row's first four cards; the browser adds the rest once hydrated (#24)
    await expect.poll(() => row.getByRole('listitem').count()).toBeGreaterThan(4);
    for (const a of await row.getByRole('listitem').locator('a[href]').all()) {
      const href = await a.getAttribute('href');
      // A card may hold more than one link to its product; count each card's product once.
      if (href && !hrefs.includes(`${name}:${href}`)) hrefs.push(`${name}:${href}`);
    }
  }
  const products = hrefs.map((h) => h.split(':').slice(1).join(':'));
  expect(products.length).toBeGreaterThan(10);
  expect(new Set(products).size).toBe(products.length);
});
