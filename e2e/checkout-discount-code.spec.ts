import { expect, test } from './support/test.ts';
import { expectNoA11yViolations } from './support/a11y.ts';
import { addFirstVariantToCart, expectNoSidewaysScroll, fillUsAddress, registerShopper } from './support/shopping.ts';
import { logInAsOwner } from './support/owner.ts';

// Discount codes at checkout (issue #41): the owner adds a single-use 10 % code; a phone shopper's
// unknown code is refused under the field, the real one applies, and the order review and the
// payment page show the discount and charge the discounted total; the code then reads "1 of 1".
test.describe.configure({ timeout: 180_000 });

const cents = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);

test('390 px phone: a shopper applies the owner’s discount code at checkout and the review and payment pages charge the discounted total', async ({ page, browser }) => {
  const code = `TEN${Date.now().toString(36).toUpperCase()}`;
  await logInAsOwner(page);
  await page.goto('/admin/discounts');
  const form = page.getByRole('form', { name: 'Add a discount code' });
  await form.getByLabel('Code').fill(code);
  await form.getByLabel('Percent').fill('10');
  await form.getByLabel('Usage limit').fill('1');
  await form.getByRole('button', { name: 'Add code' }).click();
  await expect(page.getByText(`Discount code added: ${code}`).first()).toBeVisible();

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const shopper = await context.newPage();
  await registerShopper(shopper, 'discount');
  await addFirstVariantToCart(shopper, 0);
  await shopper.goto('/cart');
  await shopper.getByRole('button', { name: 'Update & Checkout' }).click();
  await expect(shopper).toHaveURL(/\/checkout$/);
  await fillUsAddress(shopper, { state: 'California', city: 'Los Angeles', zip: '90001' });
  await shopper.getByRole('button', { name: 'Calculate Shipping' }).click();
  await shopper.getByLabel(/^Standard - \$/).check();

  const field = shopper.getByLabel('Discount code');
  await field.fill('NO-SUCH-CODE');
  await shopper.getByRole('button', { name: 'Apply' }).click();
  await expect(shopper.getByText('This discount code is not valid.')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.fill(code.toLowerCase());
  await shopper.getByRole('button', { name: 'Apply' }).click();
  await expect(shopper.getByRole('status').filter({ hasText: `Discount ${code}` })).toBeVisible();
  await expectNoA11yViolations(shopper, { exclude: ['.Toastify'] });
  await expectNoSidewaysScroll(shopper);

  await shopper.getByRole('button', { name: 'Confirm & Review' }).click();
  await expect(shopper).toHaveURL(/\/order-review$/);
  const line = shopper.getByTestId('order-discount');
  await expect(line).toContainText(`Discount (${code})`);
  const totals = shopper.locator('.co-totals');
  const price = cents(await totals.locator('div', { hasText: 'Total Price' }).locator('dd').innerText());
  const off = cents(await line.locator('dd').innerText());
  expect(off).toBe(Math.floor(price / 10));
  await expect(shopper.getByTestId('review-tax')).toBeVisible();
  const shipping = cents(await totals.locator('div', { hasText: 'Total Shipping' }).locator('dd').innerText());
  const tax = cents(await shopper.getByTestId('review-tax').locator('dd').innerText());
  const total = cents(await totals.locator('.co-totals__total dd').innerText());
  expect(total).toBe(price - off + shipping + tax);
  await expectNoA11yViolations(shopper, { exclude: ['.Toastify'] });
  await expectNoSidewaysScroll(shopper);

  await shopper.getByRole('link', { name: 'Go to Payment' }).click();
  const orderId = /\/payment\/(\d+)/.exec(shopper.url())?.[1];
  expect(orderId).toBeTruthy();
  const summary = shopper.getByRole('complementary', { name: 'Charge Summary' });
  await expect(summary.getByTestId('order-discount')).toContainText(`Discount (${code})`);
  await expect(summary.locator('.co-totals__total dd')).toHaveText(`$${(total / 100).toFixed(2)}`);
  await context.close();

  // the use is counted when the order is placed
  await page.reload();
  await expect(page.locator('table.adm-discounts').getByRole('row', { name: new RegExp(code) })).toContainText('1 of 1');
  // the owner's order page shows the discount beside the subtotal
  await page.goto(`/admin/orders/${orderId}`);
  await expect(page.getByText(`Discount (${code})`)).toBeVisible();
  await expect(page.getByTestId('discount')).toHaveText(`−$${(off / 100).toFixed(2)}`);
});
