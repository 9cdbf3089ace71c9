import { expect, test } from './support/test.ts';
import { expectNoA11yViolations } from './support/a11y.ts';
import { expectNoSidewaysScroll } from './support/shopping.ts';
import { logInAsOwner } from './support/owner.ts';

test.describe.configure({ timeout: 150_000 });

/**
 * Long work reports progress in the back office (issue #42 item 4, #43 item 5): a catalogue sync
 * and a newsletter send each have a live region that moves by itself until the work is done, at
 * desktop width and at 390 px, axe clean.
 */
for (const width of [1280, 390]) {
  test(`"Sync now" and a newsletter send show their progress until done, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await logInAsOwner(page);

    await page.goto('/admin/catalogue');
    const sync = page.getByTestId('sync-status');
    await expect(sync).toHaveAttribute('role', 'status');
    await expect(page.getByRole('button', { name: 'Sync now' })).toBeEnabled({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Sync now' }).click();
    await expect(page.getByText('Catalogue sync started')).toBeVisible();
    // the region follows the run by itself (polling) to its outcome
    await expect(sync).toHaveText(/^Last sync succeeded: \d+ products/, { timeout: 60_000 });
    await expectNoSidewaysScroll(page);
    await expectNoA11yViolations(page, { exclude: ['.Toastify'] });

    await page.goto('/admin/subscribers');
    await page.getByLabel(/^Subject/).fill(`Progress check ${width}`);
    await page.getByLabel('Content (HTML)').fill('<p>Hello</p>');
    await page.getByRole('button', { name: 'Send to subscribers' }).click();
    await page.getByRole('button', { name: 'Yes, send it' }).click();
    await expect(page.getByText(/^Sending to \d+ subscribers$/)).toBeVisible();
    const status = page.getByTestId('newsletter-status');
    await expect(status).toHaveAttribute('role', 'status');
    await expect(status).toHaveText(new RegExp(`^“Progress check ${width}” went to \\d+ of \\d+ subscribers`), { timeout: 60_000 });
    await expectNoSidewaysScroll(page);
    await expectNoA11yViolations(page, { exclude: ['.Toastify'] });
  });
}
