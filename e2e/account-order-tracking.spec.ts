import { expect, test } from './support/test.ts';
import { expectNoA11yViolations } from './support/a11y.ts';
import { addFirstVariantToCart, fillUsAddress, expectNoSidewaysScroll, registerShopper } from './support/shopping.ts';

// Sign-up, an order, a payment and the local production line (LOCAL_FULFILMENT_STEP_MS=3000) on a shared machine.
test.describe.configure({ timeout: 180_000 });

test('a paid order ships: Track opens its tracking view with carrier, number and timeline, also at 390 px (#11)', async ({ page }) => {
  await registerShopper(page, 'tracker');
  await addFirstVariantToCart(page, 0);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Update & Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await fillUsAddress(page);
  await page.getByRole('button', { name: 'Calculate Shipping' }).click();
  await page.getByLabel(/^Standard - \$/).check();
  await page.getByRole('button', { name: 'Confirm & Review' }).click();
  await expect(page).toHaveURL(/\/order-review$/);
  await page.getByRole('link', { name: 'Go to Payment' }).click();
  await expect(page).toHaveURL(/\/payment\/\d+$/);
  const orderId = page.url().split('/').pop()!;
  await page.getByLabel('Cardholder Name').fill('Ada Lovelace');
  await page.getByLabel('Card Number').fill('4111111111111111');
  await page.getByLabel('Expiry (MM/YYYY)').fill('122030');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: /^Pay Now/ }).click();
  await expect(page).toHaveURL(new RegExp(`/payment/success/${orderId}$`));

  // My Orders: Track appears once the order ships, and leads to the store's tracking view
  await page.goto('/orders');
  const track = page.getByRole('link', { name: `Track order ${orderId}` });
  await expect
    .poll(
      async () => {
        await page.reload();
        // count only once the list has loaded
        await expect(page.getByText(/^Showing \d+ order\(s\)$/)).toBeVisible();
        return track.count();
      },
      { timeout: 60_000, intervals: [2000] },
    )
    .toBe(1);
  await expect(track).toHaveAttribute('href', `/orders/${orderId}/tracking`);
  await track.click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}/tracking$`));
  await expect(page.getByRole('heading', { level: 1, name: `Tracking order #${orderId}` })).toBeVisible();

  const facts = page.locator('.trk-facts');
  const carrier = facts.locator('dt:has-text("Carrier") + dd');
  await expect(carrier).toHaveText(/^(USPS|UPS)$/);
  const number = facts.locator('dt:has-text("Tracking number") + dd');
  await expect(number).toHaveText(/^(9400\d{18}|1Z[0-9A-Z]{16})$/);
  const timeline = page.getByRole('list', { name: 'Shipment timeline' });
  await expect(timeline.getByRole('listitem').first()).toContainText('In production');
  await expect(timeline.getByRole('listitem').nth(1)).toContainText('Shipped');
  // the view keeps following the parcel: in transit, then delivered, without a reload
  await expect(timeline.getByRole('listitem').last()).toContainText('Delivered', { timeout: 30_000 });
  await expect(timeline.getByRole('listitem')).toHaveText([/In production/, /Shipped/, /In transit/, /Delivered/]);
  // the local provider's link is this page itself: no "carrier website" link then
  await expect(page.getByRole('link', { name: /website/ })).toHaveCount(0);
  await expectNoA11yViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(timeline.getByRole('listitem')).toHaveCount(4);
  await expect(number).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page);

  // without the session's token the API does not answer with the shipment
  const anonymous = await page.evaluate(async (id) => (await fetch(`/api/order/${id}/shipment`)).status, orderId);
  expect(anonymous).toBe(401);
});
