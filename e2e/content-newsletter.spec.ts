import { expect, test } from './support/test.ts';

test('the home newsletter form subscribes once and answers a repeat clearly', async ({ page }) => {
  const email = `reader-${Date.now()}@example.com`;
  await page.goto('/');
  const form = page.getByRole('region', { name: 'Subscribe to our newsletter' });
  await expect(form).toBeVisible({ timeout: 30_000 });
  const input = form.getByRole('textbox', { name: 'Email address' });
  const button = form.getByRole('button', { name: 'Subscribe' });

  // hold the reply so the submitting state can be seen
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/api/subscribe', async (route) => {
    await held;
    await route.continue();
  });
  await input.fill(email);
  await button.click();
  await expect(form.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
  await expect(input).toBeDisabled();
  release();
  await expect(page.getByText('Thank you for subscribing to our newsletter! If your address still needs confirming, we have e-mailed you a link.')).toBeVisible();
  await expect(input).toHaveValue('');
  await expect(button).toBeEnabled();

  await input.fill(email.toUpperCase());
  await button.click();
  // the same answer for an address already on the list (issue #24: no enumeration)
  await expect(page.getByText('Thank you for subscribing to our newsletter! If your address still needs confirming, we have e-mailed you a link.').last()).toBeVisible();
  await expect(input).toHaveValue('');
});

test('the subscribe endpoint refuses a malformed address in the envelope', async ({ request }) => {
  const res = await request.post('/api/subscribe', { data: { email: 'not-an-email' } });
  expect(res.status()).toBe(400);
  expect(await res.json()).toEqual({ success: false, message: 'Please enter a valid email address.', data: null });
});
