import { expect, test } from '../fixtures.ts';
import { button } from '../shopper.ts';
import { DESKTOP, logInThroughForm } from '../steps.ts';
import type { Shopper } from '../shopper.ts';
import { e2eOwner } from '../../../scripts/e2e-server.mjs';

// #42 item 4 in each engine: the owner's long work reports its progress until it is done. A sync
// and a backup run for a second or several, so each region's texts are recorded in the page as they
// change (a MutationObserver), and the journey reads the whole story, not one moment of it.

/** Starts recording every text the progress region `testId` shows, from what it shows now. */
function recordRegion(s: Shopper, testId: string) {
  return s.run(`(() => {
    const el = document.querySelector('[data-testid="${testId}"]');
    const texts = (window.__region = [el.textContent]);
    new MutationObserver(() => { if (texts.at(-1) !== el.textContent) texts.push(el.textContent); }).observe(el, { subtree: true, childList: true, characterData: true });
    return true;
  })()`);
}
const regionTexts = (s: Shopper) => s.run<string[]>('window.__region');
const downloads = (s: Shopper) => s.run<string[]>(`[...document.querySelectorAll('button[aria-label^="Download store-backup-"]')].map((b) => b.getAttribute('aria-label'))`);

test('the owner syncs the catalogue and takes a backup, each followed to its outcome (desktop)', async ({ shopper: s }) => {
  await s.viewport(DESKTOP.width, DESKTOP.height);
  await logInThroughForm(s, e2eOwner.email, e2eOwner.password);

  await s.goto('/admin/catalogue');
  await s.see({ css: '[data-testid="sync-status"][role="status"]' }, 30_000);
  await recordRegion(s, 'sync-status');
  await s.click(button('Sync now'));
  await s.seeText('Catalogue sync started');
  await s.until('the sync region tells the run, then its success', `(() => { const t = window.__region, i = t.findIndex((x) => x.startsWith('Sync running')); return i >= 0 && /^Last sync succeeded: \\d+ products/.test(t.at(-1)) && t.length - 1 > i; })()`, 60_000)
    .catch(async (err) => { throw new Error(`${(err as Error).message}: ${JSON.stringify(await regionTexts(s))}`); });
  expect((await s.see(button('Sync now'))).enabled, 'Sync now enabled again').toBe(true);

  await s.goto('/admin/backups');
  await s.see({ css: '[data-testid="backup-status"][role="status"]' }, 30_000);
  const before = await downloads(s);
  await recordRegion(s, 'backup-status');
  await s.click(button('Back up now'));
  await s.until('a new backup file is listed', `document.querySelectorAll('button[aria-label^="Download store-backup-"]').length > ${before.length}`, 60_000);
  const added = (await downloads(s)).filter((name) => !before.includes(name));
  expect(added, 'one new file').toHaveLength(1);
  const texts = await regionTexts(s);
  expect(texts.some((t) => /^Backing up: started .+\. This page updates when it is done\.$/.test(t)), `the backup region told the run: ${JSON.stringify(texts)}`).toBe(true);
  expect(texts.at(-1), 'and is empty once it is done').toBe('');
});
