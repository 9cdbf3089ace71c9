import { expect, test } from '@playwright/test';

test('the home page shows real products from the API through the catalog remote, loading no other remote', async ({ page }) => {
  const remoteFiles: string[] = [];
  page.on('request', (req) => {
    const m = /\/mfe\/(\w+)\//.exec(new URL(req.url()).pathname);
    if (m) remoteFiles.push(m[1]);
  });
  const home = page.waitForResponse((r) => r.url().endsWith('/api/home-products') && r.ok());
  await page.goto('/');
  const body = await (await home).json();
  const first = body.data.tShirts[0];

  // A product card links to /{category}/{title-slug}/{productId} and shows the API's title.
  const card = page.locator(`a[href$="/${first.productId}"]`).first();
  await expect(card).toBeVisible();
  await expect(page.getByText(first.title).first()).toBeVisible();
  expect(await page.locator('a[href*="/"][href$="' + first.productId + '"]').count()).toBeGreaterThan(0);

  expect(new Set(remoteFiles)).toEqual(new Set(['catalog']));
});

test('the first HTML paints a loading state, never a blank page, until the store replaces it', async ({ page }) => {
  // #11: the home page stayed white for about half a second while the scripts arrived
  await page.route('**/*.js', async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('status')).toHaveText('Loading the store…');
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Loading the store…')).toHaveCount(0);
});
