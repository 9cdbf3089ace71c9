import { describe, expect, it } from 'vitest';
import { createElement, Suspense, type ComponentType, type ReactNode } from 'react';
import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { renderApp } from '../src/ssr/renderApp.ts';
import { scriptJson } from '../src/ssr/scriptJson.ts';
import type { ShellServerEntry } from '../src/ssr/shellServer.ts';

const DIGEST = 'store:client-area';

/** A stand-in for the shell's server entry: a frame with one page area behind a Suspense boundary. */
function fakeShell(module: string): ShellServerEntry {
  return {
    CLIENT_AREA_DIGEST: DIGEST,
    renderApp: ({ pages, queryClient }: { pages: ReadonlyMap<string, ComponentType>; queryClient: QueryClient }) => {
      const Page = pages.get(module);
      const Area = Page ?? (() => {
        throw Object.assign(new Error('browser'), { digest: DIGEST });
      });
      return createElement(QueryClientProvider, { client: queryClient }, createElement('header', null, 'Store'), createElement(Suspense, { fallback: createElement('p', null, 'Loading…') }, createElement(Area)));
    },
  };
}

const hostileTitle = 'Mug </script><script>alert(1)</script> & <!-- \u2028';

function ProductPage() {
  const q = useQuery({ queryKey: ['product', '1'], queryFn: async () => ({ title: hostileTitle }) });
  return createElement('h1', null, q.data ? q.data.title : 'Loading product');
}

