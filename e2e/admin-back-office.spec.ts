import { expect, test } from './support/test.ts';
import { expectNoA11yViolations } from './support/a11y.ts';
import { paidOrderThroughApi } from './support/paidOrder.ts';
import { expectNoSidewaysScroll } from './support/shopping.ts';
import { handSessionToPage } from './support/seed.ts';
import { logInAsOwner } from './support/owner.ts';

test.describe.configure({ timeout: 150_000 });


test("the owner sees a shopper's new paid order on the dashboard, opens it, refunds it, and the shopper sees it canceled", async ({ page, browser, request }) => {
  const { orderId, cents, session } = await paidOrderThroughApi(request, 'bought');
  await logInAsOwner(page);
  await page.getByRole('banner').getByRole('button', { name: 'Account' }).click();
  await page.getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // the demo seed's weeks of orders draw a chart with a bar per day
  await expect(page.getByRole('img', { name: /^Revenue per day from/ })).toBeVisible();
  await expect(page.locator('.adm-chart__svg rect')).toHaveCount(30);
  await expect(page.getByTestId('orders-1')).toHaveText(/^[1-9]\d* orders?$/);
  await expectNoA11yViolations(page, { exclude: ['.Toastify'] });

  await page.getByRole('region', { name: 'Latest orders' }).getByRole('link', { name: `Order #${orderId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${orderId}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible();
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByText(/^Placed by /)).toBeVisible();
  await expect(timeline.getByText(/ending 1111 \(transaction /)).toBeVisible();
  await expectNoA11yViolations(page, { exclude: ['.Toastify'] });

  // the journeys' provider makes and ships an order in 6 s: wait until the page says it has shipped (order #47)
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('order-status')).toHaveText(/fulfilled/, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  const amount = page.getByLabel(/Amount to refund/);
  // nothing is pre-filled: one click never gives everything back (issue #41 item 2)
  await expect(amount).toHaveValue('');
  // more than was charged is refused in the form, before the gateway hears of it
  await amount.fill(((cents + 100) / 100).toFixed(2));
  await page.getByRole('button', { name: 'Refund…' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'is left to refund' })).toBeVisible();
  await page.getByRole('button', { name: 'Fill in all that is left' }).click();
  await expect(amount).toHaveValue((cents / 100).toFixed(2));
  await page.getByRole('button', { name: 'Refund…' }).click();
  // a dialog says what will happen first: void or refund, how much, the provider's state
  const dialog = page.getByRole('dialog', { name: `Void or refund $${(cents / 100).toFixed(2)}?` });
  await expect(dialog.getByTestId('refund-plan')).toContainText('The order has shipped: the store refuses this unless you mark it as a return.');
  await expectNoA11yViolations(page, { exclude: ['.Toastify'] });
  await dialog.getByRole('button', { name: 'Keep the order' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('payment-status')).toHaveText(/^paid/);
  // the store refuses a shipped order's refund even when the owner confirms it: an error, never a green toast
  await page.getByRole('button', { name: 'Refund…' }).click();
  await dialog.getByRole('button', { name: 'Give the money back' }).click();
  await expect(page.getByText('This order has shipped, so nothing was refunded. If the goods come back, mark the refund as a return.')).toBeVisible();
  await expect(page.getByTestId('payment-status')).toHaveText(/^paid/);
  // marked as a return, it is refunded
  await page.getByLabel(/The goods are coming back/).check();
  await page.getByRole('button', { name: 'Refund…' }).click();
  await expect(dialog.getByTestId('refund-plan')).toContainText('you marked it as a return');
  await dialog.getByRole('button', { name: 'Give the money back' }).click();
  await expect(page.getByText(/^(Refund made|Payment voided)$/)).toBeVisible();
  await expect(page.getByTestId('payment-status')).toHaveText(/^(refunded|voided)/);
  await expect(timeline.getByText(/^Canceled by the owner$/)).toBeVisible();
  await expect(timeline.getByText('Refunded as a return: the goods had shipped')).toBeVisible();
  await expect(page.getByText('The whole charge has been given back.')).toBeVisible();

  // the shopper's My Orders says canceled
  const shopper = await browser.newContext();
  const shopperPage = await shopper.newPage();
  await shopperPage.goto('/');
  await handSessionToPage(shopperPage, session);
  await shopperPage.goto('/orders');
  const mine = shopperPage.locator('tr, li').filter({ hasText: String(orderId) }).filter({ hasText: /canceled/i }).first();
  await expect(mine).toBeVisible();
  // it says the money went back, and offers no Track beside Canceled though the parcel had shipped (issue #41 item 3)
  await expect(mine.getByTestId('order-refunded')).toHaveText('Refunded');
  await expect(shopperPage.getByRole('link', { name: `Track order ${orderId}` })).toHaveCount(0);
  await expectNoA11yViolations(shopperPage);
  await shopperPage.goto(`/orders/${orderId}/tracking`);
  await expect(shopperPage.getByTestId('tracking-canceled')).toHaveText('This order was canceled and your payment refunded to your card. The parcel below had already shipped.');
  await expectNoA11yViolations(shopperPage);
  await shopper.close();

  // the orders list finds it by number
  await page.goto('/admin/orders');
  await page.getByLabel('Order number, name or e-mail').fill(`#${orderId}`);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('link', { name: `#${orderId}`, exact: true })).toBeVisible();
  await expect(page.getByText(/^1 order$/)).toBeVisible();
  await expectNoA11yViolations(page, { exclude: ['.Toastify'] });
});

test('the owner writes a draft, previews it sanitised, publishes it, and it is on /blogs', async ({ page }) => {
  const title = `Screen printing tips ${Date.now().toString(36)}`;
  await logInAsOwner(page);
  await page.goto('/admin/blog');
  await expectNoA11yViolations(page, { exclude: ['.Toastify'] });
  await page.getByRole('link', { name: 'New post' }).click();
  await expect(page).toHaveURL(/\/admin\/blog\/new$/);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The title needs at least 3 characters.')).toBeVisible();
  await page.getByLabel(/^Title/).fill(title);
  await page.getByLabel(/^Topic/).fill('guides');
  await page.getByLabel('Content (HTML)').fill('<p>Mesh count <strong>matters</strong>.</p><img src="/favicon.svg" alt="" onerror="window.__pwned=1">');
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByText('matters')).toBeVisible();
  expect(await preview.innerHTML()).not.toContain('onerror');
  await expectNoA11yViolations(page, { exclude: ['.Toastify', '.adm-preview'] });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Draft saved')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/blog$/);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('Draft')).toBeVisible();

  // a draft is not on the shop's blog
  const before = await page.request.get('/api/blogs?page=1');
  expect(JSON.stringify(await before.json())).not.toContain(title);

  await row.getByRole('link', { name: title }).click();
  await page.getByLabel('Published (shown on the blog)').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Post published')).toBeVisible();
  await page.goto('/blogs');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
});

test('a customer gets the refusal and no Admin link; the back office works at 390 px', async ({ page, request }) => {
  const { session } = await paidOrderThroughApi(request, 'customer');
  await page.goto('/');
  await handSessionToPage(page, session);
  await page.goto('/admin');
  await expect(page.getByRole('alert').filter({ hasText: 'This page is for the store owner.' })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Account' }).click();
  await expect(page.getByRole('link', { name: 'My Orders' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  // even a hand-edited role in the browser gets nothing from the server
  const res = await page.request.get('/api/admin/orders', { headers: { authorization: `Bearer ${session.accessToken}` } });
  expect(res.status()).toBe(403);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => localStorage.clear());
  await logInAsOwner(page);
  for (const path of ['/admin', '/admin/orders', '/admin/catalogue', '/admin/requests', '/admin/subscribers', '/admin/blog', '/admin/activity']) {
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
    await expect(page.locator('.ui-state')).toHaveCount(0, { timeout: 15_000 });
    await expectNoSidewaysScroll(page).catch((e: Error) => {
      throw new Error(`${path}: ${e.message}`);
    });
    await expectNoA11yViolations(page, { exclude: ['.Toastify'] });
  }
});

test('the owner hides a product and shoppers no longer find it; shown again, it is back', async ({ page, request }) => {
  const listing = (await (await request.get('/api/mugs')).json()).data as { productId: string; title: string; category: string }[];
  const target = listing[1]!;
  await logInAsOwner(page);
  await page.goto(`/admin/catalogue?q=${target.productId}`);
  await expect(page.getByTestId('sync-status')).toBeVisible();
  const hide = page.getByRole('button', { name: `Hide ${target.title}` });
  await hide.click();
  await expect(page.getByText('Product hidden from the shop')).toBeVisible();
  await expect(page.getByRole('button', { name: `Show ${target.title}` })).toBeVisible();
  const shopper = await request.get(`/api/product-details/${target.productId}/${target.category}`);
  expect(shopper.status()).toBe(404);
  const mugs = (await (await request.get('/api/mugs')).json()).data as { productId: string }[];
  expect(mugs.map((m) => m.productId)).not.toContain(target.productId);
  await page.getByRole('button', { name: `Show ${target.title}` }).click();
  await expect(page.getByText('Product shown in the shop')).toBeVisible();
  expect((await request.get(`/api/product-details/${target.productId}/${target.category}`)).status()).toBe(200);
});
