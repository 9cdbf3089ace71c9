import { expect, test } from './support/test.ts';
import { expectNoA11yViolations } from './support/a11y.ts';
import { paidOrderThroughApi } from './support/paidOrder.ts';
import { expectNoSidewaysScroll } from './support/shopping.ts';
import { expectChartTextAtLeast, expectNoBrokenWords } from './support/tableCells.ts';
import { logInAsOwner } from './support/owner.ts';

test.describe.configure({ timeout: 180_000 });

const backOffice = ['/admin', '/admin/orders', '/admin/catalogue', '/admin/activity', '/admin/deploys', '/admin/requests', '/admin/subscribers', '/admin/blog', '/admin/backups', '/admin/taxes', '/admin/payment-scripts'];

for (const width of [390, 1280]) {
  test(`the back office at ${width} px: no sideways scroll, no cell narrower than a word, readable chart text, axe clean`, async ({ page, request }) => {
    await paidOrderThroughApi(request, 'layout');
    await page.setViewportSize({ width, height: 900 });
    await logInAsOwner(page);
    for (const path of backOffice) {
      await page.goto(path);
      await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
      await expect(page.locator('.ui-state')).toHaveCount(0, { timeout: 15_000 });
      const where = (e: Error) => {
        throw new Error(`${path} at ${width} px: ${e.message}`);
      };
      await expectNoSidewaysScroll(page).catch(where);
      await expectNoBrokenWords(page).catch(where);
      if (path === '/admin') await expectChartTextAtLeast(page, 11).catch(where);
      await expectNoA11yViolations(page, { exclude: ['.Toastify'] });
    }
  });
}
