import { expect, test } from './support/test.ts';
import { expectNoA11yViolations } from './support/a11y.ts';
import { expectNoSidewaysScroll } from './support/shopping.ts';
import { logInAsOwner } from './support/owner.ts';

// The owner's notices (issue #41): which e-mails go out, switched on the Notices page, and a preview
// of every template, at a desk and on a phone.
test.describe.configure({ timeout: 120_000 });

for (const vp of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: '390 px phone', width: 390, height: 844 },
]) {
  test(`the owner switches a notice off and on and previews the cancel and refund e-mails (${vp.name})`, async ({ page }) => {
    await page.setViewportSize({ width: vp.width, height: vp.height });
    await logInAsOwner(page);
    await page.goto('/admin/notices');
    await expect(page.getByRole('heading', { level: 1, name: 'Notices' })).toBeVisible();
    const ownerCancel = page.getByLabel('To you when a shopper cancels an order');
    await expect(ownerCancel).toBeChecked();
    await ownerCancel.uncheck();
    await expect(page.getByText(/^Off: To you when a shopper cancels an order/).first()).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('To you when a shopper cancels an order')).not.toBeChecked();
    await page.getByLabel('To you when a shopper cancels an order').check();
    await expect(page.getByText(/^On: To you when a shopper cancels an order/).first()).toBeVisible();
    await expect(page.getByLabel('To you when a shopper cancels an order')).toBeChecked();

    const choice = page.getByLabel('E-mail', { exact: true });
    await choice.selectOption({ label: 'Order canceled (not paid)' });
    await expect(page.getByTestId('mail-subject')).toHaveText(/: order #1042 is canceled$/);
    await expect(page.getByRole('region', { name: 'Preview of the e-mail: Order canceled (not paid)' }).getByText('Nothing was charged for it.')).toBeVisible();
    await choice.selectOption({ label: 'Refund that cancels the order' });
    await expect(page.getByTestId('mail-subject')).toHaveText(/refund for order #1042, order canceled$/);
    await choice.selectOption({ label: 'A shopper canceled' });
    await expect(page.getByTestId('mail-subject')).toHaveText(/order #1042 was canceled by the shopper$/);
    await expectNoA11yViolations(page, { exclude: ['.Toastify'] });
    await expectNoSidewaysScroll(page);
  });
}
