import { expect, test, type Page } from './support/test.ts';
import { expectNoA11yViolations } from './support/a11y.ts';
import { navigateInApp, remoteRoutes } from './support/navigation.ts';

/** Records every CSP violation the page reports, and console errors that mention the policy. */
async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const consoleErrors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content[- ]Security[- ]Policy|CSP/i.test(m.text())) consoleErrors.push(m.text());
  });
  page.on('pageerror', (e) => consoleErrors.push(e.message));
  return async () => ({ violations: await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations), consoleErrors });
}

for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
  test(`the composed store runs under the CSP (script-src self + remotes, no inline) at ${viewport.width} px`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const report = await watchCsp(page);
    const homeData = (await (await request.get('/api/home-products')).json()).data;
    const res = await page.goto('/');
    const csp = res!.headers()['content-security-policy'];
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);

    // Home (catalog remote) renders the API's products, then every other remote loads under the policy.
    const first = homeData.tShirts[0];
    await expect(page.locator(`a[href$="/${first.productId}"]`).first()).toBeVisible();
    await expectNoA11yViolations(page);
    for (const path of [remoteRoutes.checkout, remoteRoutes.account, remoteRoutes.content, '/cart']) {
      await navigateInApp(page, path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.locator('main').first()).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: 'temporarily unavailable' })).toHaveCount(0);
    }
    expect(await report()).toEqual({ violations: [], consoleErrors: [] });
  });
}
