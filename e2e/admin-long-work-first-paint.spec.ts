import { expect, test, type Page } from '@playwright/test';
import { owner } from './support/owner.ts';
import { holdScripts } from './support/holdScripts.ts';

/**
 * #42 item 4 at first paint: the owner starts long work the moment its control is visible, never
 * waiting for the page to be live (the plain Playwright `test`, pages opened at `commit`), with the
 * app's scripts held back 3 s after each navigation, at 1280 px and 390 px. Each tap must do what it
 * says, once: no native form submit (a reload, a navigation with data in the URL), no dead button.
 * A control that cannot work yet must be disabled or absent until it can. Then the page's progress
 * region follows the run to its outcome by itself.
 * Project 'back-office' (after the shopper journeys, never beside the other sync and backup: one of
 * each runs at a time); alone: `npx playwright test e2e/admin-long-work-first-paint.spec.ts --no-deps`.
 */
const HOLD_MS = 3000;

test.describe.configure({ timeout: 150_000 });

const open = (page: Page, path: string) => page.goto(path, { waitUntil: 'commit' });

/** Every main-frame navigation, so a tap that reloaded or left the page is seen. */
function watchNavigations(page: Page) {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) seen.push(`${r.method()} ${new URL(r.url()).pathname}${new URL(r.url()).search}`);
  });
  return seen;
}

interface Seen {
  taps: { name: string; live: boolean; disabled: boolean; held?: boolean }[];
  regions: Record<string, string[]>;
}

/**
 * From the first script of every page: what each button click met (the page live or not, the button
 * disabled or not, read in the capture phase before any handler; held for replay by early-input.js
 * or not), and every text each progress region (`data-testid="…-status"`) showed, in order, so a
 * step the region skipped is seen.
 */
async function recordPage(page: Page) {
  await page.addInitScript(() => {
    const seen: Seen = { taps: [], regions: {} };
    (window as unknown as { seen: Seen }).seen = seen;
    addEventListener(
      'click',
      (e) => {
        const b = e.target instanceof Element ? e.target.closest('button') : null;
        if (!b || !e.isTrusted) return;
        const tap: Seen['taps'][number] = { name: b.textContent?.trim() ?? '', live: document.documentElement.dataset.hydrated === 'true', disabled: b.disabled };
        seen.taps.push(tap);
        // early-input.js (listening after this) marks a tap it holds for replay once the page is live
        setTimeout(() => (tap.held = b.hasAttribute('data-early-busy')));
      },
      true,
    );
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('[data-testid$="-status"]')) {
        const id = el.getAttribute('data-testid')!;
        const texts = (seen.regions[id] ??= []);
        const text = el.textContent ?? '';
        if (texts.at(-1) !== text) texts.push(text);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}
const seenOn = (page: Page) => page.evaluate(() => (window as unknown as { seen: Seen }).seen);

/** The taps on `name`: at least one, and each met a live control or was held to be replayed (never dropped by a dead one). */
async function expectTapsTaken(page: Page, name: string) {
  const taps = (await seenOn(page)).taps.filter((t) => t.name === name);
  test.info().annotations.push({ type: `${name} taps`, description: JSON.stringify(taps) });
  expect(taps.length, `taps on ${name}`).toBeGreaterThan(0);
  for (const tap of taps) expect(tap.live || tap.held, `a tap on ${name} before the page was live, not held: ${JSON.stringify(tap)}`).toBe(true);
}

/** The owner's bearer token, for reading what the server holds beside the page. */
async function ownerHeaders(page: Page) {
  const reply = await page.request.post('/api/auth/login', { data: owner });
  return { authorization: `Bearer ${(await reply.json()).data.accessToken}` };
}

async function logInImpatiently(page: Page) {
  await open(page, '/login');
  await page.getByLabel(/Email Address/).fill(owner.email);
  await page.getByLabel(/^Password/).fill(owner.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Login successful!')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/$/);
}

for (const width of [1280, 390]) {
  test(`the owner starts a sync and a backup before the back office is live, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await holdScripts(page, HOLD_MS);
    await recordPage(page);
    await logInImpatiently(page);

    // Catalogue → "Sync now", tapped as soon as it shows
    const navigations = watchNavigations(page);
    await open(page, '/admin/catalogue');
    const syncStarts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/admin/catalogue/sync') syncStarts.push(r.url());
    });
    const started = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/admin/catalogue/sync', { timeout: 30_000 });
    await page.getByRole('button', { name: 'Sync now' }).click();
    const reply = await (await started).json();
    expect(reply.success, reply.message).toBe(true);
    await expect(page.getByText('Catalogue sync started')).toBeVisible({ timeout: 30_000 });
    // the run ends on the server …
    const headers = await ownerHeaders(page);
    const lastRun = async () => (await (await page.request.get('/api/admin/catalogue/sync', { headers })).json()).data.lastRun;
    await expect.poll(lastRun, { timeout: 60_000 }).toMatchObject({ id: reply.data.runId, status: 'succeeded' });
    // … and the region has followed it by itself (polling): running, then this run's outcome
    const sync = page.getByTestId('sync-status');
    await expect(sync).toHaveAttribute('role', 'status');
    await expect(sync).toHaveText(new RegExp(`^Last sync succeeded: ${(await lastRun()).products} products`), { timeout: 10_000 });
    const syncTexts = (await seenOn(page)).regions['sync-status'];
    expect(syncTexts.some((t) => t.startsWith('Sync running')), `the region told the run: ${JSON.stringify(syncTexts)}`).toBe(true);
    await expect(page.getByRole('button', { name: 'Sync now' })).toBeEnabled();
    expect(syncStarts, 'one tap, one sync').toHaveLength(1);
    await expectTapsTaken(page, 'Sync now');

    // Backups → "Back up now", tapped as soon as it shows
    await open(page, '/admin/backups');
    const backupStarts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/admin/backups') backupStarts.push(r.url());
    });
    const backedUp = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/admin/backups', { timeout: 60_000 });
    await page.getByRole('button', { name: 'Back up now' }).click();
    const saved = await (await backedUp).json();
    expect(saved.success, saved.message).toBe(true);
    // the region told the run while it was under way, then its outcome: the new file listed, the button back
    const status = page.getByTestId('backup-status');
    await expect(status).toHaveAttribute('role', 'status');
    await expect(page.getByRole('button', { name: `Download ${saved.data.name}` })).toBeVisible({ timeout: 30_000 });
    await expect(status).toHaveText('');
    const backupTexts = (await seenOn(page)).regions['backup-status'];
    expect(backupTexts.some((t) => /^Backing up: started .+\. This page updates when it is done\.$/.test(t)), `the region told the run: ${JSON.stringify(backupTexts)}`).toBe(true);
    await expect(page.getByRole('button', { name: 'Back up now' })).toBeEnabled();
    expect(backupStarts, 'one tap, one backup').toHaveLength(1);
    await expectTapsTaken(page, 'Back up now');

    // no tap reloaded the page or left it with data in the URL: only the two pages the owner opened
    expect(navigations).toEqual(['GET /admin/catalogue', 'GET /admin/backups']);
  });
}
