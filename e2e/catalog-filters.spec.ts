import { expect, test } from './support/test.ts';

test('the filter sidebar narrows a listing by colour and price through the API', async ({ page, request }) => {
  // the first page comes server-rendered (#12); the same listing, asked of the API directly
  const all = await (await request.get('/api/hoodies?page=1&facets=1')).json();
  await page.goto('/shop/hoodies');
  await expect(page.locator('[data-testid="product-card"]')).toHaveCount(20);

  const colour = page.getByLabel('Colour');
  const choice = all.facets.colors[0] as string;
  const filtered = page.waitForResponse((r) => r.url().includes(`color=${encodeURIComponent(choice).replace(/%20/g, '+')}`) || r.url().includes(`color=${encodeURIComponent(choice)}`));
  await colour.selectOption(choice);
  const body = await (await filtered).json();
  expect(body.pagination.totalPages).toBeLessThan(all.pagination.totalPages);
  await expect(page).toHaveURL(/color=/);

  await page.getByLabel('Max price ($)').fill('0.01');
  await page.getByRole('button', { name: 'Apply price' }).click();
  await expect(page.getByRole('heading', { name: 'No Products Available' })).toBeVisible();
  await expect(page.getByText('It looks like there are no products to display at the moment. Check back later or explore other categories!')).toBeVisible();

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.locator('[data-testid="product-card"]')).toHaveCount(20);
});

test('on a phone the filter sidebar opens and closes with its toggle', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/shop/mugs');
  await expect(page.locator('[data-testid="product-card"]').first()).toBeVisible();
  const toggle = page.getByRole('button', { name: 'Show filters' });
  await expect(page.getByLabel('Max price ($)')).toBeHidden();
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Hide filters' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByLabel('Max price ($)')).toBeVisible();
  await page.getByRole('button', { name: 'Hide filters' }).click();
  await expect(page.getByLabel('Max price ($)')).toBeHidden();
});
