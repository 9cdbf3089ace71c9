import { expect, test, type Page } from './support/test.ts';
import { registerShopper } from './support/shopping.ts';

/**
 * #23 item 1: no form may put a password, a code or personal data in a URL. Every page's forms are
 * read as rendered, the server's HTML (no JavaScript) and the live page of a signed-in shopper, so
 * fields drawn by child components count too. A GET form may hold nothing sensitive.
 */
const SENSITIVE = /pass|otp|code|card|cvv|cvc|email|phone|tel|address|zip|postal|name/i;

async function unsafeForms(page: Page) {
  return page.evaluate((pattern) => {
    const sensitive = new RegExp(pattern, 'i');
    return [...document.forms].flatMap((form) => {
      const method = (form.getAttribute('method') ?? 'get').toLowerCase();
      if (method === 'post' || method === 'dialog') return [];
      return [...form.elements]
        .filter((el): el is HTMLInputElement => el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement)
        .filter((el) => ['password', 'email', 'tel'].includes(el.type) || sensitive.test(`${el.name} ${el.id} ${el.autocomplete} ${el.labels?.[0]?.textContent ?? ''}`))
        .map((el) => `${form.getAttribute('aria-label') ?? form.className}: ${el.type} ${el.name || el.id}`);
    });
  }, SENSITIVE.source);
}

/** One address per route pattern; a product and a post from the store itself. */
async function everyPage(page: Page) {
  await page.goto('/shop/t-shirts');
  const product = (await page.getByTestId('product-card').first().getByRole('heading').getByRole('link').getAttribute('href'))!;
  const sample: Record<string, string> = { category: 't-shirts', titleSlug: product.split('/')[2], productId: product.split('/')[3], orderId: '1', slug: 'no-such-post', postId: 'new' };
  // the live route table, as the server composes it from the deployed remotes
  const storeRoutes = (await (await page.request.get('/routes.json')).json()) as { path: string }[];
  return [...new Set(storeRoutes.map((r) => r.path.replace(/:(\w+)/g, (_, k: string) => sample[k] ?? k)))];
}

test.describe('no GET form carries a sensitive field', () => {
  test('in the server-rendered HTML of every page, scripts off', async ({ browser, page }) => {
    test.setTimeout(240_000);
    const paths = await everyPage(page);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const bare = await context.newPage();
    const found: string[] = [];
    let forms = 0;
    for (const path of paths) {
      await bare.goto(path, { waitUntil: 'domcontentloaded' });
      forms += await bare.locator('form').count();
      found.push(...(await unsafeForms(bare)).map((f) => `${path} ${f}`));
    }
    await context.close();
    expect(forms, 'forms seen (header search on every page at least)').toBeGreaterThan(paths.length);
    expect(found).toEqual([]);
  });

  test('in the live page of every route, for a signed-in shopper', async ({ page }) => {
    test.setTimeout(180_000);
    const paths = await everyPage(page);
    await registerShopper(page, 'forms');
    const found: string[] = [];
    for (const path of paths.filter((p) => !p.startsWith('/admin'))) {
      await page.goto(path);
      await page.waitForTimeout(300); // a private page draws its form once its data arrives
      found.push(...(await unsafeForms(page)).map((f) => `${path} ${f}`));
    }
    expect(found).toEqual([]);
  });

  test('a login sent before the page is live never puts the password in a URL, and the page answers', async ({ page }) => {
    const urls: string[] = [];
    page.on('request', (r) => r.isNavigationRequest() && urls.push(r.url()));
    await page.route('**/*.js', async (route) => route.abort()); // no script ever: the plain HTML form
    await page.goto('/login');
    await page.getByLabel(/Email/).fill('shopper@example.com');
    await page.getByLabel(/^Password/).fill('MyRealPassw0rd');
    const reply = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/login');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    expect((await reply).status()).toBe(303);
    await expect(page).toHaveURL(/\/login$/);
    expect(urls.filter((u) => /passw|%40|@/i.test(new URL(u).search))).toEqual([]);
    expect(await page.content()).not.toContain('MyRealPassw0rd');
  });
});
