import { expect, test } from './support/test.ts';
import { expectNoA11yViolations } from './support/a11y.ts';

// Multi-page journeys with argon2 hashing on a shared 2-core machine: allow more than the default.
test.describe.configure({ timeout: 120_000 });

const unique = () => `reg.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 7)}@example.com`;

test('register logs in at once: the header account menu switches, the profile shows the user, logout returns to /login', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
  await expectNoA11yViolations(page);

  // An empty submit is refused on the page.
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Please fill in all fields!')).toBeVisible();

  const email = unique();
  await page.getByLabel(/First Name/).fill('Ada');
  await page.getByLabel(/Last Name/).fill('Lovelace');
  await page.getByLabel(/Email Address/).fill(email);
  await page.getByLabel(/^Password/).fill('secret123');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Registration successful! You are now logged in.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  const account = page.getByRole('banner').getByRole('button', { name: 'Account' });
  await account.click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'My Orders' })).toBeVisible();
  await page.getByRole('link', { name: 'My Profile' }).click();
  await expect(page).toHaveURL(/\/user-profile$/);
  await expect(page.getByRole('heading', { name: 'Ada Lovelace' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText(/^Member since /)).toBeVisible();
  await expectNoA11yViolations(page, { exclude: ['.Toastify'] });

  // Registering the same address again is refused with the server's reason.
  const again = await page.request.post('/api/auth/signup', { data: { fName: 'A', lName: 'B', email, password: 'secret123' } });
  expect(again.status()).toBe(409);

  await account.click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => ['accessToken', 'refreshToken', 'user', 'user_id'].map((k) => localStorage.getItem(k)))).toEqual([null, null, null, null]);
  await account.click();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);

  // The profile now sends a logged-out visitor to /login.
  await page.goto('/user-profile');
  await expect(page.getByText('Please log in to view your profile.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
