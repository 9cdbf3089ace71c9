import { expect, test } from './support/test.ts';
import { expectNoA11yViolations } from './support/a11y.ts';
import { paidOrderThroughApi } from './support/paidOrder.ts';
import { expectNoSidewaysScroll } from './support/shopping.ts';
import { expectChartTextAtLeast, expectNoBrokenWords } from './support/tableCells.ts';
import { logInAsOwner } from './support/owner.ts';
import { readFile } from 'node:fs/promises';

test.describe.configure({ timeout: 180_000 });

const backOffice = ['/admin', '/admin/orders', '/admin/catalogue', '/admin/activity', '/admin/deploys', '/admin/requests', '/admin/subscribers', '/admin/blog', '/admin/backups', '/admin/taxes', '/admin/payment-scripts', '/admin/customers', '/admin/reports', '/admin/discounts', '/admin/notices', '/admin/reviews'];

for (const width of [390, 1280]) {
  test(`the back office at ${width} px: no sideways scroll, no cell narrower than a word, readable chart text, axe clean`, async ({ page, request }) => {
    const { orderId } = await paidOrderThroughApi(request, 'layout');
    await page.setViewportSize({ width, height: 900 });
    await logInAsOwner(page);
    for (const path of [...backOffice, `/admin/orders/${orderId}`, `/admin/print?kind=invoice&orders=${orderId}`, `/admin/print?kind=packing-slip&orders=${orderId}`]) {
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

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

test("order work: find by name, export CSV, act on a selection, print slips and invoices, keep notes, read the activity, follow the parcel", async ({ page, request }) => {
  const a = await paidOrderThroughApi(request, 'work-a');
  const b = await paidOrderThroughApi(request, 'work-b');
  await page.setViewportSize({ width: 1280, height: 900 });
  await logInAsOwner(page);

  // the name finds the orders (#41 item 15), and the list shows it beside the e-mail
  await page.goto('/admin/orders');
  await page.getByLabel('Order number, name or e-mail').fill('lovelace');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/[?&]q=lovelace/);
  const rowA = page.getByRole('row').filter({ has: page.getByRole('link', { name: `#${a.orderId}`, exact: true }) });
  await expect(rowA).toContainText('Ada Lovelace');
  await expect(rowA).toContainText(a.account.email);
  // every fulfilment status is a filter
  const fulfilment = page.getByLabel('Fulfilment');
  await expect(fulfilment.locator('option')).toHaveText(['Any', 'Not sent to the provider', 'On hold', 'Sending to production', 'In production', 'Partly shipped', 'Shipped', 'Fulfilled', 'Delivered', 'Had issues', 'Canceled at the provider']);
  await fulfilment.selectOption('in-production');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/fulfilment=in-production/);
  await expect(page.locator('.ui-state')).toHaveCount(0);

  // CSV of what the filters find
  await page.goto(`/admin/orders?q=${encodeURIComponent(a.account.email)}`);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toBe('orders.csv');
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe('order,placed_at,shopper,email,status,payment,fulfilment,total,refunded');
  expect(csv).toContain(`${a.orderId},`);
  expect(csv).toContain(`,Ada Lovelace,${a.account.email},pending,paid,`);
  expect(csv).not.toContain(`${b.orderId},`);

  // a bulk action on a selection: every order done is the green toast
  await page.goto('/admin/orders?q=lovelace');
  await page.getByLabel(`Select order #${a.orderId}`).check();
  await page.getByLabel(`Select order #${b.orderId}`).check();
  await expect(page.getByTestId('selection-count')).toHaveText('2 selected');
  await page.getByLabel('Action on the selected orders').selectOption('resend-confirmation');
  await page.getByRole('button', { name: 'Apply to selected' }).click();
  await expect(page.getByText('Done for 2 orders')).toBeVisible();
  const ids = [a.orderId, b.orderId].sort((x, y) => x - y).join(',');
  await expect(page.getByRole('link', { name: 'Packing slips' })).toHaveAttribute('href', `/admin/print?kind=packing-slip&orders=${ids}`);
  await expectNoA11yViolations(page, { exclude: ['.Toastify'] });

  // invoices with the amounts, packing slips without prices; printing shows the documents alone
  await page.goto(`/admin/print?kind=invoice&orders=${ids}`);
  const invoiceA = page.getByRole('article', { name: `Invoice for order #${a.orderId}` });
  await expect(invoiceA.getByTestId('invoice-total')).toHaveText(money(a.cents));
  await expect(page.getByRole('article', { name: `Invoice for order #${b.orderId}` })).toBeVisible();
  await expectNoA11yViolations(page, { exclude: ['.Toastify'] });
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeHidden();
  await expect(invoiceA).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await page.goto(`/admin/print?kind=packing-slip&orders=${a.orderId}`);
  const slip = page.getByRole('article', { name: `Packing slip for order #${a.orderId}` });
  await expect(slip).toContainText('Ship to');
  await expect(slip).toContainText('1 Main Street');
  await expect(slip).not.toContainText('$');

  // private notes on the order page
  await page.goto(`/admin/orders/${a.orderId}`);
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Write the note first.' })).toBeVisible();
  await page.getByLabel(/^New note/).fill('Gift wrap, please.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('list', { name: 'Notes on this order' }).getByText('Gift wrap, please.')).toBeVisible();
  await expect(page.getByLabel(/^New note/)).toHaveValue('');
  await expectNoA11yViolations(page, { exclude: ['.Toastify'] });

  // the parcel: carrier and number, linked to the carrier, never the shopper's tracking page (#41 item 8)
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('carrier')).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 90_000 });
  const number = page.getByTestId('tracking-number').getByRole('link');
  await expect(number).toHaveAttribute('href', /^https:\/\/(tools\.usps\.com|www\.ups\.com)\//);
  await expect(page.getByRole('region', { name: 'Timeline' }).getByText(/Tracking link/)).toHaveCount(0);

  // the activity in words, linked to the order, filtered by area (#41 item 16)
  await page.goto('/admin/activity');
  const noted = page.getByRole('row').filter({ hasText: 'Wrote a note on an order' }).filter({ has: page.getByRole('link', { name: `Order #${a.orderId}` }) });
  await expect(noted).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('order.note');
  await expect(page.getByRole('main')).not.toContainText('{"');
  await page.getByLabel('Area').selectOption('order');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/area=order/);
  await expect(noted).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Hid a product' })).toHaveCount(0);
  await noted.getByRole('link', { name: `Order #${a.orderId}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order #${a.orderId}` })).toBeVisible();
});
