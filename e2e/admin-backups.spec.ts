import { expect, test, type Page } from './support/test.ts';
import { expectNoA11yViolations } from './support/a11y.ts';
import { expectNoSidewaysScroll } from './support/shopping.ts';
import { handSessionToPage } from './support/seed.ts';

// The store owner's account comes from ADMIN_EMAIL / ADMIN_PASSWORD in playwright.config.ts.
const owner = { email: 'owner@e2e.example.com', password: 'owner-e2e-password-1' };
test.describe.configure({ timeout: 120_000 });

async function openBackupsAsOwner(page: Page) {
  const reply = await page.request.post('/api/auth/login', { data: owner });
  expect(reply.ok()).toBe(true);
  await page.goto('/');
  await handSessionToPage(page, (await reply.json()).data);
  await page.goto('/admin/backups');
  await expect(page.getByRole('heading', { level: 1, name: 'Backups' })).toBeVisible();
}

/** Each schedule control sits on its own line, below the previous one, with its label above it (never run together). */
async function expectScheduleFieldsApart(page: Page) {
  const form = page.getByRole('form', { name: 'Schedule and retention' });
  // the reported symptom: the checkbox's label and the next field's label read as one phrase
  expect(await form.innerText()).not.toMatch(/scheduleEvery/);
  const check = form.getByLabel('Back up on a schedule');
  await expect(check).toBeVisible();
  const checkBox = (await check.boundingBox())!;
  for (const name of ['Every (hours)', 'Daily backups kept', 'Weekly backups kept']) {
    const input = form.getByLabel(name);
    await expect(input).toBeVisible();
    const label = form.locator('label', { hasText: name });
    const [l, i] = [(await label.boundingBox())!, (await input.boundingBox())!];
    expect(l.y + l.height, `${name}: label above its input`).toBeLessThanOrEqual(i.y + 1);
    expect(l.y, `${name}: below the checkbox row`).toBeGreaterThanOrEqual(checkBox.y + checkBox.height);
    expect(i.width, `${name}: a usable input`).toBeGreaterThanOrEqual(80);
  }
  const save = form.getByRole('button', { name: 'Save schedule' });
  const saveBox = (await save.boundingBox())!;
  const weekly = (await form.getByLabel('Weekly backups kept').boundingBox())!;
  expect(saveBox.y, 'the button below the fields').toBeGreaterThanOrEqual(weekly.y + weekly.height);
}

for (const width of [1280, 390]) {
  test(`the Backups page at ${width} px: a backup is taken, the schedule's fields are apart and labelled, nothing scrolls sideways, axe is clean`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openBackupsAsOwner(page);
    await page.getByRole('button', { name: 'Back up now' }).click();
    await expect(page.getByRole('button', { name: /^Download store-backup-/ }).first()).toBeVisible({ timeout: 60_000 });
    await expectScheduleFieldsApart(page);
    await expectNoSidewaysScroll(page);
    await expectNoA11yViolations(page, { exclude: ['.Toastify'] });

    // saving the schedule is still one labelled form that answers
    await page.getByLabel('Daily backups kept').fill('8');
    await page.getByRole('button', { name: 'Save schedule' }).click();
    await expect(page.getByText('Backups every 24 h; keeping 8 daily and 4 weekly')).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
}
