import { expect, test } from './support/test.ts';
import { expectNoA11yViolations } from './support/a11y.ts';
import { paidOrderThroughApi } from './support/paidOrder.ts';
import { expectNoSidewaysScroll } from './support/shopping.ts';
import { logInAsOwner } from './support/owner.ts';

// The owner's refund dialog (issue #41 item 2) on a phone: it says void or refund, how much and the
// provider's state, fits 390 px, and "Keep the order" leaves the payment alone.
test.describe.configure({ timeout: 120_000 });

test('at 390 px the refund dialog says what will happen, fits the screen, and can be declined', async ({ page, request }) => {
  const { orderId, cents } = await paidOrderThroughApi(request, 'phone-refund');
  await page.setViewportSize({ width: 390, height: 844 });
  await logInAsOwner(page);
  await page.goto(`/admin/orders/${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible();
  await expect(page.getByLabel(/Amount to refund/)).toHaveValue('');
  await page.getByRole('button', { name: 'Fill in all that is left' }).click();
  await page.getByRole('button', { name: 'Refund…' }).click();
  const dialog = page.getByRole('dialog', { name: `Void or refund $${(cents / 100).toFixed(2)}?` });
  await expect(dialog.getByTestId('refund-plan')).toContainText(`$${(cents / 100).toFixed(2)} of the $${(cents / 100).toFixed(2)} charged goes back to the card`);
  await expect(dialog.getByTestId('refund-plan')).toContainText(/print provider/);
  await expectNoA11yViolations(page, { exclude: ['.Toastify'] });
  await expectNoSidewaysScroll(page);
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await dialog.getByRole('button', { name: 'Keep the order' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('payment-status')).toHaveText(/^paid/);
});
