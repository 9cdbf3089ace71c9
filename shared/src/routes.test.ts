import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import { exposesOf, hrefs, matchStoreRoute, pagesOf, storeRoutes } from './routes.ts';

// Vite lists the files that exist (nothing is loaded) and reads each remote's config as text.
const pageFiles = new Set(Object.keys(import.meta.glob('../../*-mfe/src/pages/*.tsx')));
const configs = import.meta.glob<string>('../../*-mfe/vite.config.ts', { query: '?raw', import: 'default', eager: true });
const remotes = [...new Set(storeRoutes.map((r) => r.remote))];

describe('route table', () => {
  it.each(storeRoutes.map((r) => [r.path, r.remote, r.page] as const))('%s names a page %s exposes (%s)', (_path, remote, page) => {
    // The remote's vite.config.ts builds its exposes from exposesOf(); the page file must exist.
    expect(configs[`../../${remote}-mfe/vite.config.ts`]).toMatch(new RegExp(`exposes = exposesOf\\('${remote}'\\)`));
    expect(exposesOf(remote)[`./${page}`]).toBe(`./src/pages/${page}.tsx`);
    expect(pageFiles.has(`../../${remote}-mfe/src/pages/${page}.tsx`)).toBe(true);
  });

  it('has no duplicate paths', () => {
    expect(new Set(storeRoutes.map((r) => r.path)).size).toBe(storeRoutes.length);
  });

  it('lists each page of a remote once', () => {
    for (const remote of remotes) expect(pagesOf(remote)).toEqual([...new Set(pagesOf(remote))]);
  });

  it('builds hrefs that the route table matches, to the right page', () => {
    // matchRoutes ranks like the shell's <Routes>: /payment/success/:id beats /:category/:titleSlug/:productId.
    const pageFor = (url: string) => matchRoutes([...storeRoutes], url.split('?')[0]!)?.at(-1)?.route.page;
    expect(pageFor(hrefs.shop('hoodies', 2))).toBe('ShopPage');
    expect(hrefs.shop('hoodies', 2)).toBe('/shop/hoodies?page=2');
    expect(hrefs.shop(undefined, 1)).toBe('/shop');
    expect(pageFor(hrefs.product({ category: 'hoodies', title: 'Cosy Hoodie', productId: 'p1' }))).toBe('ProductPage');
    expect(pageFor(hrefs.blueprints('p1'))).toBe('BlueprintsPage');
    expect(pageFor(hrefs.blog('a-post'))).toBe('BlogPage');
    expect(pageFor(hrefs.paymentSuccess('o1'))).toBe('PaymentSuccessPage');
    expect(pageFor(hrefs.cart())).toBe('CartPage');
  });

  it('matches a pathname to its route and params the way the shell router does', () => {
    for (const url of ['/', '/shop', '/shop/hoodies', '/hoodies/cosy-hoodie/p1', '/p1/more-products', '/payment/success/o1', '/payment/o1', '/blogs/a-post', '/about-us']) {
      const viaRouter = matchRoutes([...storeRoutes], url)?.at(-1)?.route.page;
      expect(matchStoreRoute(url)?.route.page, url).toBe(viaRouter);
    }
    expect(matchStoreRoute('/hoodies/cosy%20hoodie/p1')?.params).toEqual({ category: 'hoodies', titleSlug: 'cosy hoodie', productId: 'p1' });
    expect(matchStoreRoute('/this/path/does-not-exist/at-all')).toBeNull();
    expect(matchStoreRoute('/blogs/%E0%A4%A')).toBeNull();
  });
});
