import { expect, test } from './support/test.ts';
import { remoteRoutes } from './support/navigation.ts';
import { expectNoA11yViolations } from './support/a11y.ts';

type Remote = keyof typeof remoteRoutes;
const remotes = Object.keys(remoteRoutes) as Remote[];

for (const down of remotes) {
  test(`with the ${down} remote offline its routes show the fallback and the rest of the store works`, async ({ page }) => {
    // Every file of that remote fails, as if its host were down.
    const blocked = `**/mfe/${down}/**`;
    await page.route(blocked, (route) => route.abort('connectionrefused'));

    await page.goto(remoteRoutes[down]);
    const fallback = page.getByRole('alert').filter({ hasText: 'temporarily unavailable' });
    await expect(fallback).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.locator('header').first()).toBeVisible();
    await expect(page.locator('footer').first()).toContainText(String(new Date().getFullYear()));
    await expectNoA11yViolations(page, { exclude: ['.Toastify'] });

    for (const up of remotes.filter((r) => r !== down)) {
      await page.goto(remoteRoutes[up]);
      await expect(page.locator('main').first()).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: 'temporarily unavailable' })).toHaveCount(0);
    }

    // The remote comes back: Retry loads it without a page reload.
    await page.goto(remoteRoutes[down]);
    await expect(fallback).toBeVisible();
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.unroute(blocked);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(fallback).toHaveCount(0);
    await expect(page.locator('main').first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });
}
