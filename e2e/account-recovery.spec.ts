import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from './support/test.ts';
import { expectNoA11yViolations } from './support/a11y.ts';

// Multi-page journeys with argon2 hashing on a shared 2-core machine: allow more than the default.
test.describe.configure({ timeout: 120_000 });

// The e2e server writes mail (no SMTP_URL) into its data directory's outbox.
const outboxDir = join(process.cwd(), '.data', `e2e-${process.env.E2E_PORT ?? 8090}`, 'outbox');

/** The newest recovery code e-mailed to `to`. */
async function codeFor(to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const files = (await readdir(outboxDir).catch(() => [] as string[])).filter((f) => f.endsWith('.json')).sort();
      for (const f of files.reverse()) {
        const mail = JSON.parse(await readFile(join(outboxDir, f), 'utf8')) as { to: string; subject: string; text: string };
        if (mail.to === to && /reset code/.test(mail.subject)) {
          code = /Code: ([A-Z0-9]{6})/.exec(mail.text)?.[1];
          break;
        }
      }
      return code;
    })
    .toBeTruthy();
  return code!;
}

test('recovery pages without their state send the visitor back to /forgot', async ({ page }) => {
  await page.goto('/otp-verification');
  await expect(page).toHaveURL(/\/forgot$/);
  await page.goto('/update-password');
  await expect(page).toHaveURL(/\/forgot$/);
});

test('full recovery: e-mailed code → new password works, the old one does not', async ({ page, request }) => {
  const email = `recover.${Date.now().toString(36)}@example.com`;
  expect((await request.post('/api/auth/signup', { data: { fName: 'Rae', lName: 'Cover', email, password: 'old-password' } })).status()).toBe(201);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL(/\/forgot$/);
  await expectNoA11yViolations(page);
  await page.getByLabel(/Email Address/).fill(email);
  await page.getByRole('button', { name: 'Send Code' }).click();

  await expect(page).toHaveURL(/\/otp-verification$/);
  const resend = page.getByRole('button', { name: /^Resend/ });
  await expect(resend).toHaveText(/^Resend in (1:00|0:5\d)$/);
  await expect(resend).toBeDisabled();
  await expectNoA11yViolations(page, { exclude: ['.Toastify'] });

  const code = await codeFor(email);
  await page.getByLabel(/Verification Code/).fill(code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA');
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(page.getByText('Invalid or expired code. Please check the code or request a new one.')).toBeVisible();
  await page.getByLabel(/Verification Code/).fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Verify Code' }).click();

  await expect(page).toHaveURL(/\/update-password$/);
  await expectNoA11yViolations(page, { exclude: ['.Toastify'] });
  await page.getByLabel(/^New Password/).fill('new-password');
  await page.getByLabel(/Confirm Password/).fill('new-passwort');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Passwords do not match.')).toBeVisible();
  await page.getByLabel(/Confirm Password/).fill('new-password');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel(/Email Address/).fill(email);
  await page.getByLabel(/^Password/).fill('old-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  await page.getByLabel(/^Password/).fill('new-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
