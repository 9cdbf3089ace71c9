import { expect, test, type Page } from './support/test.ts';
import { addFirstVariantToCart } from './support/shopping.ts';

// #11: nothing a shopper opens may load from another host (the phone flags came from a GitHub Pages
// site): a walk through the main pages fails on any request to a host other than the store's.
test.describe.configure({ timeout: 180_000 });

function watchForeignRequests(page: Page, origin: string) {
  const foreign: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    // data: and blob: never leave the browser; everything over the network must be the store's own
    if (!/^(https?|wss?):$/.test(url.protocol)) return;
    if (url.origin !== origin) foreign.push(`${req.resourceType()} ${url.origin}${url.pathname}`);
  });
  return foreign;
}

async function search(page: Page, term: string) {
  let box = page.getByRole('searchbox', { name: 'Search products' });
  if (!(await box.isVisible())) {
    await page.getByRole('button', { name: /search/i }).first().click();
    box = page.getByRole('searchbox', { name: 'Search products' });
  }
  await box.fill(term);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/shop\/search\?q=mug$/);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
}

for (const viewport of [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`the main pages request nothing from another host (${viewport.name})`, async ({ page, request, baseURL }) => {
    await page.setViewportSize(viewport);
    const origin = new URL(baseURL!).origin;
    const foreign = watchForeignRequests(page, origin);
    const email = `origin.${viewport.name}.${Date.now().toString(36)}@example.com`;
    const signup = await request.post('/api/auth/signup', { data: { fName: 'Ada', lName: 'Lovelace', email, password: 'analytical-engine' } });
    expect(signup.ok()).toBe(true);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.goto('/shop/hoodies');
    const card = page.getByTestId('product-card').first();
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: /to wishlist$/ }).click();
    await expect(page.getByText('Item added to wishlist!')).toBeVisible();
    await card.getByRole('heading').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await search(page, 'mug');
    await page.goto('/wishlist');
    await expect(page.getByTestId('wishlist-card')).toHaveCount(1);

    // the cart as a guest, then checkout asks to log in, then the checkout form with its phone input
    await addFirstVariantToCart(page, 0);
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Update & Checkout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel(/Email Address/).fill(email);
    await page.getByLabel(/^Password/).fill('analytical-engine');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
    await page.goto('/checkout');
    await expect(page.locator('#co-phone')).toBeVisible();
    await page.getByLabel('Country', { exact: true }).selectOption('US');
    // the phone's country list shows its flags (bundled, so they must not come from outside)
    await expect(page.locator('.PhoneInputCountryIcon').first()).toBeVisible();

    await page.goto('/blogs');
    const post = page.locator('main').getByRole('heading', { level: 2 }).first().getByRole('link');
    await post.click();
    await expect(page).toHaveURL(/\/blogs\/.+/);
    for (const path of ['/about-us', '/contact-us', '/delivery-information', '/privacy-policy', '/terms-and-conditions', '/orders']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    }
    await page.waitForLoadState('networkidle');
    expect(foreign, 'requests to other hosts').toEqual([]);
  });
}
