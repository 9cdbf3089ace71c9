import { describe, expect, it } from 'vitest';
import { movedPage, sameOriginPath } from '../src/ssr/movedPage.ts';
import { pageStatusCollector } from '../src/ssr/pageStatus.ts';

const origin = 'https://shop.example';

describe('a moved page: its Location is a path of this store, or nothing', () => {
  it('keeps a store path, percent-encoded, without its query or fragment', () => {
    expect(sameOriginPath('/t-shirts/retro-tee/abc123', origin)).toBe('/t-shirts/retro-tee/abc123');
    expect(sameOriginPath('/t shirts/café/1?utm_source=x#top', origin)).toBe('/t%20shirts/caf%C3%A9/1');
    // a line break is no header injection: the URL parser drops it, and the rest is one path
    expect(sameOriginPath('/a\r\nSet-Cookie: x/1', origin)).toBe('/aSet-Cookie:%20x/1');
  });

  it('refuses anything that leaves the store', () => {
    for (const path of ['https://evil.example/x', '//evil.example/x', '/\\evil.example', '/.//evil.example/x', 'javascript:alert(1)', 'mugs/x/1', '', '/\n/evil.example']) {
      expect(sameOriginPath(path, origin), JSON.stringify(path)).toBeNull();
    }
  });

  it('links the new address in its body, escaped', () => {
    expect(movedPage('/a/"b"/1')).toContain('<a href="/a/&quot;b&quot;/1">');
  });
});

describe('what a page reports while it renders', () => {
  it('a 404 wins over a move, whichever comes first', () => {
    const moved = pageStatusCollector();
    moved.report(301, '/t-shirts/x/1');
    expect(moved.result()).toEqual({ status: 301, location: '/t-shirts/x/1' });
    moved.report(404);
    expect(moved.result()).toEqual({ status: 404 });
    moved.report(301, '/t-shirts/x/1');
    expect(moved.result()).toEqual({ status: 404 });
    expect(pageStatusCollector().result()).toEqual({});
  });
});
