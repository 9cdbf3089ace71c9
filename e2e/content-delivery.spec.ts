import { expect, test } from './support/test.ts';
import { expectNoA11yViolations } from './support/a11y.ts';

// The shell header's badge links fail label-content-name-mismatch (reported to the shell owner);
// this journey checks the content page, so those two links are left out.
test('the delivery page shows the shipping table of spec §9 and the excluded countries, without a call', async ({ page }) => {
  const apiCalls: string[] = [];
  page.on('request', (req) => {
    const path = new URL(req.url()).pathname;
    if (path.startsWith('/api') && !path.startsWith('/api/mockups')) apiCalls.push(path);
  });
  await page.goto('/delivery-information');
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery Information' })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveTitle(/^Delivery Information \|/);
  await expect(page.getByRole('main').getByText('PrintPop Store', { exact: true })).toBeVisible();

  const rows = page.getByRole('table', { name: 'Shipping options, prices and delivery times' }).locator('tbody tr');
  await expect(rows).toHaveCount(4);
  const cells = await rows.evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)));
  expect(cells).toEqual([
    ['Economy', 'From $3.99', '4-8 business days (US)', 'Not available', 'US addresses only'],
    ['Standard', 'From $4.75', '2-5 business days (US)', '10-30 business days', 'Available worldwide'],
    ['Priority', 'Individually calculated', '2-3 business days (US)', '3-5 business days', 'Price individually calculated at checkout'],
    ['Express', '$7.99 + $2.40 per additional item', '2-3 business days (US)', 'Not available', 'Not available for international orders'],
  ]);
  await expect(page.getByRole('heading', { name: 'General notice' })).toBeVisible();
  await expect(page.locator('.content-excluded li')).toHaveText(['North Korea', 'Russia', 'Belarus', 'Ukraine']);
  await expectNoA11yViolations(page);
  expect(apiCalls.filter((p) => p !== '/api/health')).toEqual([]);
});
