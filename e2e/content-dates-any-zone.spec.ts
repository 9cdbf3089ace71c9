import { expect, test } from './support/test.ts';

// Dates are rendered on the server (Node, UTC) and hydrated in the visitor's browser (issue 43): a
// visitor whose clock is eleven hours behind UTC, reading German, must get the server's text — the
// posts were written at 09:00 UTC, which is the evening before in Pago Pago — and no hydration error.
test.use({ timezoneId: 'Pacific/Pago_Pago', locale: 'de-DE' });

test('blog dates read the same in any time zone and locale, and the pages hydrate without a mismatch', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));

  await page.goto('/blogs');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect(page.locator('article.content-blog-card').first().locator('time')).toHaveText('5 April 2025', { timeout: 30_000 });

  // the post itself, server-rendered on its own
  await page.goto('/blogs/sizing-guide-hoodies-and-sweatshirts');
  await expect(page.getByRole('heading', { level: 1, name: 'Sizing Guide: Hoodies and Sweatshirts' })).toBeVisible();
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect(page.locator('main time').first()).toHaveText('5 April 2025');
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});
