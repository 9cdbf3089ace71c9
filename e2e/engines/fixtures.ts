import { expect, test as base } from '@playwright/test';
import type { Engine, Launcher } from './driver.ts';
import { launchPuppeteer } from './puppeteerDriver.ts';
import { Shopper } from './shopper.ts';
import { launchWebKit } from './webkitDriver.ts';

/**
 * The engine journeys' `test`: Playwright runs them (time limits, retries, the JSON report), but
 * the browser is the project's engine behind the small Driver interface, not Playwright's page.
 * One browser per worker; each journey gets a fresh session (empty storage, no cookies).
 */
export const test = base.extend<{ shopper: Shopper }, { engine: Engine; launcher: Launcher }>({
  engine: ['chromium', { option: true, scope: 'worker' }],
  launcher: [
    async ({ engine }, use) => {
      const launcher = engine === 'webkit' ? await launchWebKit() : await launchPuppeteer(engine);
      await use(launcher);
      await launcher.close();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  shopper: async ({ launcher, baseURL }, use) => {
    const driver = await launcher.newDriver();
    await use(new Shopper(driver, baseURL!));
    await driver.close().catch(() => undefined);
  },
});

export { expect };
