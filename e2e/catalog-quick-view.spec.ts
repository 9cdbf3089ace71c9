import { expect, test } from './support/test.ts';
import { expectNoA11yViolations } from './support/a11y.ts';


test('the quick-view modal opens from a card and really adds the chosen variant to the cart', async ({ page }) => {
  await page.goto('/shop/hoodies');
  const card = page.locator('[data-testid="product-card"]').first();
  const title = (await card.getByRole('heading').textContent())!.trim();
  await card.getByRole('button', { name: `Quick view ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  // no invented rating (#40): a fresh store has no reviews, so the quick view shows none
  await expect(dialog.getByText('(75 Reviews)')).toHaveCount(0);
  await expect(dialog.locator('.cat-review-summary')).toHaveCount(0);
  const size = dialog.getByLabel('Size');
  await expect(size).toBeVisible();
  const options = await size.locator('option').allTextContents();
  await size.selectOption({ label: options[1] ?? options[0] });
  await dialog.getByLabel('Quantity').fill('0');
  await expect(dialog.getByLabel('Quantity')).toHaveValue('1');
  await dialog.getByLabel('Quantity').fill('2');
  await expectNoA11yViolations(page);

  const added = page.waitForResponse((r) => r.url().endsWith('/api/favourites-cart/add-remove'));
  await dialog.getByRole('button', { name: 'Add to cart' }).click();
  const body = await (await added).json();
  expect(body).toMatchObject({ success: true, message: 'Added successfully', data: { type: 'cart', quantity: 2 } });
  await expect(page.getByText('Item added to cart!')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect(dialog).toBeHidden();
});
