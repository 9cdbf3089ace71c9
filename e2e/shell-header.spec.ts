import { expect, test, type Page } from './support/test.ts';
import { AxeBuilder } from '@axe-core/playwright';

// The shell's chrome (header, menus, footer) on the 404 page, which needs no remote to render.
const start = '/no-such-page';

async function expectNoAxeViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('shell header, menus and footer', () => {
  test('header search: a blank term warns and stays put, a term opens /shop/search', async ({ page }) => {
    await page.goto(start);
    const search = page.getByRole('searchbox', { name: 'Search products' });
    await expect(search).toHaveAttribute('placeholder', 'Search For items...');
    await search.fill('   ');
    await search.press('Enter');
    await expect(page.getByText('Please enter a search term!')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${start}$`));
    await expectNoAxeViolations(page); // with the warning toast on screen

    await search.fill('hoodie');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/shop\/search\?q=\w+$/);
  });

  test('account dropdown offers Register and Login to a guest', async ({ page }) => {
    await page.goto(start);
    const account = page.getByRole('button', { name: 'Account' });
    await account.click();
    await expect(account).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Register' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Wishlist 0 items' })).toHaveAttribute('href', '/wishlist');
    await expect(page.getByRole('link', { name: 'Cart 0 items' })).toHaveAttribute('href', '/cart');
    await expectNoAxeViolations(page, '.site-header');
    await page.keyboard.press('Escape');
    await expect(account).toHaveAttribute('aria-expanded', 'false');
    await expect(account).toBeFocused();
  });

  test('desktop hover panel shows the hint, then subcategories on hover', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(start);
    await page.getByRole('button', { name: 'All Categories' }).hover();
    const hint = page.getByText('Hover over a category to see subcategories');
    await expect(hint).toBeVisible();
    await expect(page.getByRole('link', { name: "Men's T-Shirts", exact: true })).toHaveCount(0);

    await page.getByRole('button', { name: "Men's Clothing", exact: true }).hover();
    await expect(page.getByRole('link', { name: "Men's T-Shirts", exact: true })).toBeVisible();
    await expect(hint).toBeHidden();
    await expectNoAxeViolations(page, '.site-header');

    await page.getByRole('link', { name: "Men's Hoodies", exact: true }).click();
    await expect(page).toHaveURL(/\/shop\/mens-hoodies$/);
  });

  test("mobile menu 'My Menu' opens and closes when a link is clicked", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(start);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'My Menu' });
    await expect(menu).toBeVisible();
    await menu.getByRole('button', { name: "Women's Clothing" }).click();
    await expect(menu.getByRole('link', { name: "Women's Hoodies" })).toBeVisible();
    await expectNoAxeViolations(page, '.mobile-menu');

    await menu.getByRole('link', { name: "Women's Hoodies" }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/shop\/womens-hoodies$/);
  });

  test('404 page: footer shows the current year and axe finds no violations', async ({ page }) => {
    await page.goto(start);
    await expect(page.getByRole('link', { name: 'Go Back to Store' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    await expect(footer.getByRole('img', { name: /Visa, Mastercard, American Express, Discover, JCB and Diners Club/ })).toBeVisible();
    await expect(footer.getByRole('link', { name: /opens in a new tab/ })).toHaveCount(7); // six social links + chat
    await expectNoAxeViolations(page);
  });
});
