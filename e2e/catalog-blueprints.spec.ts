import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y.ts';

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
  const signup = await page.request.post('/api/auth/signup', {
    data: { fName: 'Blue', lName: 'Print', email: `bp-${Date.now()}@example.com`, password: 'Secret-pass-123' },
  });
  expect(signup.ok()).toBe(true);
  const { data } = await signup.json();
  await page.goto('/');
  await page.evaluate((d) => {
    localStorage.setItem('accessToken', d.accessToken);
    localStorage.setItem('refreshToken', d.refreshToken);
    localStorage.setItem('user', JSON.stringify(d.user));
    localStorage.setItem('user_id', String(d.user.id));
  }, data);
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
