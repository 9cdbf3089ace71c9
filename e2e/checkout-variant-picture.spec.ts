import { expect, test } from './support/test.ts';
import { expectNoA11yViolations } from './support/a11y.ts';
import { signInNewAccount } from './support/seed.ts';

test.describe.configure({ timeout: 150_000 });

// issue 41, defect 6: choosing Navy / M showed the Sand shirt (the product's first picture) in the cart
// and checkout, and the checkout summary left the variant out
for (const viewport of [{ width: 1366, height: 900 }, { width: 390, height: 844 }]) {
  test(`the cart and checkout show the chosen colour's picture and name the variant (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const email = `variant.${viewport.width}.${Date.now().toString(36)}@example.com`;
    const session = await signInNewAccount(page, { fName: 'Ada', lName: 'Lovelace', email, password: 'secret123' });
    const headers = { authorization: `Bearer ${session.accessToken}` };

    await page.goto('/shop/t-shirts');
    await page.locator('[data-testid="product-card"]').first().getByRole('heading').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    // a colour other than the first, whose picture is not the product's first one
    const colours = page.getByRole('group', { name: /Color/ }).getByRole('button');
    await expect(colours.nth(1)).toBeVisible();
    await colours.nth(1).click();
    const dialog = page.getByRole('dialog', { name: 'Product Details' });
    await dialog.getByRole('button', { name: /^Add to Cart/ }).first().click();
    await expect(page.getByText('Item added to cart!').first()).toBeVisible();
    await page.keyboard.press('Escape');

    const [row] = (await (await page.request.get('/api/favourites-cart/cart/items', { headers })).json()).data as { product_id: string; category: string; variant_id: number }[];
    const detail = (await (await page.request.get(`/api/product-details/${row!.product_id}/${row!.category}`)).json()).data as { images: { src: string; variant_ids: number[] }[]; variants: { id: number; title: string }[] };
    const picture = detail.images.find((i) => i.variant_ids.includes(row!.variant_id))!.src;
    const title = detail.variants.find((v) => v.id === row!.variant_id)!.title;
    expect(picture).not.toBe(detail.images[0]!.src);

    await page.goto('/cart');
    const cartPicture = page.locator(viewport.width < 768 ? '.co-card img' : '.co-product img').first();
    await expect(cartPicture).toHaveAttribute('src', picture);
    await expect(page.getByText(title).first()).toBeVisible();
    await page.getByRole('button', { name: 'Update & Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.locator('.co-summary__items img').first()).toHaveAttribute('src', picture);
    await expect(page.locator('.co-summary').getByText(title)).toBeVisible();
    await expectNoA11yViolations(page, { exclude: ['.Toastify'] });
  });
}
