import { afterEach, describe, expect, it } from 'vitest';
import { pageManifestPlugin, pageRemotesMap } from './pageRemotes.ts';

function put(id: string, text: string, remote?: string) {
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = id;
  el.textContent = text;
  if (remote) el.dataset.remote = remote;
  document.head.append(el);
}

describe("the remotes map and manifest the server wrote into the page", () => {
  afterEach(() => document.head.replaceChildren());

  it('reads the map, and none when absent or unreadable', () => {
    expect(pageRemotesMap()).toBeNull();
    put('store-remotes', '{not json');
    expect(pageRemotesMap()).toBeNull();
    document.head.replaceChildren();
    put('store-remotes', JSON.stringify({ catalog: '/mfe/catalog/mf-manifest.json' }));
    expect(pageRemotesMap()).toEqual({ catalog: '/mfe/catalog/mf-manifest.json' });
  });

  it("answers the runtime's request for the page's remote's manifest from the page, once; others go to the network", async () => {
    const manifest = { metaData: { name: 'catalog' }, exposes: [], shared: [] };
    put('store-manifest', JSON.stringify(manifest), 'catalog');
    const plugin = pageManifestPlugin({ catalog: '/mfe/catalog/mf-manifest.json', content: '/mfe/content/mf-manifest.json' });
    const fetchHook = plugin.fetch as (url: string, init: RequestInit) => Promise<Response> | undefined;
    const url = new URL('/mfe/catalog/mf-manifest.json', location.href).href;
    expect(fetchHook(new URL('/mfe/content/mf-manifest.json', location.href).href, {})).toBeUndefined();
    const answer = await fetchHook(url, {});
    expect(answer).toBeInstanceOf(Response);
    expect(await answer!.json()).toEqual(manifest);
    expect(fetchHook(url, {})).toBeUndefined(); // a later load (a retry) asks the server
  });
});
