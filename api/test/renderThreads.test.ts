import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from './helpers/testDatabases.ts';
import { startTestApp, testConfig, type TestApp } from './helpers/testApp.ts';
import { fakeStoreRoot } from './helpers/fakeRemoteBuild.ts';
import { writeShellDocument } from './helpers/shellDocument.ts';
import { renderGate } from '../src/ssr/renderGate.ts';

/**
 * A store whose frame writes which thread rendered it and every query of its cache with its data,
 * so a page shows where it was rendered and what it was rendered from. `/unfetched` also asks for a
 * query nobody declared (the page then needs a fetch during its render, which a render thread cannot do).
 */
function threadProbeRoot(): string {
  const routes = [
    { path: '/gift-cards', page: 'GiftCardsPage' },
    { path: '/gift-cards/:n', page: 'GiftCardsPage' },
    { path: '/unfetched', page: 'GiftCardsPage' },
    { path: '/exits', page: 'ExitsPage' },
  ];
  const root = fakeStoreRoot({ catalog: { routes, pages: { GiftCardsPage: 'data', ExitsPage: 'exits' } } });
  const react = pathToFileURL(createRequire(import.meta.url).resolve('react')).href;
  writeFileSync(
    join(root, 'shell', 'dist-server', 'entry-server.js'),
    [
      `import React from ${JSON.stringify(react)};`,
      `import { isMainThread } from 'node:worker_threads';`,
      `export const CLIENT_AREA_DIGEST = 'store:client-area';`,
      `export function renderApp({ url, pages, queryClient }) {`,
      `  const late = ['not-declared'];`,
      `  if (url.startsWith('/unfetched') && !queryClient.getQueryCache().find({ queryKey: late })) queryClient.getQueryCache().build(queryClient, { queryKey: late, queryFn: async () => 'fetched late' });`,
      `  const data = queryClient.getQueryCache().getAll().map((q) => JSON.stringify(q.queryKey) + '=' + JSON.stringify(q.state.data ?? null)).join(' ');`,
      `  return React.createElement('main', { 'data-thread': isMainThread ? 'main' : 'render' }, React.createElement('p', { id: 'data' }, data), ...[...pages.values()].map((P, i) => React.createElement(P, { key: i })));`,
      `}`,
    ].join('\n'),
  );
  writeShellDocument(join(root, 'shell', 'dist'));
  return root;
}

const threadOf = (html: string) => /data-thread="(\w+)"/.exec(html)?.[1];
const dataOf = (html: string) => /<p id="data">([^<]*)<\/p>/.exec(html)?.[1]?.replaceAll('&quot;', '"');
const rendersOn = async (t: TestApp, thread: string) =>
  Number(new RegExp(`^store_page_renders_total\\{thread="${thread}"\\} (\\d+)`, 'm').exec((await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer threads' } })).body)?.[1] ?? 0);

/** The page, asked until a render thread renders it: the thread loads the shell and the remote on its first pages. */
async function fromThread(t: TestApp, url: string): Promise<string> {
  let body = '';
  for (let i = 0; i < 100; i++) {
    body = (await t.app.inject({ method: 'GET', url })).body;
    if (threadOf(body) === 'render') return body;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`never rendered on a render thread: ${body.slice(0, 300)}`);
}

describe.each(testDatabases.slice(0, 1))('render threads (#24) on $name', (database) => {
  let threaded: TestApp;
  let single: TestApp;
  beforeAll(async () => {
    const root = threadProbeRoot();
    const config = (renderThreads: number) =>
      testConfig({ frontendsRoot: root, renderThreads, pageCacheTtlMs: 0, maxRenders: 16, metrics: { token: 'threads', host: '127.0.0.1' } });
    threaded = await startTestApp(database, { config: config(1) }, { frontends: true, workers: false });
    single = await startTestApp(database, { config: config(0) }, { frontends: true, workers: false });
    // the threads load the remotes from this store's own address, as the main thread does
    for (const t of [threaded, single]) await t.app.listen({ port: 0, host: '127.0.0.1' });
  }, 240_000);
  afterAll(async () => {
    for (const t of [threaded, single]) await t?.close();
  });

  it('renders a page whose data is fetched on a render thread, from that data, as the main thread renders it', async () => {
    const before = await rendersOn(threaded, 'render');
    const page = await fromThread(threaded, '/gift-cards');
    expect(dataOf(page)).toBe('["fake","GiftCardsPage",""]="fetched GiftCardsPage"');
    expect(page).toContain('v1 GiftCardsPage');
    expect(await rendersOn(threaded, 'render')).toBeGreaterThan(before);
    // the same page from a store without threads: the same document but the thread's name
    const here = (await single.app.inject({ method: 'GET', url: '/gift-cards' })).body;
    expect(threadOf(here)).toBe('main');
    const timeless = (html: string) => html.replace(/"(dehydratedAt|dataUpdatedAt)":\d+/g, '"$1":0');
    expect(timeless(page.replace('data-thread="render"', 'data-thread="main"'))).toBe(timeless(here));
  });

  it('leaves a page that needs a fetch during its render to the main thread, which fetches it', async () => {
    await fromThread(threaded, '/gift-cards');
    const before = await rendersOn(threaded, 'main');
    const page = (await threaded.app.inject({ method: 'GET', url: '/unfetched' })).body;
    expect(threadOf(page)).toBe('main');
    expect(dataOf(page)).toContain('["not-declared"]="fetched late"');
    expect(await rendersOn(threaded, 'main')).toBeGreaterThan(before);
  });

  it('renders the page on the main thread when its render thread dies, and starts another for the next pages', async () => {
    await fromThread(threaded, '/gift-cards');
    const died = (await threaded.app.inject({ method: 'GET', url: '/exits' })).body;
    expect(threadOf(died)).toBe('main');
    expect(died).toContain('v1 ExitsPage');
    // a new thread renders the next pages
    expect(dataOf(await fromThread(threaded, '/gift-cards'))).toBe('["fake","GiftCardsPage",""]="fetched GiftCardsPage"');
  });

  it('renders ten pages at once, each with its own data', async () => {
    await fromThread(threaded, '/gift-cards');
    const pages = await Promise.all(Array.from({ length: 10 }, (_, i) => threaded.app.inject({ method: 'GET', url: `/gift-cards/${i}` })));
    pages.forEach((p, i) => {
      expect(p.statusCode).toBe(200);
      expect(dataOf(p.body)).toBe(`["fake","GiftCardsPage","${i}"]="fetched GiftCardsPage ${i}"`);
    });
    expect(pages.filter((p) => threadOf(p.body) === 'render').length).toBeGreaterThan(5);
  });

  it('counts the render threads\' heap in the store\'s metrics', async () => {
    await fromThread(threaded, '/gift-cards');
    const metrics = (await threaded.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer threads' } })).body;
    expect(Number(/^store_render_threads_heap_used_bytes (\d+)/m.exec(metrics)?.[1])).toBeGreaterThan(1_000_000);
  });
});

describe('the render bound and render threads', () => {
  it('a render handed to a render thread leaves the bound: the next page is rendered, not left to the browser', () => {
    const gate = renderGate(1);
    const release = gate.tryEnter();
    expect(release).not.toBeNull();
    expect(gate.tryEnter()).toBeNull();
    release!(); // handed off
    const next = gate.tryEnter();
    expect(next).not.toBeNull();
    release!(); // the handed-off render finishing later releases nothing twice
    expect(gate.running()).toBe(1);
  });
});
