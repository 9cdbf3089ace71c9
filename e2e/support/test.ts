import { expect, test as base, type Page } from '@playwright/test';

/**
 * The journeys' `test`: a server-rendered page is visible before it is interactive, so `goto` and
 * `reload` also wait until the main area is live (`<html data-hydrated>`, set by the shell), the
 * way a shopper's first tap lands after hydration. Pages rendered only in the browser, and
 * contexts without JavaScript, are not waited for.
 */
async function untilLive(page: Page) {
  await page
    .waitForFunction(() => !document.getElementById('store-state') || document.documentElement.dataset.hydrated === 'true', null, { timeout: 30_000 })
    .catch(() => undefined); // the journey's own expectations then say what is missing
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args: Parameters<Page['goto']>) => {
        const res = await goto(...args);
        await untilLive(page);
        return res;
      };
      page.reload = async (...args: Parameters<Page['reload']>) => {
        const res = await reload(...args);
        await untilLive(page);
        return res;
      };
    }
    await use(page);
  },
});

export { expect };
export type { Page };
