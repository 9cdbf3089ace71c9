import { expect, test, type Page } from './support/test.ts';

/** Issue #23 item 4: what hydration left behind on a server-rendered page. */

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function stylesheetsTwice(page: Page) {
  return page.evaluate(() => {
    const hrefs = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => l.href);
    return hrefs.filter((h, i) => hrefs.indexOf(h) !== i);
  });
}

test('card images that finished before hydration drop their placeholder and spinner', async ({ page }) => {
  // scripts held back: every image above the fold is in before React takes the page over
  await page.route('**/*.js', async (route) => {
    await new Promise((r) => setTimeout(r, 2500));
    await route.continue();
  });
  await page.goto('/shop/hoodies');
  const firstImage = page.locator('[data-testid="product-card"] .cat-zoom__img').first();
  await expect.poll(() => firstImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const leftovers = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLImageElement>('.cat-zoom__img')]
      .filter((img) => img.complete && img.naturalWidth > 0)
      .filter((img) => img.parentElement!.querySelector('.cat-zoom__spinner, .cat-zoom__blur')).length,
  );
  expect(leftovers, 'loaded images still showing a placeholder or a spinner').toBe(0);
  expect(await stylesheetsTwice(page)).toEqual([]);
});

for (const width of [1366, 390]) {
  test(`payment result page keeps its side padding and one copy of each stylesheet, ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/payment/cancel');
    const main = page.locator('main.co-result');
    await expect(main).toBeVisible();
    // the .container's side padding (24 px, 16 px on a phone), not the 0 that `padding: 32px 0` gave
    expect(await main.evaluate((el) => parseFloat(getComputedStyle(el).paddingLeft))).toBeGreaterThanOrEqual(16);
    await page.waitForTimeout(500); // the remote's runtime links its styles after hydration
    expect(await stylesheetsTwice(page)).toEqual([]);
  });

  test(`a toast never lies over the header's Account, Wishlist and Cart, ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/shop/hoodies');
    const search = page.getByRole('searchbox', { name: 'Search products' });
    await search.fill('   ');
    await search.press('Enter');
    const toast = page.locator('.Toastify__toast').first();
    await expect(toast).toContainText('Please enter a search term!');
    const box = (await toast.boundingBox())!;
    const controls = [page.getByRole('button', { name: 'Account' }), page.getByRole('link', { name: /^Wishlist/ }).first(), page.getByRole('link', { name: /^Cart/ }).first()];
    for (const control of controls) {
      if (!(await control.isVisible())) continue;
      expect(overlaps(box, (await control.boundingBox())!), `toast over ${await control.textContent()}`).toBe(false);
    }
    // and the control takes the tap while the toast shows
    await page.getByRole('link', { name: /^Cart/ }).first().click();
    await expect(page).toHaveURL(/\/cart$/);
  });
}
