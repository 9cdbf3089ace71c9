import { expect, test } from './support/test.ts';
import { navigateInApp, remoteRoutes } from './support/navigation.ts';

// The router, TanStack Query and the toasts are inside @store/shared (shared/src/navigation.ts,
// serverState.ts, ui/toast.ts): one shared package, one Router and QueryClient context, one toast
// queue and container (`npm run lint` refuses an area importing them directly).
const singletons = ['react', 'react-dom', 'zustand', '@store/shared'];

test('one instance of React, the router, query, zustand and the shared package across all four remotes', async ({ page }) => {
  // A stand-in for React DevTools: every react-dom copy that starts registers itself here.
  await page.addInitScript(() => {
    let id = 0;
    const renderers = new Map<number, unknown>();
    (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers, supportsFiber: true, inject: (r: unknown) => (renderers.set(++id, r), id),
      onCommitFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, checkDCE() {},
    };
  });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // the shopper's four areas never load the back office's code (issue #15)
  const adminFiles: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/mfe/admin/')) adminFiles.push(r.url());
  });

  await page.goto(remoteRoutes.catalog);
  await expect(page.locator('main').first()).toBeVisible();
  for (const path of [remoteRoutes.checkout, remoteRoutes.account, remoteRoutes.content]) {
    await navigateInApp(page, path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('alert').filter({ hasText: 'temporarily unavailable' })).toHaveCount(0);
  }
  await expect.poll(() => page.evaluate(() => (window as unknown as { __FEDERATION__?: { __INSTANCES__: { name: string }[] } }).__FEDERATION__?.__INSTANCES__.map((i) => i.name).sort())).toEqual(['account', 'catalog', 'checkout', 'content', 'shell']);

  const report = await page.evaluate((names) => {
    type Shared = Record<string, Record<string, Record<string, Record<string, { from: string }>>>>;
    const w = window as unknown as { __FEDERATION__: { __SHARE__: Shared }; __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> }; __storeSharedEvaluations: number };
    const providers: Record<string, string[]> = {};
    for (const [container, scopes] of Object.entries(w.__FEDERATION__.__SHARE__)) {
      for (const name of names) {
        const versions = scopes.default?.[name] ?? {};
        providers[`${container}:${name}`] = Object.entries(versions).map(([v, s]) => `${v} from ${s.from}`);
      }
    }
    return { reactDomCopies: w.__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size, sharedEvaluations: w.__storeSharedEvaluations, providers };
  }, singletons);

  expect(report.reactDomCopies).toBe(1);
  expect(report.sharedEvaluations).toBe(1);
  for (const container of ['shell', 'catalog', 'checkout', 'account', 'content']) {
    for (const name of singletons) {
      const provided = report.providers[`${container}:${name}`];
      expect(provided, `${container} resolves ${name}`).toHaveLength(1);
      expect(provided[0], `${container} resolves ${name}`).toMatch(/ from shell$/);
    }
  }
  expect(errors).toEqual([]);
  expect(adminFiles).toEqual([]);
});
