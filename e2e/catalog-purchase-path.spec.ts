import { expect, test } from './support/test.ts';
import { expectNoA11yViolations } from './support/a11y.ts';

test.setTimeout(120_000);

test('home → category → product → colour → Product Details modal → add to cart bumps the badge', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'T-shirt printing made easy' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Best-Selling Custom T-Shirts for Every Occasion' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Shop All Categories in One Place' })).toBeVisible();
  await expect(page.locator('[data-testid="product-card"]').first()).toBeVisible();
  await expectNoA11yViolations(page);

  // the section's shop link opens the category listing
  await page.getByRole('link', { name: 'Shop Skirts & Dresses' }).click();
  await expect(page).toHaveURL(/\/shop\/womens-skirts-dresses$/);
  await expect(page.getByRole('heading', { level: 1, name: "Women's Skirts & Dresses" })).toBeVisible();
  await expect(page.locator('[data-testid="product-card"]')).toHaveCount(20);
  await expectNoA11yViolations(page);

  await page.getByRole('link', { name: 'T-Shirts', exact: true }).first().click();
  await expect(page).toHaveURL(/\/shop\/t-shirts$/);
  const firstCard = page.locator('[data-testid="product-card"]').first();
  await expect(firstCard.getByRole('heading')).toContainText('T-Shirt');
  const title = (await firstCard.getByRole('heading').textContent())!.trim();
  await firstCard.getByRole('heading').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveURL(/\/t-shirts\/[a-z0-9-]+\/[a-f0-9]+$/);
  await expect(page.getByRole('heading', { name: 'Same Products' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'You may also like…' })).toBeVisible();
  await expectNoA11yViolations(page);

  // nothing chosen: the 8 s hint
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByText('Please select an option (color or size) above 👆🏿')).toBeVisible();

  const before = Number(await page.getByTestId('cart-count').textContent());
  await page.getByRole('group', { name: 'Color' }).getByRole('button').first().click();
  const dialog = page.getByRole('dialog', { name: 'Product Details' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /^Add to Cart/ }).first().click();
  await expect(page.getByText('Item added to cart!')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText(String(before + 1));
  await expect(dialog.getByRole('button', { name: /^Remove from Cart/ }).first()).toBeVisible();
});