describe('server render of the store frame', () => {
  it('renders the page with its data and a state that cannot break out of its script block', async () => {
    const out = await renderApp(fakeShell('catalog/ProductPage'), { url: '/mugs/x/1', pages: new Map([['catalog/ProductPage', ProductPage]]) });
    expect(out.html).toContain('<header>Store</header>');
    expect(out.html).toContain('Mug &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(out.state).not.toMatch(/[<>&\u2028]/);
    const state = JSON.parse(out.state) as { queries: { queryKey: unknown; state: { data: { title: string } } }[] };
    expect(state.queries[0].queryKey).toEqual(['product', '1']);
    expect(state.queries[0].state.data.title).toBe(hostileTitle);
  });

  it('leaves data that misses its budget to the browser, without waiting for it', async () => {
    function SlowPage() {
      const q = useQuery({ queryKey: ['slow'], queryFn: () => new Promise<string>((done) => setTimeout(() => done('late'), 500)) });
      return createElement('h1', null, q.data ?? 'Loading product');
    }
    const started = Date.now();
    const out = await renderApp(fakeShell('catalog/ProductPage'), { url: '/x', pages: new Map([['catalog/ProductPage', SlowPage]]), dataBudgetMs: 50 });
    expect(Date.now() - started).toBeLessThan(400);
    expect(out.html).toContain('Loading product');
    expect(JSON.parse(out.state).queries).toEqual([]);
  });

  it('escapes every character that could end a script block', () => {
    expect(scriptJson({ a: '</script>' })).toBe('{"a":"\\u003c/script\\u003e"}');
    expect(JSON.parse(scriptJson({ a: '<!--&\u2029' }))).toEqual({ a: '<!--&\u2029' });
  });

  it('leaves an area whose page did not load to the browser, marked with the expected digest, and keeps the frame', async () => {
    const errors: unknown[] = [];
    const out = await renderApp(fakeShell('catalog/ProductPage'), { url: '/mugs/x/1', pages: new Map(), onError: (e) => errors.push(e) });
    expect(out.html).toContain('<header>Store</header>');
    expect(out.html).toContain('<!--$!-->');
    expect(out.html).toContain(DIGEST);
    expect(out.html).toContain('Loading…');
    expect(errors).toEqual([]); // expected, so not logged as a failure
  });

  it('reports a page that throws on the server and still answers with the frame', async () => {
    const errors: unknown[] = [];
    const Broken = () => {
      throw new Error('document is not defined');
    };
    const out = await renderApp(fakeShell('catalog/ProductPage'), { url: '/mugs/x/1', pages: new Map([['catalog/ProductPage', Broken]]), onError: (e) => errors.push(e) });
    expect(out.html).toContain('<header>Store</header>');
    expect(out.html).toContain('<!--$!-->');
    expect(errors.map((e) => (e as Error).message)).toEqual(['document is not defined']);
  });
});

describe("the page's head from the same render", () => {
  it('takes the head the page declared in the final pass, escaped, with JSON-LD that cannot end its block', async () => {
    const { headTags } = await import('../src/ssr/headTags.ts');
    const shell: ShellServerEntry = {
      CLIENT_AREA_DIGEST: DIGEST,
      renderApp: ({ queryClient, onPageHead }) => {
        function Page() {
          const q = useQuery({ queryKey: ['p'], queryFn: async () => hostileTitle });
          // what usePageMeta hands the renderer once the page has its data
          if (q.data) onPageHead?.({ title: `${q.data} | Store`, description: 'A "mug"', canonical: 'https://shop.example/mugs/x/1', image: 'https://shop.example/i.svg', type: 'product', jsonLd: JSON.stringify({ name: q.data }) });
          return createElement('h1', null, q.data ?? 'Loading');
        }
        return createElement(QueryClientProvider, { client: queryClient }, createElement(Page));
      },
    };
    const out = await renderApp(shell, { url: '/mugs/x/1', pages: new Map() });
    expect(out.head).toBe(headTags({ title: `${hostileTitle} | Store`, description: 'A "mug"', canonical: 'https://shop.example/mugs/x/1', image: 'https://shop.example/i.svg', type: 'product', jsonLd: JSON.stringify({ name: hostileTitle }) }));
    expect(out.head).toContain('<title>Mug &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;!-- \u2028 | Store</title>');
    expect(out.head).toContain('<meta name="description" content="A &quot;mug&quot;" />');
    expect(out.head).toContain('<meta property="og:type" content="product" />');
    expect(out.head).toContain('<meta property="og:url" content="https://shop.example/mugs/x/1" />');
    const ld = /<script type="application\/ld\+json" data-page-jsonld>(.*?)<\/script>/s.exec(out.head!)![1];
    expect(ld).not.toMatch(/[<>&]/);
    expect(JSON.parse(ld)).toEqual({ name: hostileTitle });
  });

  it('has no head when no page declared one (the default head stays)', async () => {
    const out = await renderApp(fakeShell('catalog/ProductPage'), { url: '/x', pages: new Map() });
    expect(out.head).toBeNull();
  });

  it('never sends the anonymous render\'s cart and wishlist to the browser (issue #23: a reload emptied them)', async () => {
    const entry = { type: 'cart', product_id: 'p1', variant_id: 7 };
    function ListingPage() {
      const listing = useQuery({ queryKey: ['listing', 'mugs'], queryFn: async () => ({ data: [{ title: 'Mug' }], favouritesCart: [entry] }) });
      const home = useQuery({ queryKey: ['home'], queryFn: async () => ({ success: true, data: { mugs: [{ title: 'Cup' }], favouritesCart: [entry] } }) });
      return createElement('h1', null, `${listing.data?.data[0].title} ${home.data?.data.mugs[0].title}`);
    }
    const out = await renderApp(fakeShell('catalog/ShopPage'), { url: '/shop/mugs', pages: new Map([['catalog/ShopPage', ListingPage]]) });
    expect(out.html).toContain('Mug Cup');
    expect(out.state).not.toContain('favouritesCart');
    const state = JSON.parse(out.state) as { queries: { state: { data: { data: unknown } } }[] };
    expect(state.queries.map((q) => q.state.data.data)).toEqual([[{ title: 'Mug' }], { mugs: [{ title: 'Cup' }] }]);
  });

  it('renders a page that declares its data in one pass (#24): the page component runs once', async () => {
    let renders = 0;
    let fetches = 0;
    const productQuery = { queryKey: ['product', '7'], queryFn: async () => (fetches++, { title: 'Seven' }) };
    function Declared() {
      renders++;
      const q = useQuery(productQuery);
      return createElement('h1', null, q.data ? q.data.title : 'Loading product');
    }
    const out = await renderApp(fakeShell('catalog/ProductPage'), { url: '/mugs/x/7', pages: new Map([['catalog/ProductPage', Declared]]), queries: [productQuery] });
    expect(out.html).toContain('<h1>Seven</h1>');
    expect(renders).toBe(1);
    expect(fetches).toBe(1);
    expect(JSON.parse(out.state).queries.map((q: { queryKey: unknown }) => q.queryKey)).toEqual([['product', '7']]);
  });

  it('still fetches what a declaration missed and renders again, so the content is complete', async () => {
    let renders = 0;
    function TwoQueries() {
      renders++;
      const a = useQuery({ queryKey: ['a'], queryFn: async () => 'first' });
      const b = useQuery({ queryKey: ['b'], queryFn: async () => 'second' });
      return createElement('p', null, `${a.data ?? '…'} ${b.data ?? '…'}`);
    }
    const out = await renderApp(fakeShell('catalog/ProductPage'), {
      url: '/x',
      pages: new Map([['catalog/ProductPage', TwoQueries]]),
      queries: [{ queryKey: ['a'], queryFn: async () => 'first' }],
    });
    expect(out.html).toContain('<p>first second</p>');
    expect(renders).toBe(2);
  });
});

/** The browser half of @store/shared, loaded the way the server offers it to remotes (hostShared.ts). */
async function storeShared() {
  const name = '@store/shared';
  return (await import(name)) as {
    PageStatusContext: import('react').Context<((status: 404 | 301, location?: string) => void) | null>;
    ApiError: new (message: string, status: number) => Error & { status: number };
    useNotFound: (subject: readonly unknown[]) => void;
    useMovedTo: (path: string | null) => void;
  };
}

describe('a page that finds its data missing', () => {
  /** The shell's frame as its server entry provides it: the page's not-found goes to the renderer. */
  async function shellWithStatus(Page: ComponentType): Promise<ShellServerEntry> {
    const { PageStatusContext } = await storeShared();
    return {
      CLIENT_AREA_DIGEST: DIGEST,
      renderApp: ({ queryClient, onPageStatus }) =>
        createElement(PageStatusContext, { value: onPageStatus ?? null }, createElement(QueryClientProvider, { client: queryClient }, createElement(Page))),
    };
  }

  it('makes the reply a 404 when the page reports it during its render (an unknown product), and only then', async () => {
    const { ApiError, useNotFound } = await storeShared();
    function ProductLike({ answer }: { answer: 'missing' | 'found' | 'down' }) {
      const q = useQuery({
        queryKey: ['product', answer],
        queryFn: async () => {
          if (answer === 'missing') throw new ApiError('Product not found.', 404);
          if (answer === 'down') throw new ApiError('Busy', 503);
          return 'Mug';
        },
      });
      useNotFound(['product', answer]);
      return createElement('h1', null, q.data ?? 'Product not found');
    }
    const render = async (answer: 'missing' | 'found' | 'down') =>
      renderApp(await shellWithStatus(() => createElement(ProductLike, { answer })), { url: '/mugs/x/1', pages: new Map() });
    expect((await render('missing')).status).toBe(404);
    expect((await render('found')).status).toBeUndefined();
    expect((await render('down')).status).toBeUndefined(); // a failing service is not "not found"
  });

  it('makes the reply a 301 to the path the page reports it moved to (a product under a category not its own)', async () => {
    const { PageStatusContext, useMovedTo } = await storeShared();
    // the router beside the shared singleton's (its browser half), loaded as the server loads the shell's
    const routers = '@store/shared/fixed-location-routers';
    const { StaticRouter } = (await import(routers)) as { StaticRouter: ComponentType<{ location: string; children?: ReactNode }> };
    function MovedProduct({ to }: { to: string | null }) {
      useMovedTo(to);
      return createElement('h1', null, 'A tee');
    }
    const render = (to: string | null) =>
      renderApp(
        {
          CLIENT_AREA_DIGEST: DIGEST,
          renderApp: ({ url, queryClient, onPageStatus }) =>
            createElement(PageStatusContext, { value: onPageStatus ?? null }, createElement(StaticRouter, { location: url }, createElement(QueryClientProvider, { client: queryClient }, createElement(MovedProduct, { to })))),
        },
        { url: '/mugs/x/1', pages: new Map() },
      );
    expect(await render('/t-shirts/a-tee/1')).toMatchObject({ status: 301, location: '/t-shirts/a-tee/1' });
    const here = await render(null);
    expect(here.status).toBeUndefined();
    expect(here.location).toBeUndefined();
  });
});
