import { createElement } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { apiTransport, setApiTransport } from '@store/shared/transport';
import { renderRemotePage, scriptJson } from '../src/ssr/renderRemotePage.ts';

const evil = 'Hoodie </script><script>alert(1)</script> <!-- & \u2028';

/** A page written the way remote pages are: useQuery + the shared client's transport. */
function ProductPage() {
  const { productId } = useParams();
  const q = useQuery({
    queryKey: ['product', productId],
    queryFn: () => apiTransport(`/api/product/${productId}`, { method: 'GET' }).then((r) => r.json() as Promise<{ title: string }>),
  });
  return createElement('h1', null, q.data ? q.data.title : 'Loading…');
}

const reply = (body: unknown, delayMs = 0) => new Promise<Response>((done) => setTimeout(() => done(new Response(JSON.stringify(body))), delayMs));

describe('rendering a remote page on the server', () => {
  afterEach(() => setApiTransport((path, init) => fetch(path, init)));

  it('prefetches the page’s own queries in-process, renders the data and dehydrates it safely', async () => {
    const calls: string[] = [];
    setApiTransport(async (path) => {
      calls.push(path);
      return reply({ title: evil });
    });
    const { html, state } = await renderRemotePage({ path: '/hoodies/x/p1', routePath: '/:category/:titleSlug/:productId', Page: ProductPage });
    expect(calls).toEqual(['/api/product/p1']);
    expect(html).toContain('Hoodie &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    // Nothing in the state can close the script block or open a comment, and it round-trips exactly.
    expect(state).not.toMatch(/<|>|&|\u2028/);
    const parsed = JSON.parse(state) as { queries: { queryKey: unknown[]; state: { data: { title: string } } }[] };
    expect(parsed.queries).toHaveLength(1);
    expect(parsed.queries[0]).toMatchObject({ queryKey: ['product', 'p1'], state: { data: { title: evil } } });
  });

  it('leaves data that misses its budget to the browser', async () => {
    setApiTransport(() => reply({ title: 'late' }, 500));
    const started = Date.now();
    const { html, state } = await renderRemotePage({ path: '/a/b/p2', routePath: '/:category/:titleSlug/:productId', Page: ProductPage, dataBudgetMs: 50 });
    expect(Date.now() - started).toBeLessThan(400);
    expect(html).toContain('Loading…');
    expect(JSON.parse(state).queries).toEqual([]);
  });

  it('escapes every character that could end a script block', () => {
    expect(scriptJson({ a: '</script>' })).toBe('{"a":"\\u003c/script\\u003e"}');
    expect(JSON.parse(scriptJson({ a: '<!--&\u2029' }))).toEqual({ a: '<!--&\u2029' });
  });
});
