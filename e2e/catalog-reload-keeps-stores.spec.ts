import { expect, test, type Page } from './support/test.ts';
import { addFirstVariantToCart, registerShopper } from './support/shopping.ts';

test.setTimeout(150_000);

/**
 * Issue #23 item 4: a full load of any page keeps the shopper's cart and wishlist, and the badges,
 * hearts and "in cart" states read right within one frame of hydration. The server renders every
 * page signed out, so nothing it sends may overwrite what this browser holds.
 */

// Records the badges in the frame after the shell marks the page live (<html data-hydrated>).
async function recordBadgesAtLive(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __badgesAtLive?: string };
    new MutationObserver((_, observer) => {
      if (document.documentElement?.dataset.hydrated !== 'true') return;
      observer.disconnect();
      requestAnimationFrame(() => {
        const read = (id: string) => document.querySelector(`[data-testid="${id}"]`)?.textContent ?? '?';
        w.__badgesAtLive = `${read('cart-count')}/${read('wishlist-count')}`;
      });
      // the script runs before <html> is parsed: watch the document for it
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  });
}

async function heartAMug(page: Page) {
  await page.goto('/shop/mugs');
  const card = page.locator('[data-testid="product-card"]').nth(1);
  const title = (await card.getByRole('heading').textContent())!.trim();
  await card.getByRole('button', { name: `Add ${title} to wishlist` }).click();
  await expect(page.getByText('Item added to wishlist!').first()).toBeVisible();
  await expect(page.getByTestId('wishlist-count')).toHaveText('1');
  return title;
}

async function expectStoresKept(page: Page, stored: string, productUrl: string, mugTitle: string) {
  for (const path of ['/shop/hoodies', '/', '/shop/mugs', productUrl, '/cart', '/wishlist']) {
    await page.goto(path);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __badgesAtLive?: string }).__badgesAtLive), { message: `badges at live on ${path}` }).toBe('1/1');
    await expect(page.getByTestId('cart-count'), path).toHaveText('1');
    await expect(page.getByTestId('wishlist-count'), path).toHaveText('1');
    expect(await page.evaluate(() => localStorage.getItem('favouritesCart')), `localStorage on ${path}`).toBe(stored);
  }
  await page.goto('/shop/mugs');
  await expect(page.getByRole('button', { name: `Remove ${mugTitle} from wishlist` }).first()).toHaveAttribute('aria-pressed', 'true');
  // the product page shows the variant already in the cart as such
  await page.goto(productUrl);
  await page.getByRole('group', { name: /Color|Size/ }).getByRole('button').first().click();
  const dialog = page.getByRole('dialog', { name: 'Product Details' });
  await expect(dialog.getByRole('button', { name: /^Remove from Cart/ }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('favouritesCart'))).toBe(stored);
}

test('a guest keeps cart and wishlist through full loads of every page', async ({ page }) => {
  await recordBadgesAtLive(page);
  await addFirstVariantToCart(page, 0);
  const productUrl = new URL(page.url()).pathname;
  const mug = await heartAMug(page);
  const stored = (await page.evaluate(() => localStorage.getItem('favouritesCart')))!;
  expect(JSON.parse(stored)).toHaveLength(2);
  await expectStoresKept(page, stored, productUrl, mug);
});

test('a signed-in shopper keeps cart and wishlist through full loads of every page', async ({ page }) => {
  await recordBadgesAtLive(page);
  await registerShopper(page, 'reload');
  await addFirstVariantToCart(page, 1);
  const productUrl = new URL(page.url()).pathname;
  const mug = await heartAMug(page);
  const stored = (await page.evaluate(() => localStorage.getItem('favouritesCart')))!;
  expect(JSON.parse(stored)).toHaveLength(2);
  await expectStoresKept(page, stored, productUrl, mug);
  // what the server holds agrees: /wishlist lists the heart after all those loads
  await page.goto('/wishlist');
  await expect(page.locator('[data-testid="wishlist-card"]')).toHaveCount(1);
});
