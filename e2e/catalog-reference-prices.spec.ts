import { expect, test, type Page } from './support/test.ts';
import type { Browser } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y.ts';
import { expectNoSidewaysScroll } from './support/shopping.ts';
import { newGuestUid, saveToWishlist, useGuestUid } from './support/seed.ts';
import { logInAsOwner } from './support/owner.ts';

// Issue 40 part 2: a struck price only where the owner set a compare-at price above the price, always
// with the lowest price of the last 30 days; never a "was" price made from the current one.
const viewports = [{ width: 1280, height: 800 }, { width: 390, height: 844 }];
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
test.describe.configure({ timeout: 180_000 });

interface Card { productId: string; title: string; category: string; price: number }


/** The owner finds the product by id in Catalogue and saves (or clears) its compare-at price. */
async function ownerSetsCompareAt(page: Page, product: Card, cents: number | null) {
  await page.goto(`/admin/catalogue?q=${product.productId}`);
  const field = page.getByLabel(`Compare-at price of ${product.title}`, { exact: true });
  if (cents === null) {
    await page.getByRole('button', { name: `Clear the compare-at price of ${product.title}` }).click();
    await expect(page.getByText('Compare-at price cleared')).toBeVisible();
    await expect(page.getByText('None: no struck price is shown.')).toBeVisible();
    return;
  }
  // not above the price: refused in the form, nothing sent
  await field.fill(dollars(product.price));
  await page.getByRole('button', { name: `Save the compare-at price of ${product.title}` }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The compare-at price must be higher than the current price.' })).toBeVisible();
  await field.fill(dollars(cents));
  await page.getByRole('button', { name: `Save the compare-at price of ${product.title}` }).click();
  await expect(page.getByText(`Compare-at price set to ${dollars(cents)}`)).toBeVisible();
  await expect(page.getByText(`Shown struck, with the lowest price of the last 30 days (${dollars(product.price)}).`)).toBeVisible();
  await expectNoA11yViolations(page, { exclude: ['.Toastify'] });
}

async function shopperPage(browser: Browser, viewport: { width: number; height: number }, guestUid?: string) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  if (guestUid) await useGuestUid(page, guestUid);
  return { page, close: () => context.close() };
}

test("the owner sets a compare-at price: the shopper sees it struck with the 30-day lowest on the card, the product page and the wishlist, and JSON-LD keeps the real price", async ({ page, browser, request }) => {
  const cards = (await (await request.get('/api/sweatshirts?view=card')).json()).data as Card[];
  const product = cards[2]!;
  const compareAt = product.price + 1000;
  await logInAsOwner(page);
  await ownerSetsCompareAt(page, product, compareAt);

  const guest = newGuestUid();
  await saveToWishlist(request, guest, [product]);
  for (const viewport of viewports) {
    const shopper = await shopperPage(browser, viewport, guest);
    const p = shopper.page;
    await p.goto('/shop/sweatshirts');
    const card = p.locator('[data-testid="product-card"]').filter({ has: p.getByRole('heading', { name: product.title, exact: true }) });
    await expect(card.locator('s')).toHaveText(`Compare at ${dollars(compareAt)}`);
    await expect(card.getByText(`Lowest price in the last 30 days: ${dollars(product.price)}`)).toBeVisible();
    // the other cards have none: nothing is derived from their prices
    await expect(p.locator('[data-testid="product-card"] s')).toHaveCount(1);
    await expectNoSidewaysScroll(p);
    await expectNoA11yViolations(p);

    await card.getByRole('link', { name: product.title }).click();
    await expect(p.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
    const price = p.locator('.cat-product__price');
    await expect(price.locator('.cat-price > span').first()).toHaveText(dollars(product.price));
    await expect(price.locator('s')).toHaveText(`Compare at ${dollars(compareAt)}`);
    await expect(price.getByText(`Lowest price in the last 30 days: ${dollars(product.price)}`)).toBeVisible();
    await expectNoSidewaysScroll(p);
    await expectNoA11yViolations(p);
    // the structured data offers the real price only
    const ld = JSON.parse((await p.locator('script[type="application/ld+json"]').first().textContent())!);
    expect(ld.offers.price).toBe((product.price / 100).toFixed(2));
    expect(JSON.stringify(ld)).not.toContain((compareAt / 100).toFixed(2));

    await p.goto('/wishlist');
    const saved = p.locator('[data-testid="wishlist-card"]').filter({ hasText: product.title });
    await expect(saved.locator('s')).toHaveText(`Compare at ${dollars(compareAt)}`);
    await expect(saved.getByText(`Lowest price in the last 30 days: ${dollars(product.price)}`)).toBeVisible();
    await expectNoA11yViolations(p);
    await shopper.close();
  }

  // cleared: gone everywhere
  await ownerSetsCompareAt(page, product, null);
  const after = await shopperPage(browser, viewports[0]!);
  await after.page.goto('/shop/sweatshirts');
  await expect(after.page.locator('[data-testid="product-card"]').first()).toBeVisible();
  await expect(after.page.locator('[data-testid="product-card"] s')).toHaveCount(0);
  await after.close();
});

test('a product without a compare-at price shows no struck price anywhere: cards, product page, quick view, wishlist', async ({ browser, request }) => {
  const cards = (await (await request.get('/api/hoodies?view=card')).json()).data as Card[];
  const guest = newGuestUid();
  await saveToWishlist(request, guest, cards.slice(0, 2));
  for (const viewport of viewports) {
    const { page, close } = await shopperPage(browser, viewport, guest);
    await page.goto('/shop/hoodies');
    const first = page.locator('[data-testid="product-card"]').first();
    await expect(first).toBeVisible();
    await expect(page.locator('main s')).toHaveCount(0);
    await expect(page.getByText(/Lowest price in the last 30 days/)).toHaveCount(0);

    const title = (await first.getByRole('heading').textContent())!.trim();
    await first.getByRole('button', { name: `Quick view ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog.getByLabel('Size')).toBeVisible();
    await expect(dialog.locator('.cat-price > span')).toHaveText(/^\$\d+\.\d\d$/);
    await expect(dialog.locator('s')).toHaveCount(0);
    await expect(dialog.getByText(/Lowest price/)).toHaveCount(0);
    await expectNoA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await first.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('.cat-product__price .cat-price > span')).toHaveText(/^\$\d+\.\d\d$/);
    await expect(page.locator('.cat-product__price s, .cat-product__info s')).toHaveCount(0);
    // the rows' cards under the product too
    await expect(page.locator('[data-testid="product-card"]').first()).toBeVisible();
    await expect(page.locator('[data-testid="product-card"] s')).toHaveCount(0);

    await page.goto('/wishlist');
    await expect(page.locator('[data-testid="wishlist-card"]')).toHaveCount(2);
    await expect(page.locator('main s')).toHaveCount(0);
    await expectNoA11yViolations(page);
    await close();
  }
});
