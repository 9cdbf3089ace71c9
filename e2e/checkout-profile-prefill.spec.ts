import { expect, test } from './support/test.ts';
import { expectNoA11yViolations } from './support/a11y.ts';
import { handSessionToPage, signInNewAccount } from './support/seed.ts';
import { addFirstVariantToCart, expectNoSidewaysScroll } from './support/shopping.ts';

test.describe.configure({ timeout: 180_000 });

// issue 41, defect 10: checkout asked for the whole address again although the profile had it, and
// the shipping options gave no delivery times nor why Priority costs more than Express
for (const viewport of [{ width: 1366, height: 900 }, { width: 390, height: 844 }]) {
  test(`checkout starts from the profile's address and says each option's delivery time (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const email = `prefill.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 7)}@example.com`;
    const session = await signInNewAccount(page, { fName: 'Ada', lName: 'Lovelace', email, password: 'secret123' });
    const saved = await page.request.post('/api/auth/profile', {
      headers: { authorization: `Bearer ${session.accessToken}` },
      data: { fName: 'Ada', lName: 'Lovelace', phone: '(646) 555-0199', address: '1 Main Street', country: 'US', region: 'New York', city: 'New York', zip: '10001' },
    });
    expect(saved.ok()).toBe(true);
    await handSessionToPage(page, { ...session, user: (await saved.json()).data });

    await addFirstVariantToCart(page, 0);
    await page.goto('/checkout');
    await expect(page.getByLabel('Full Name')).toHaveValue('Ada Lovelace');
    await expect(page.getByLabel('Address')).toHaveValue('1 Main Street');
    await expect(page.getByLabel('Country', { exact: true })).toHaveValue('US');
    await expect(page.getByLabel('State/Region')).toHaveValue('New York');
    await expect(page.getByLabel('City')).toHaveValue('New York');
    await expect(page.getByLabel('ZIP/Postal Code')).toHaveValue('10001');
    await expect(page.locator('#co-phone')).toHaveValue(/646\D*555\D*0199/);
    await expect(page.getByLabel('Email')).toHaveValue(email);

    // nothing to type: the quote comes straight from the profile's address
    await page.getByRole('button', { name: 'Calculate Shipping' }).click();
    const express = page.getByRole('radio', { name: /^Express - \$/ });
    const priority = page.getByRole('radio', { name: /^Priority - \$/ });
    await expect(express).toHaveAccessibleDescription('2-3 business days: a flat rate for US addresses');
    await expect(priority).toHaveAccessibleDescription(/^2-3 business days: priced for your parcel/);
    await expect(page.getByRole('radio', { name: /^Economy - \$/ })).toHaveAccessibleDescription(/^4-8 business days/);
    await expect(page.getByText(/Express is a flat rate for US addresses; Priority is priced for each parcel/)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoA11yViolations(page, { exclude: ['.Toastify'] });
  });
}
