import type { Page } from '@playwright/test';

/** Client-side navigation inside the same document (the router listens to popstate). */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** One representative route per remote. */
export const remoteRoutes = {
  catalog: '/',
  checkout: '/payment/cancel',
  account: '/login',
  content: '/about-us',
  admin: '/admin',
} as const;
