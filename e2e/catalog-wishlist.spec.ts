import { expect, test } from './support/test.ts';
import { expectNoA11yViolations } from './support/a11y.ts';

test('a guest toggles the wishlist heart and sees the product on /wishlist', async ({ page }) => {
  await page.goto('/shop/mugs');
  const card = page.locator('[data-testid="product-card"]').nth(2);
  const title = (await card.getByRole('heading').textContent())!.trim();
  const heart = card.getByRole('button', { name: `Add ${title} to wishlist` });
  await heart.click();
  await expect(page.getByText('Item added to wishlist!')).toBeVisible();
  await expect(card.getByRole('button', { name: `Remove ${title} from wishlist` })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('wishlist-count')).toHaveText('1');

  await page.getByRole('link', { name: /Wishlist/ }).first().click();
  await expect(page).toHaveURL(/\/wishlist$/);
  const item = page.locator('[data-testid="wishlist-card"]');
  await expect(item).toHaveCount(1);
  await expect(item.getByRole('heading')).toHaveText(title);
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
  // The header's badge links belong to the shell (reported to its owner); this checks the wishlist page.
  await expectNoA11yViolations(page);

  // 'Add to Cart' from the wishlist asks for a variant choice on the product page
  await item.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Please choose the variants color or sizes and then add to cart.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.goBack();
  await expect(item).toHaveCount(1);

  await item.getByRole('button', { name: `Remove ${title} from wishlist` }).click();
  await expect(page.getByText('Item removed from wishlist!')).toBeVisible();
  await expect(page.getByTestId('wishlist-count')).toHaveText('0');
  await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
});
