import { expect, test } from './support/test.ts';
import { expectNoA11yViolations } from './support/a11y.ts';
import { expectNoSidewaysScroll } from './support/shopping.ts';
import { expectNoBrokenWords } from './support/tableCells.ts';
import { logInAsOwner } from './support/owner.ts';
import { paidOrderThroughApi } from './support/paidOrder.ts';

// The owner's tools of issue #41: Customers (search, one customer's orders and spend), Reports
// (gross, refunds, net; CSV) and Discount codes (add, refused value, switch off), at 1280 and 390 px.
test.describe.configure({ timeout: 180_000 });

const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: '390 px phone', width: 390, height: 844 },
] as const;

const formatCents = (cents: number) => `$${(cents / 100).toFixed(2)}`;

for (const vp of viewports) {
  test(`${vp.name}: the owner finds a customer by name or e-mail, reads the sales report, and adds a discount code`, async ({ page, request }) => {
    const phone = vp.width < 500;
    const { orderId, cents, account } = await paidOrderThroughApi(request, `tools${vp.width}`);
    await page.setViewportSize({ width: vp.width, height: vp.height });
    await logInAsOwner(page);

    // Customers: search by part of the e-mail, open the customer, see the order and the spend
    await page.goto('/admin/customers');
    await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
    const find = page.getByRole('search', { name: 'Find customers' });
    await find.getByLabel('Name or e-mail').fill(account.email.split('@')[0]!);
    await find.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/admin\/customers\?q=/);
    const table = page.locator('table.adm-customers');
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table).toContainText(account.email);
    await expect(table).toContainText(formatCents(cents));
    await expect(table).toContainText('Not subscribed');
    await expectNoA11yViolations(page, { exclude: ['.Toastify'] });
    await expectNoBrokenWords(page);
    if (phone) await expectNoSidewaysScroll(page);
    await table.getByRole('link', { name: 'Ada Lovelace' }).click();
    await expect(page).toHaveURL(/\/admin\/customers\/\d+$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Ada Lovelace' })).toBeVisible();
    await expect(page.getByText(`${formatCents(cents)} (charged, less refunds)`)).toBeVisible();
    await expect(page.locator('table.adm-customer-orders').getByRole('link', { name: `#${orderId}` })).toBeVisible();
    await expectNoA11yViolations(page, { exclude: ['.Toastify'] });
    await expectNoBrokenWords(page);
    if (phone) await expectNoSidewaysScroll(page);
    // a name that matches nobody says so
    await page.goto('/admin/customers?q=nobody-has-this-name');
    await expect(page.getByText('No customer matches “nobody-has-this-name”.')).toBeVisible();

    // Reports: today is in the default range; gross, refunds and net are each shown; CSV downloads
    await page.goto('/admin/reports');
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    const totals = page.getByRole('list', { name: 'Totals' });
    for (const name of ['Gross', 'Refunds', 'Net']) await expect(totals.getByText(name, { exact: true })).toBeVisible();
    const today = new Date().toISOString().slice(0, 10);
    const todayRow = page.locator('table.adm-report').first().getByRole('row', { name: new RegExp(today) });
    await expect(todayRow).toBeVisible();
    await expect(page.locator('.adm-bars__value').last()).toBeVisible();
    await expectNoA11yViolations(page, { exclude: ['.Toastify'] });
    await expectNoBrokenWords(page);
    if (phone) await expectNoSidewaysScroll(page);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^sales-day-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const range = page.getByRole('form', { name: 'Report range' });
    await range.getByLabel('Period').selectOption('month');
    await range.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/period=month/);
    await expect(page.getByRole('heading', { level: 2, name: 'Sales by month' })).toBeVisible();

    // Discount codes: a refused percentage is said under its field; a good code is listed, then switched off
    const code = `E2E${vp.width}${Date.now().toString(36).toUpperCase()}`;
    await page.goto('/admin/discounts');
    await expect(page.getByRole('heading', { level: 1, name: 'Discount codes' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Add a discount code' });
    await form.getByLabel('Code').fill(code);
    await form.getByLabel('Percent').fill('150');
    await form.getByLabel('Usage limit').fill('1');
    await form.getByRole('button', { name: 'Add code' }).click();
    await expect(form.getByText('Enter a whole percentage from 1 to 100.')).toBeVisible();
    await expect(form.getByLabel('Percent')).toHaveAttribute('aria-invalid', 'true');
    await expectNoA11yViolations(page, { exclude: ['.Toastify'] });
    await form.getByLabel('Percent').fill('15');
    await form.getByRole('button', { name: 'Add code' }).click();
    await expect(page.getByText(`Discount code added: ${code}`).first()).toBeVisible();
    const row = page.locator('table.adm-discounts').getByRole('row', { name: new RegExp(code) });
    await expect(row).toContainText('15 % off');
    await expect(row).toContainText('0 of 1');
    await expectNoBrokenWords(page);
    if (phone) await expectNoSidewaysScroll(page);
    await expectNoA11yViolations(page, { exclude: ['.Toastify'] });
    await row.getByRole('button', { name: `Switch off ${code}` }).click();
    await expect(row).toContainText('Off');
    await expect(row.getByRole('button', { name: `Switch on ${code}` })).toBeVisible();
  });
}
