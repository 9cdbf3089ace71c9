import { expect, test } from './support/test.ts';
import { expectNoA11yViolations } from './support/a11y.ts';

// Multi-page journeys with argon2 hashing on a shared 2-core machine: allow more than the default.
test.describe.configure({ timeout: 120_000 });

test('login: spec texts, the server message for a wrong password, then success goes home logged in', async ({ page, request }) => {
  const email = `login.${Date.now().toString(36)}@example.com`;
  const created = await request.post('/api/auth/signup', { data: { fName: 'Grace', lName: 'Hopper', email, password: 'right-pass' } });
  expect(created.status()).toBe(201);

  await page.goto('/login');
  await expect(page).toHaveTitle(/^Login \|/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await expect(page.getByText('Secure and easy login to access your account. Sign in for a seamless experience.')).toBeVisible();
  await expect(page.getByPlaceholder('Enter Your Email')).toHaveAttribute('type', 'email');
  await expect(page.getByPlaceholder('Enter Your password')).toHaveAttribute('type', 'password');
  await expect(page.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/forgot');
  await expect(page.getByRole('link', { name: 'Signup?' })).toHaveAttribute('href', '/register');
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Please fill in all fields!')).toBeVisible();

  await page.getByLabel(/Email Address/).fill(email);
  await page.getByLabel(/^Password/).fill('wrong-pass');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel(/^Password/).fill('right-pass');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('banner').getByRole('button', { name: 'Account' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null')?.email)).toBe(email);
});
