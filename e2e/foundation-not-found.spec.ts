import { expect, test } from '@playwright/test';

test('unknown paths show the 404 page with a way back to the store', async ({ page }) => {
  await page.goto('/this/path/does-not-exist/at-all');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go Back to Store' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('unknown API paths answer a 404 envelope, not the page', async ({ request }) => {
  const res = await request.get('/api/nothing-here');
  expect(res.status()).toBe(404);
  expect(await res.json()).toMatchObject({ success: false, data: null });
});

test('remote entry files are never cached and carry CORS; hashed chunks are immutable', async ({ request }) => {
  const manifest = await request.get('/mfe/catalog/mf-manifest.json');
  expect(manifest.ok()).toBe(true);
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  expect(manifest.headers()['access-control-allow-origin']).toBe('*');
  const remotes = await (await request.get('/remotes.json')).json();
  expect(Object.keys(remotes).sort()).toEqual(['account', 'catalog', 'checkout', 'content']);
});
