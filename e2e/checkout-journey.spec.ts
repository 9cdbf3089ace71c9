import { expect, test } from './support/test.ts';
import { expectNoA11yViolations } from './support/a11y.ts';
import { addFirstVariantToCart, fillUsAddress, registerShopper } from './support/shopping.ts';
import { expectNoCardData, recordRequests } from './support/storeRequests.ts';

// A new shopper from sign-up to a tracked order: several pages, argon2 and a production line on a shared machine.
test.describe.configure({ timeout: 180_000 });

test('new shopper: two items → cart → checkout → shipping → review → card rules → pay → success → orders with Track', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const requests = recordRequests(page, new URL(baseURL!).origin);
  await registerShopper(page, 'buyer');

  await addFirstVariantToCart(page, 0);
  await addFirstVariantToCart(page, 1);

  // cart: two rows, quantity edited locally (never below 1), then Update & Checkout
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  const rows = page.locator('table tbody tr');
  await expect(rows).toHaveCount(2);
  const decrease = rows.first().getByRole('button', { name: /^Decrease/ });
  await expect(decrease).toBeDisabled();
  await rows.first().getByRole('button', { name: /^Increase/ }).click();
  await expect(rows.first().getByRole('spinbutton')).toHaveValue('2');
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Update & Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  // checkout: required fields, shipping quote, option choice
  await expect(page.getByText('Will be calculated after placing order')).toBeVisible();
  await expect(page.getByLabel('State/Region')).toBeDisabled();
  await page.getByRole('button', { name: 'Calculate Shipping' }).click();
  await expect(page.getByText(/^Please fill in the following required fields: Address, Country, State\/Region, City, ZIP\/Postal Code, Phone$/)).toBeVisible();
  await fillUsAddress(page);
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Calculate Shipping' }).click();
  await expect(page.getByText('Express - $12.79')).toBeVisible(); // $7.99 + $2.40 × 2 extra items
  await expect(page.getByText('Standard - $4.75')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm & Review' }).click();
  await expect(page.getByText('Please select a shipping option.')).toBeVisible();
  await page.getByLabel('Standard - $4.75').check();
  await expect(page.locator('.co-summary').getByText('$4.75')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm & Review' }).click();

  // order review
  await expect(page).toHaveURL(/\/order-review$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order Review' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'On-hold' })).toHaveCount(2);
  await expect(page.getByText('TX', { exact: true })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: 'Go to Payment' }).click();
  await expect(page).toHaveURL(/\/payment\/\d+$/);
  const orderId = page.url().split('/').pop()!;

  // payment: the card inputs carry no name; the rules of spec §5, a decline, then a test card that
  // approves, each through the local gateway's tokenizer on its own origin
  const pay = page.getByRole('button', { name: /^Pay Now \$\d+\.\d{2}$/ });
  await expect(pay).toBeVisible();
  await expect(page.getByRole('form', { name: 'Card payment' }).locator('input[name]')).toHaveCount(1);
  await expectNoA11yViolations(page);
  await pay.click();
  await expect(page.getByText('Cardholder name is required')).toBeVisible();
  await expect(page.getByText('Valid card number is required (14 to 16 digits)')).toBeVisible();
  await expect(page.getByText(/^Valid expiry date \(MM\/YY or MM\/YYYY\) is required \(e\.g\., 12\/\d{4}\)$/)).toBeVisible();
  await expect(page.getByText('Valid CVV is required (3-4 digits)')).toBeVisible();
  await page.getByLabel('Cardholder Name').fill('Ada Lovelace');
  await page.getByLabel('Card Number').fill('4000000000000002');
  await expect(page.getByLabel('Card Number')).toHaveValue('4000 0000 0000 0002');
  await page.getByLabel('Expiry (MM/YYYY)').fill('012020');
  await expect(page.getByLabel('Expiry (MM/YYYY)')).toHaveValue('01/2020');
  await page.getByLabel('CVV').fill('739');
  await pay.click();
  await expect(page.getByText('Card expiry date is in the past')).toBeVisible();
  await page.getByLabel('Expiry (MM/YYYY)').fill('122030');
  await pay.click();
  await expect(page.getByRole('form', { name: 'Card payment' }).getByRole('alert')).toHaveText('Payment failed: This transaction has been declined.');
  await page.getByLabel('Card Number').fill('4111111111111111');
  await pay.click();
  await expect(page.getByText('Payment processed successfully')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/payment/success/${orderId}$`));
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expectNoA11yViolations(page);
  // the card went to the gateway's origin only; the store received tokens, never a card number or CVV
  expect(requests.elsewhere.some((r) => r.url.endsWith('/xml/v1/request.api') && r.body.includes('4111111111111111'))).toBe(true);
  expect(requests.store.some((r) => r.url.endsWith('/api/payment/card') && r.body.includes('"opaqueData"'))).toBe(true);
  expectNoCardData(requests.store, '739');

  // my orders: the order is listed, its items open in a dialog, and Track appears once the provider fulfils it
  await page.getByRole('link', { name: 'View My Orders' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('cell', { name: `#${orderId}` })).toBeVisible();
  await expect(page.getByText('Showing 1 order(s)')).toBeVisible();
  await expect(page.getByRole('link', { name: `Make payment for order ${orderId}` })).toHaveCount(0);
  await page.getByRole('button', { name: `View order ${orderId}` }).click();
  const items = page.getByRole('dialog', { name: `Order #${orderId} items` });
  await expect(items.locator('tbody tr')).toHaveCount(2);
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect
    .poll(
      async () => {
        await page.reload();
        // count only once the reloaded list shows this order, not while it is still loading
        await expect(page.getByRole('button', { name: `View order ${orderId}` })).toBeVisible();
        return page.getByRole('link', { name: `Track order ${orderId}` }).count();
      },
      { timeout: 60_000, intervals: [2000] },
    )
    .toBe(1);
  await expect(page.getByText('fulfilled', { exact: true })).toBeVisible();
  await expectNoA11yViolations(page);
  await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');
});

test('cart entry rules: a guest is sent to log in; an empty cart says so', async ({ page }) => {
  await page.goto('/cart');
  await expect(page.getByText('Cart is empty.')).toBeVisible();
  await expectNoA11yViolations(page);
  await page.goto('/checkout');
  await expect(page.getByText('Please log in to proceed to checkout.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/order-review');
  await expect(page.getByText('Order details not found.')).toBeVisible();
  await page.goto('/payment/cancel');
  await expect(page.getByRole('heading', { name: 'Payment Cancelled' })).toBeVisible();
});
