import { expect, test } from './support/test.ts';
import { expectNoA11yViolations } from './support/a11y.ts';
import { addFirstVariantToCart, expectNoSidewaysScroll, expectWithinWindow, registerShopper } from './support/shopping.ts';
import { expectNoCardData, recordRequests } from './support/storeRequests.ts';

// Sign-up, a product page, a quote and an order on a shared machine.
test.describe.configure({ timeout: 150_000 });

test('on a 390 px phone: checkout keeps a typed US number as E.164, and no checkout page scrolls sideways (#11)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = await registerShopper(page, 'phone.buyer');
  await addFirstVariantToCart(page, 0);

  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectWithinWindow(page, page.getByText(/^Sub-total:/));
  await page.getByRole('button', { name: 'Update & Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  await page.getByLabel('Address').fill('1 Main Street');
  await page.getByLabel('Country', { exact: true }).selectOption('US');
  await page.getByLabel('State/Region').selectOption('New York');
  await page.getByLabel('City').fill('New York');
  await page.getByLabel('ZIP/Postal Code').fill('10001');
  // the way people type: clear what is there (a prefilled "+1" before the fix), then key in the national number
  const phone = page.locator('#co-phone');
  await phone.click();
  await phone.press('ControlOrMeta+a');
  await phone.press('Backspace');
  await phone.pressSequentially('2125550100', { delay: 30 });
  await expect(phone).toHaveValue('(212) 555-0100');
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Calculate Shipping' }).click();
  await page.getByLabel(/^Standard - \$/).check();
  await page.getByRole('button', { name: 'Confirm & Review' }).click();

  // order review: nothing off-screen, the e-mail, status and the five amounts (goods, shipping, without tax, the tax
  // at New York's rate, the total to pay) are all on screen
  await expect(page).toHaveURL(/\/order-review$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order Review' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectWithinWindow(page, page.getByText(email, { exact: true }));
  await expectWithinWindow(page, page.getByText('On-hold', { exact: true }));
  const totals = page.locator('.co-totals dd');
  await expect(page.getByText('Tax (NY 4 %)', { exact: true })).toBeVisible();
  await expect(totals).toHaveCount(5);
  for (const amount of await totals.all()) {
    await expect(amount).toHaveText(/^\$\d+\.\d{2}$/);
    await expectWithinWindow(page, amount);
  }
  await expectWithinWindow(page, page.getByText('+1 212 555 0100').or(page.getByText('+12125550100')));
  await expectNoA11yViolations(page);
  const orderId = (await page.getByText(/^Order #\d+$/).textContent())!.replace(/\D/g, '');

  // the stored number is the E.164 of what was typed, in the default country (US), not Morocco's +212
  const stored = await page.evaluate(async (id) => {
    const reply = await fetch('/api/order/details', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('accessToken')}` },
      body: JSON.stringify({ orderId: Number(id) }),
    });
    const body = await reply.json();
    return JSON.parse(body.data.order.address).phone as string;
  }, orderId);
  expect(stored).toBe('+12125550100');

  // payment, success (buttons centred under the centred text), and my orders: no sideways scroll either.
  // Early input: the gateway's script is slow; the shopper types and taps Pay before it is there.
  // The button says it is preparing, and the payment goes only once the tokenizer has the card.
  let releaseScript = () => {};
  const scriptHeld = new Promise<void>((r) => (releaseScript = r));
  await page.route('**/v1/Accept.js', async (route) => {
    await scriptHeld;
    await route.continue();
  });
  const requests = recordRequests(page, new URL(page.url()).origin);
  await page.getByRole('link', { name: 'Go to Payment' }).click();
  await expect(page).toHaveURL(new RegExp(`/payment/${orderId}$`));
  await expect(page.getByRole('button', { name: 'Preparing secure payment…' })).toHaveAttribute('aria-busy', 'true');
  await expectNoSidewaysScroll(page);
  await page.getByLabel('Cardholder Name').fill('Ada Lovelace');
  await page.getByLabel('Card Number').pressSequentially('4111111111111111');
  await page.getByLabel('Expiry (MM/YYYY)').pressSequentially('122030');
  await page.getByLabel('CVV').pressSequentially('739');
  await page.getByRole('button', { name: 'Preparing secure payment…' }).click();
  await page.waitForTimeout(500);
  expect(requests.store.filter((r) => r.url.endsWith('/api/payment/card'))).toHaveLength(0);
  await expect(page).toHaveURL(new RegExp(`/payment/${orderId}$`));
  releaseScript();
  await expect(page).toHaveURL(new RegExp(`/payment/success/${orderId}$`));
  expectNoCardData(requests.store, '739');
  await expectNoSidewaysScroll(page);
  const heading = (await page.getByRole('heading', { name: 'Payment Successful!' }).boundingBox())!;
  const actions = (await page.locator('.co-result .form-actions').boundingBox())!;
  const buttons = page.locator('.co-result .form-actions .btn');
  const first = (await buttons.first().boundingBox())!;
  const last = (await buttons.last().boundingBox())!;
  // both buttons, on one row or wrapped onto two, centred: their joint box is centred
  const centre = (Math.min(first.x, last.x) + Math.max(first.x + first.width, last.x + last.width)) / 2;
  expect(Math.abs(centre - (actions.x + actions.width / 2)), 'buttons centred in their row').toBeLessThan(2);
  expect(Math.abs(centre - (heading.x + heading.width / 2)), 'buttons centred under the heading').toBeLessThan(2);

  await page.getByRole('link', { name: 'View My Orders' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByText(`#${orderId}`).first()).toBeVisible();
  await expectNoSidewaysScroll(page);
});
