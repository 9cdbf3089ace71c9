import { expect, test } from './support/test.ts';
import { expectNoA11yViolations } from './support/a11y.ts';
import { signInNewAccount } from './support/seed.ts';


test('the blueprint listing shows galleries, and a request without login asks to log in', async ({ page }) => {
  const p = (await (await page.request.get('/api/mugs')).json()).data[0];
  await page.goto(`/${p.productId}/more-products`);
  await expect(page.getByRole('heading', { name: 'Top Blueprints to Customize' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Blueprints' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(5);
  const first = cards.first();
  const img = first.locator('img.cat-zoom__img');
  const src = await img.getAttribute('src');
  await first.getByRole('button', { name: /^Next image of/ }).click();
  await expect(first.locator('img.cat-zoom__img')).not.toHaveAttribute('src', src!);
  await expectNoA11yViolations(page);

  await first.getByRole('button', { name: 'Send Request' }).click();
  await expect(page.getByText('Please login to send a request.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a logged-in shopper sends a blueprint request once: it then reads Already Sent, also after a reload', async ({ page }) => {
  await signInNewAccount(page, { fName: 'Blue', lName: 'Print', email: `bp-${Date.now()}@example.com`, password: 'Secret-pass-123' });
  const p = (await (await page.request.get('/api/hats')).json()).data[0];
  await page.goto(`/${p.productId}/more-products`);
  const card = page.getByRole('list', { name: 'Blueprints' }).getByRole('listitem').nth(2);
  await card.getByRole('button', { name: 'Send Request' }).click();
  await expect(page.getByText("Request sent! You'll receive an email within 1–15 hours.")).toBeVisible();
  await expect(card.getByRole('button', { name: 'Already Sent' })).toBeDisabled();
  await page.reload();
  await expect(page.getByRole('list', { name: 'Blueprints' }).getByRole('listitem').nth(2).getByRole('button', { name: 'Already Sent' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Blueprints' }).getByRole('listitem').nth(1).getByRole('button', { name: 'Send Request' })).toBeVisible();
});

test('blueprint cards are distinct on each of two pages, show the design, and the title opens a product', async ({ page }) => {
  const p = (await (await page.request.get('/api/mugs')).json()).data[0];
  await page.goto(`/${p.productId}/more-products`);
  const cards = page.getByRole('list', { name: 'Blueprints' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible({ timeout: 30_000 });
  const titlesOf = async () => cards.getByRole('heading', { level: 3 }).allTextContents();
  const page1 = await titlesOf();
  expect(new Set(page1).size).toBe(page1.length);
  const theme = new URL(p.image, 'http://x').searchParams.get('t')!;
  const src = await cards.first().locator('img.cat-zoom__img').getAttribute('src');
  expect(new URL(src!, 'http://x').searchParams.get('t')).toBe(theme);
  await page.getByRole('navigation', { name: 'Blueprint pages' }).getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect.poll(async () => (await titlesOf())[0]).not.toBe(page1[0]);
  const page2 = await titlesOf();
  expect(new Set([...page1, ...page2]).size).toBe(page1.length + page2.length);
  await cards.first().getByRole('heading', { level: 3 }).getByRole('link').click();
  await expect(page).not.toHaveURL(/search/);
  await expect(page.getByRole('button', { name: /Add to cart/i })).toBeVisible({ timeout: 30_000 });
});
