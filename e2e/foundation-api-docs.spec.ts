import { expect, test } from './support/test.ts';
import { expectNoA11yViolations } from './support/a11y.ts';

/**
 * /api/docs (issue #43): Swagger UI from the store's own origin, under the store's CSP, renders every
 * operation of /api/openapi.json, with its reply, on a phone. axe is scoped to the frame the store
 * writes (the heading and the link to the document): the operations list is the package's markup
 * (swagger-ui-dist), whose own findings are not ours to fix here.
 */
test('the API reference renders the operations at 390 px under the CSP, from the store origin only', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const violations: string[] = [];
  await page.addInitScript(() => document.addEventListener('securitypolicyviolation', (e) => ((window as unknown as { __csp: string[] }).__csp ??= []).push(`${e.violatedDirective} ${e.blockedURI}`)));
  const foreign: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.protocol.startsWith('http') && url.hostname !== 'localhost') foreign.push(r.url());
  });
  page.on('pageerror', (e) => violations.push(e.message));

  const doc = await (await request.get('/api/openapi.json')).json();
  const res = await page.goto('/api/docs');
  expect(res!.status()).toBe(200);
  expect(res!.headers()['content-security-policy']).toMatch(/script-src 'self'/);
  await expect(page.getByRole('heading', { level: 1, name: /PrintPop Store API reference/ })).toBeVisible();

  // the UI has read the document: one section per tag, and an operation opens to show its reply
  await expect(page.locator('.opblock-tag-section').first()).toBeVisible({ timeout: 30_000 });
  expect(await page.locator('.opblock-tag-section').count()).toBe(doc.tags.length);
  await page.locator('.opblock-tag', { hasText: 'Content' }).first().click();
  const blogs = page.locator('.opblock', { hasText: '/api/blogs' }).first();
  await expect(blogs).toBeVisible();
  await blogs.locator('.opblock-summary').click();
  await expect(blogs.getByText('Try it out')).toBeVisible();
  await expect(blogs.locator('.responses-wrapper')).toContainText('200');
  // no sideways scroll on a phone beyond the UI's own code blocks
  expect(await page.evaluate(() => document.querySelector('.docs-head')!.scrollWidth <= window.innerWidth)).toBe(true);

  await expectNoA11yViolations(page, { exclude: ['#swagger-ui'] });
  expect(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])).toEqual([]);
  expect(violations).toEqual([]);
  expect(foreign).toEqual([]);
});
