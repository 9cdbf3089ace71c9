import { expect, type Page } from '@playwright/test';

/** Opens a t-shirt from the listing and adds its first offered variant to the cart, as a shopper does. */
export async function addFirstVariantToCart(page: Page, cardIndex: number) {
  await page.goto('/shop/t-shirts');
  const card = page.locator('[data-testid="product-card"]').nth(cardIndex);
  await card.getByRole('heading').getByRole('link').click();
  // a product page on a machine shared by several test runs can take longer than the default 10 s
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('group', { name: /Color|Size/ }).getByRole('button').first().click();
  const dialog = page.getByRole('dialog', { name: 'Product Details' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /^Add to Cart/ }).first().click();
  await expect(page.getByText('Item added to cart!').first()).toBeVisible();
  await page.keyboard.press('Escape');
}

/** Registers a new account through the form; returns its e-mail. */
export async function registerShopper(page: Page, prefix: string) {
  const email = `${prefix}.${Date.now().toString(36)}@example.com`;
  await page.goto('/register');
  await page.getByLabel(/First Name/).fill('Ada');
  await page.getByLabel(/Last Name/).fill('Lovelace');
  await page.getByLabel(/Email Address/).fill(email);
  await page.getByLabel(/^Password/).fill('analytical-engine');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
  return email;
}

/** The document is no wider than the window: nothing scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, `document ${scrollWidth}px wide in a ${innerWidth}px window`).toBeLessThanOrEqual(innerWidth);
}

/** The element is shown and lies wholly inside the window horizontally (not cut, not off-screen). */
export async function expectWithinWindow(page: Page, locator: ReturnType<Page['locator']>) {
  await expect(locator).toBeVisible();
  const box = (await locator.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x, 'left edge on screen').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'right edge on screen').toBeLessThanOrEqual(width + 0.5);
}

/** Fills the checkout's US address and phone fields as a shopper does (Texas unless told otherwise). */
export async function fillUsAddress(page: Page, where: { state: string; city: string; zip: string } = { state: 'Texas', city: 'Austin', zip: '73301' }) {
  await page.getByLabel('Address').fill('1 Main Street');
  await page.getByLabel('Country', { exact: true }).selectOption('US');
  await page.getByLabel('State/Region').selectOption(where.state);
  await page.getByLabel('City').fill(where.city);
  await page.getByLabel('ZIP/Postal Code').fill(where.zip);
  await page.locator('#co-phone').fill('2015550123');
}
