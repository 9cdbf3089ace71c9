import { expect, test } from './support/test.ts';

test('the home newsletter form subscribes end to end and clears the e-mail', async ({ page }) => {
  await page.goto('/');
  const email = page.getByLabel('Email address');
  await email.fill(`news-${Date.now()}@example.com`);
  const reply = page.waitForResponse((r) => r.url().endsWith('/api/subscribe'));
  await page.getByRole('button', { name: 'Subscribe' }).click();
  const body = await (await reply).json();
  expect(body.success).toBe(true);
  await expect(page.getByText(body.message)).toBeVisible();
  await expect(email).toHaveValue('');
});
