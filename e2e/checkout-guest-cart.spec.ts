import { expect, test } from './support/test.ts';
import { expectNoA11yViolations } from './support/a11y.ts';
import { addFirstVariantToCart } from './support/shopping.ts';

// #11: a guest could add to the cart but removing said "Please login again.".
test.describe.configure({ timeout: 120_000 });
for (const viewport of [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`a guest removes a row from their cart (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await addFirstVariantToCart(page, 0);
    await addFirstVariantToCart(page, 1);
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
    const removeButtons = page.getByRole('button', { name: /^Remove / });
    await expect(removeButtons).toHaveCount(2);
    await expectNoA11yViolations(page);

    await removeButtons.first().click();
    await expect(page.getByText('Item removed from cart!')).toBeVisible();
    await expect(page.getByText('User ID, Product ID, or Variant ID is missing. Please login again.')).toHaveCount(0);
    await expect(removeButtons).toHaveCount(1);
    // the server agrees: a reload shows the one row left
    await page.reload();
    await expect(removeButtons).toHaveCount(1);
    await removeButtons.first().click();
    await expect(page.getByText('Cart is empty.')).toBeVisible();
  });
}
