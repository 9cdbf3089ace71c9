import type { APIRequestContext } from '@playwright/test';
import { expect, test, type Page } from './support/test.ts';
import { expectNoA11yViolations } from './support/a11y.ts';
import { expectNoSidewaysScroll } from './support/shopping.ts';
import { handSessionToPage } from './support/seed.ts';

// The store owner's account comes from ADMIN_EMAIL / ADMIN_PASSWORD in playwright.config.ts.
const owner = { email: 'owner@e2e.example.com', password: 'owner-e2e-password-1' };
test.describe.configure({ timeout: 120_000 });

/** An upload the gate refuses (its manifest names another remote): stored, refused, never live. */
async function refusedUpload(request: APIRequestContext, accessToken: string, mark: string): Promise<string> {
  const manifest = { name: 'other', metaData: { remoteEntry: { name: 'remoteEntry.js' }, ssrRemoteEntry: { name: 'ssr/remoteEntry.ssr.js' }, routes: [] }, exposes: [], shared: [] };
  const b64 = (text: string) => Buffer.from(text).toString('base64');
  const reply = await request.post('/api/deploys/content', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { files: [{ path: 'mf-manifest.json', data: b64(JSON.stringify(manifest)) }, { path: 'remoteEntry.js', data: b64(`export const mark = ${JSON.stringify(mark)};\n`) }] },
  });
  expect(reply.status()).toBe(422);
  const deploys = await (await request.get('/api/deploys', { headers: { authorization: `Bearer ${accessToken}` } })).json();
  return deploys.data.remotes.find((r: { name: string }) => r.name === 'content').history.find((h: { action: string }) => h.action === 'refused').version as string;
}

async function openDeploysAsOwner(page: Page): Promise<string> {
  const reply = await page.request.post('/api/auth/login', { data: owner });
  expect(reply.ok()).toBe(true);
  const session = (await reply.json()).data;
  await page.goto('/');
  await handSessionToPage(page, session);
  return session.accessToken as string;
}

for (const width of [1280, 390]) {
  test(`the Deploys page at ${width} px: readable rows, a refused version marked Refused with the gate's reason and never offered, nothing scrolls sideways, axe is clean (#39 item 6)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const accessToken = await openDeploysAsOwner(page);
    const refused = await refusedUpload(page.request, accessToken, `refused at ${width}`);
    await page.goto('/admin/deploys');
    await expect(page.getByRole('heading', { level: 1, name: 'Deploys' })).toBeVisible();
    const content = page.getByRole('region', { name: 'content' });
    const row = content.locator('tr', { has: page.locator('code', { hasText: refused }) });
    await expect(row.getByText('Refused', { exact: true })).toBeVisible();
    await expect(row.getByText(/^Refused by the gate: manifest: The manifest is remote "other", not "content"\.$/)).toBeVisible();
    await expect(row.getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Roll back content to ${refused}` })).toHaveCount(0);

    // readable: the version on one or two lines, no row taller than a phone's screen, the page not a scroll of letters
    for (const tr of await page.locator('.adm-deploys tbody tr').all()) {
      const box = (await tr.boundingBox())!;
      expect(box.height, 'a row no taller than it needs').toBeLessThan(width < 576 ? 420 : 160);
    }
    const version = (await row.locator('code').boundingBox())!;
    expect(version.height, 'the version name is not one letter per line').toBeLessThan(60);
    const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(pageHeight).toBeLessThan(width < 576 ? 9000 : 4000);
    await expectNoSidewaysScroll(page);
    await expectNoA11yViolations(page, { exclude: ['.Toastify'] });
  });
}
