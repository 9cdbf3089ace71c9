import type { Page } from '@playwright/test';

/**
 * One gate per page load: no app script arrives before `holdMs` after each navigation of the main
 * frame, so every tap in that time lands before hydration (a delay per file would add up along the
 * module graph's waterfall). public/early-input.js is not held: it is the page's parser-blocking first script.
 */
export async function holdScripts(page: Page, holdMs: number): Promise<void> {
  let opensAt = 0;
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) opensAt = Date.now() + holdMs;
  });
  await page.route(/\.js(\?|$)/, async (route) => {
    const wait = opensAt - Date.now();
    if (wait > 0 && !route.request().url().endsWith('/early-input.js')) await new Promise((r) => setTimeout(r, wait));
    await route.continue();
  });
}
