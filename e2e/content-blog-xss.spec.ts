import { expect, test } from './support/test.ts';

const slug = 'community-spotlight-customer-designs';

test('a blog post whose stored HTML carries an XSS payload renders inert', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', async (d) => {
    dialogs.push(d.message());
    await d.dismiss();
  });
  await page.goto(`/blogs/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Community Spotlight: Designs From Our Customers' })).toBeVisible({ timeout: 30_000 });
  const prose = page.locator('.content-prose');
  await expect(prose.getByRole('heading', { name: 'Retro sunsets are back' })).toBeVisible();

  // the safe parts survive
  await expect(prose.getByRole('img', { name: 'Retro sunset design' })).toBeVisible();
  await expect(prose.getByRole('link', { name: 'support@printpop.store' })).toHaveAttribute('href', 'mailto:support@printpop.store');

  // the payload does not: no script, no handler attribute, no javascript: URL, no iframe
  expect(await prose.locator('script, iframe').count()).toBe(0);
  const handlers = await page.evaluate(() =>
    [...document.querySelectorAll('.content-prose *')].flatMap((el) => [...el.attributes].filter((a) => /^on/i.test(a.name) || /javascript:/i.test(a.value)).map((a) => a.name)),
  );
  expect(handlers).toEqual([]);
  expect(await page.locator('[onerror], [onclick], [onmouseover], [href^="javascript:"]').count()).toBe(0);

  // clicking the defanged link and hovering does nothing
  await prose.getByText('Send us your design').click();
  await prose.getByText('Thanks to everyone').hover();
  await page.waitForTimeout(300);
  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __xssExecuted?: boolean }).__xssExecuted)).toBeUndefined();
  await expect(page).toHaveURL(new RegExp(`/blogs/${slug}$`));
});
