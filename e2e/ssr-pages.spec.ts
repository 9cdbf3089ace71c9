import { expect, test, type Page } from './support/test.ts';
import { someProducts } from './support/seed.ts';

// Server-rendered composition (#12): each page type a first visit or a crawler lands on holds its
// real content in the HTML, and the same page with JavaScript hydrates cleanly and stays live.

async function pageTypes(request: Parameters<typeof someProducts>[0]) {
  const [product] = await someProducts(request, 1);
  const blogs = await (await request.get('/api/blogs')).json();
  const post = blogs.data[0] as { slug: string; title: string };
  const hoodies = await (await request.get('/api/hoodies?page=2')).json();
  return [
    { path: '/', expectText: 'T-shirt printing made easy' },
    { path: '/shop/hoodies', expectText: 'Hoodies' },
    { path: '/shop/hoodies?page=2', expectText: hoodies.data[0].title as string },
    { path: `/${product.category}/item/${product.productId}`, expectText: product.title },
    { path: `/${product.productId}/more-products`, expectText: null },
    { path: '/blogs', expectText: post.title },
    { path: `/blogs/${post.slug}`, expectText: post.title },
    { path: '/about-us', expectText: 'About PrintPop Store' },
    { path: '/delivery-information', expectText: null },
  ];
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every public page type shows its real content from the server', async ({ page, request }) => {
    for (const { path, expectText } of await pageTypes(request)) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
      await expect(page.getByText('Loading the store…'), path).toHaveCount(0);
      if (expectText) await expect(page.getByText(expectText, { exact: false }).first(), path).toBeVisible();
    }
  });

  test('a listing page shows product titles and prices, and its pages are links', async ({ page }) => {
    await page.goto('/shop/hoodies');
    const cards = page.locator('[data-testid="product-card"]');
    expect(await cards.count()).toBeGreaterThan(3);
    await expect(cards.first().getByRole('heading')).not.toBeEmpty();
    await expect(cards.first()).toContainText('$');
  });

  test('an unknown product and an unknown post answer 404 with the not-found page', async ({ page }) => {
    for (const path of ['/mugs/nothing/000000000000000000000000', '/blogs/no-such-post-here']) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
    }
  });
});

test.describe('with JavaScript', () => {
  async function watch(page: Page) {
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    const dataCalls: string[] = [];
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname.startsWith('/api/') && !/^\/api\/(mockups|blog-images)\//.test(pathname)) dataCalls.push(pathname);
    });
    return { problems, dataCalls };
  }

  for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) test(`each page hydrates from the server state at ${viewport.width} px: no console errors or warnings, no refetch of its data`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    for (const { path } of await pageTypes(request)) {
      const seen = await watch(page);
      await page.goto(path);
      await expect(page.locator('html[data-hydrated="true"]'), path).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      expect(seen.problems, path).toEqual([]);
      expect(seen.dataCalls, path).toEqual([]);
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
      page.removeAllListeners('request');
    }
  });

  test('a hydrated product page adds to the cart, and its links navigate in the page', async ({ page, request }) => {
    const [product] = await someProducts(request, 1);
    await page.goto(`/${product.category}/item/${product.productId}`);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.getByRole('group', { name: /Color|Size/ }).getByRole('button').first().click();
    const dialog = page.getByRole('dialog', { name: 'Product Details' });
    await dialog.getByRole('button', { name: /^Add to Cart/ }).first().click();
    await expect(page.getByText('Item added to cart!').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Blogs', exact: true }).first().click();
    await expect(page).toHaveURL(/\/blogs$/);
    // still the same document: the navigation was client-side
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });
});
