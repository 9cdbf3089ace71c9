import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import { composeRouteTable, exposesOf, hrefs, matchRoute, pagesOf, parseRouteDeclarations, pathShape, type StoreRoute } from './routes.ts';

// Vite lists the files that exist (nothing is loaded) and reads each remote's own route list.
const pageFiles = new Set(Object.keys(import.meta.glob('../../*-mfe/src/pages/*.tsx')));
const declared = import.meta.glob<unknown>('../../*-mfe/src/routes.json', { import: 'default', eager: true });
const byRemote = Object.entries(declared).map(([file, routes]) => [/\.\.\/\.\.\/(\w+)-mfe\//.exec(file)![1]!, parseRouteDeclarations(routes)] as const);
const { routes: storeRoutes, collisions } = composeRouteTable(byRemote);

describe("the remotes' route declarations", () => {
  it.each(storeRoutes.map((r) => [r.path, r.remote, r.page] as const))('%s names a page %s exposes (%s)', (_path, remote, page) => {
    const own = byRemote.find(([name]) => name === remote)![1];
    expect(exposesOf(own)[`./${page}`]).toBe(`./src/pages/${page}.tsx`);
    expect(pageFiles.has(`../../${remote}-mfe/src/pages/${page}.tsx`)).toBe(true);
  });

  it('claim no path twice, across remotes', () => {
    expect(collisions).toEqual([]);
    expect(new Set(storeRoutes.map((r) => pathShape(r.path))).size).toBe(storeRoutes.length);
  });

  it('lists each page of a remote once', () => {
    for (const [, own] of byRemote) expect(pagesOf(own)).toEqual([...new Set(pagesOf(own))]);
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
    // literal segments in any case, as the browser's router takes them: /Admin/Orders/5 is no product
    for (const url of ['/', '/shop', '/shop/hoodies', '/hoodies/cosy-hoodie/p1', '/p1/more-products', '/payment/success/o1', '/payment/o1', '/blogs/a-post', '/about-us', '/Admin/Orders/5', '/Payment/Success/o1', '/SHOP/hoodies', '/Orders/5/Tracking']) {
      const viaRouter = matchRoutes([...storeRoutes], url)?.at(-1)?.route.page;
      expect(matchRoute(storeRoutes, url)?.route.page, url).toBe(viaRouter);
    }
    expect(matchRoute(storeRoutes, '/hoodies/cosy%20hoodie/p1')?.params).toEqual({ category: 'hoodies', titleSlug: 'cosy hoodie', productId: 'p1' });
    expect(matchRoute(storeRoutes, '/this/path/does-not-exist/at-all')).toBeNull();
    expect(matchRoute(storeRoutes, '/blogs/%E0%A4%A')).toBeNull();
  });
});

describe('composing the table', () => {
  it('keeps a path two remotes claim with the first and reports the collision, whatever the param names', () => {
    const { routes, collisions } = composeRouteTable([
      ['catalog', [{ path: '/gift-cards/:id', page: 'GiftCardPage' }]],
      ['content', [{ path: '/gift-cards/:slug', page: 'GiftPage' }, { path: '/about-us', page: 'AboutPage' }]],
    ]);
    expect(routes.map((r: StoreRoute) => `${r.remote} ${r.path}`)).toEqual(['catalog /gift-cards/:id', 'content /about-us']);
    expect(collisions).toEqual([{ path: '/gift-cards/:slug', remotes: ['catalog', 'content'] }]);
  });

  it('refuses declarations that are not routes, naming the fault', () => {
    expect(() => parseRouteDeclarations({})).toThrow('routes must be a list');
    expect(() => parseRouteDeclarations([{ path: 'no-slash', page: 'HomePage' }])).toThrow('route 0: path must start with /');
    expect(() => parseRouteDeclarations([{ path: '/x', page: '../evil' }])).toThrow('route 0: page must be a component name');
    expect(parseRouteDeclarations([{ path: '/x', page: 'XPage', private: true, extra: 1, notFound: 'reported' }])).toEqual([{ path: '/x', page: 'XPage', private: true, notFound: 'reported' }]);
  });

  it("takes `params` only as names of the route's own path parameters", () => {
    const route = { path: '/:category/:titleSlug/:productId', page: 'ProductPage' };
    expect(parseRouteDeclarations([{ ...route, params: ['category', 'productId'] }])[0]!.params).toEqual(['category', 'productId']);
    expect(() => parseRouteDeclarations([{ ...route, params: ['category', 'sku'] }])).toThrow("route 0: params must be a list of the path's parameter names");
    expect(() => parseRouteDeclarations([{ ...route, params: 'category' }])).toThrow('route 0: params');
    expect(() => parseRouteDeclarations([{ path: '/x', page: 'XPage', params: ['x'] }])).toThrow('route 0: params');
  });
});
