import { describe, expect, it } from 'vitest';
import { createElement, Suspense, type ComponentType } from 'react';
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
