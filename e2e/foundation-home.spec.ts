import { expect, test } from './support/test.ts';

test('the home page shows real products from the API through the catalog remote, loading no other remote', async ({ page, request }) => {
  const remoteFiles: string[] = [];
  page.on('request', (req) => {
    const m = /\/mfe\/(\w+)\//.exec(new URL(req.url()).pathname);
    if (m) remoteFiles.push(m[1]);
  });
  // the server renders the page with this data (#12); the browser does not fetch it again
  const body = await (await request.get('/api/home-products')).json();
  const first = body.data.tShirts[0];
  await page.goto('/');

  // A product card links to /{category}/{title-slug}/{productId} and shows the API's title.
  const card = page.locator(`a[href$="/${first.productId}"]`).first();
  await expect(card).toBeVisible();
  await expect(page.getByText(first.title).first()).toBeVisible();
  expect(await page.locator('a[href*="/"][href$="' + first.productId + '"]').count()).toBeGreaterThan(0);

  expect(new Set(remoteFiles)).toEqual(new Set(['catalog']));
});

test('the first HTML paints the page itself, never a blank page, while the scripts are still on their way', async ({ page }) => {
  // #11: the home page stayed white while the scripts arrived; #12: the server sends the page
  // the app's scripts are slow; early-input.js is not among them: it is the small capture script that
  // must run before anything else (#23), so it blocks the parser by design
  await page.route(/\.js(\?|$)/, async (route) => {
    if (!new URL(route.request().url()).pathname.endsWith('/early-input.js')) await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText('T-shirt printing made easy', { timeout: 1_400 });
  await expect(page.getByText('Loading the store…')).toHaveCount(0);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1, { timeout: 30_000 });
});
