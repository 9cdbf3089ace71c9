import { expect, test } from './support/test.ts';

test('header search: a blank term warns and stays; a real term lists ranked results on /shop/search', async ({ page }) => {
  await page.goto('/shop');
  await expect(page.getByRole('heading', { level: 1, name: 'When I shop, the world gets better.' })).toBeVisible();
  const box = page.getByRole('searchbox', { name: 'Search products' });
  await box.fill('   ');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Please enter a search term!')).toBeVisible();
  await expect(page).toHaveURL(/\/shop$/);

  const reply = page.waitForResponse((r) => r.url().includes('/api/search-products') && r.request().method() === 'POST');
  await box.fill('hodie');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/shop\/search\?q=\w+$/);
  expect((await reply).ok()).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Search results for "hodie"' })).toBeVisible();
  // the heading can paint before the results: wait for the first card (allTextContents does not wait)
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  // listing cards title with h2 (they follow the h1 directly), so ask for the heading by role
  const titles = await page.getByTestId('product-card').getByRole('heading').allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  expect(titles.slice(0, 5).every((t) => /hoodie/i.test(t))).toBe(true);
});
