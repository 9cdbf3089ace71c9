import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from './helpers/testDatabases.ts';
import { startTestApp, testConfig, type TestApp } from './helpers/testApp.ts';
import { fakeStoreRoot } from './helpers/fakeRemoteBuild.ts';
import { shellHtml, writeShellDocument } from './helpers/shellDocument.ts';
import Fastify from 'fastify';
import { compileDocument } from '@store/shared/document';
import { renderGate } from '../src/ssr/renderGate.ts';
import { servePages } from '../src/ssr/pageRoutes.ts';
import type { PagePipelineOptions } from '../src/ssr/pagePipeline.ts';
import { sourceRouteTable as liveTable } from './helpers/sourceRoutes.ts';

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
  // a render thread loads the store's env module through its own loader: the frame reads the env from it there
  const storeEnv = pathToFileURL(join(import.meta.dirname, '..', '..', 'shared', 'src', 'storeEnv.ts')).href;
  writeFileSync(
    join(root, 'shell', 'dist-server', 'entry-server.js'),
    [
      `import React from ${JSON.stringify(react)};`,
      `import { isMainThread } from 'node:worker_threads';`,
      `const storeEnv = isMainThread ? null : await import(${JSON.stringify(storeEnv)});`,
      `export const CLIENT_AREA_DIGEST = 'store:client-area';`,
      `export function renderApp({ url, pages, queryClient, onPageHead, onPageStatus }) {`,
      `  const late = ['not-declared'];`,
      `  if (url.startsWith('/unfetched') && !queryClient.getQueryCache().find({ queryKey: late })) queryClient.getQueryCache().build(queryClient, { queryKey: late, queryFn: async () => 'fetched late' });`,
      `  const data = queryClient.getQueryCache().getAll().map((q) => JSON.stringify(q.queryKey) + '=' + JSON.stringify(q.state.data ?? null)).join(' ');`,
      `  const env = storeEnv?.serverStoreEnv();`,
      `  const Head = () => { onPageHead?.({ title: 'Gift cards at ' + url, type: 'website' }); if (url.endsWith('/missing')) onPageStatus?.(404); if (url.endsWith('/moved')) onPageStatus?.(301, '/gift-cards/3'); return null; };`,
      `  return React.createElement('main', { 'data-thread': isMainThread ? 'main' : 'render' },`,
      `    React.createElement(Head),`,
      `    React.createElement('p', { id: 'data' }, data),`,
      `    env ? React.createElement('p', { id: 'env' }, [env.publicOrigin, env.provider, env.requestId ? 'with its request id' : 'no request id'].join(' ')) : null,`,
      `    ...[...pages.values()].map((P, i) => React.createElement(P, { key: i })));`,
      `}`,
    ].join('\n'),
  );
  // an ES module, as the shell's package says of its build (its top-level await needs one)
  writeFileSync(join(root, 'shell', 'dist-server', 'package.json'), '{ "type": "module" }');
  writeShellDocument(join(root, 'shell', 'dist'));
  return root;
}

const envOf = (html: string) => /<p id="env">([^<]*)<\/p>/.exec(html)?.[1];
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
  const log: string[] = [];
  beforeAll(async () => {
    const root = threadProbeRoot();
    const config = (renderThreads: number) =>
      testConfig({ frontendsRoot: root, renderThreads, pageCacheTtlMs: 0, maxRenders: 16, publicUrl: 'http://threads.store.test', metrics: { token: 'threads', host: '127.0.0.1' } });
    threaded = await startTestApp(database, { config: config(1) }, { frontends: true, workers: false, logStream: { write: (line) => void log.push(line) } });
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
    // the same page from a store without threads: the same document but the thread's name and the
    // env line (only a thread's frame can read the env module: see threadProbeRoot)
    const here = (await single.app.inject({ method: 'GET', url: '/gift-cards' })).body;
    expect(threadOf(here)).toBe('main');
    const timeless = (html: string) => html.replace(/"(dehydratedAt|dataUpdatedAt)":\d+/g, '"$1":0');
    expect(timeless(page.replace('data-thread="render"', 'data-thread="main"').replace(/<p id="env">[^<]*<\/p>/, ''))).toBe(timeless(here));
  });

  it('renders on the thread in the request\'s env, with the page\'s head and its 404', async () => {
    const page = await fromThread(threaded, '/gift-cards/3');
    expect(envOf(page)).toBe('http://threads.store.test local with its request id');
    expect(page).toContain('<title>Gift cards at /gift-cards/3</title>');
    let missing = await threaded.app.inject({ method: 'GET', url: '/gift-cards/missing' });
    for (let i = 0; i < 50 && threadOf(missing.body) !== 'render'; i++) missing = await threaded.app.inject({ method: 'GET', url: '/gift-cards/missing' });
    expect(threadOf(missing.body)).toBe('render');
    expect(missing.statusCode).toBe(404);
  });

  it('passes a page\'s move back from the thread: a 301 to the path it named', async () => {
    const before = await rendersOn(threaded, 'render');
    let moved = await threaded.app.inject({ method: 'GET', url: '/gift-cards/moved' });
    // a 301's body names no thread: asked until the thread's count moves (it renders once the remote is loaded there)
    for (let i = 0; i < 50 && (await rendersOn(threaded, 'render')) === before; i++) moved = await threaded.app.inject({ method: 'GET', url: '/gift-cards/moved' });
    expect(await rendersOn(threaded, 'render')).toBeGreaterThan(before);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/gift-cards/3');
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
    log.length = 0;
    const t0 = performance.now();
    const died = (await threaded.app.inject({ method: 'GET', url: '/exits' })).body;
    // answered as the thread died, not after the 2 s a thread that does not answer is given
    expect(performance.now() - t0).toBeLessThan(1_500);
    expect(threadOf(died)).toBe('main');
    expect(died).toContain('v1 ExitsPage');
    expect(log.join('')).toContain('render thread stopped');
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
  const document = compileDocument(shellHtml({ root: '<div class="boot"><p>Loading</p></div>' }));
  /** A store front with a bound of one render, whose renderer the test drives page by page. */
  async function frontWith(render: NonNullable<PagePipelineOptions['render']>) {
    const app = Fastify();
    app.setNotFoundHandler(await servePages(app, { config: { publicUrl: 'http://store.test', printProvider: 'local' }, document: () => document, table: async () => liveTable, render, gate: renderGate(1) }));
    await app.ready();
    return app;
  }
  const page = (url: string) => ({ html: `<main>${url}</main>`, state: '{}', head: null });
  const later = () => {
    let done!: () => void;
    return { promise: new Promise<void>((r) => (done = r)), done: () => done() };
  };

  it('a page handed to a render thread leaves the bound: the next page is rendered, not left to the browser', async () => {
    const threadDone = later();
    const handedOff = later();
    const app = await frontWith(async ({ url }, slot) => {
      if (url.pathname.endsWith('p1')) {
        slot!.handOff();
        handedOff.done();
        await threadDone.promise;
      }
      return page(url.pathname);
    });
    const first = app.inject({ method: 'GET', url: '/t-shirts/tee/p1' });
    await handedOff.promise;
    const second = await app.inject({ method: 'GET', url: '/t-shirts/tee/p2' });
    expect(second.headers['x-store-render']).toBeUndefined();
    expect(second.body).toContain('<main>/t-shirts/-/p2</main>');
    threadDone.done();
    expect((await first).body).toContain('<main>/t-shirts/-/p1</main>');
    await app.close();
  });

  it('a page a thread gives back while the bound is full goes to the browser, and one given back with room is rendered', async () => {
    const givenBack = later();
    const handedOff = later();
    const holding = later();
    const app = await frontWith(async ({ url }, slot) => {
      if (url.pathname.endsWith('p1')) {
        slot!.handOff();
        handedOff.done();
        await givenBack.promise; // the thread answers null: the main thread would render it
        if (!slot!.takeBack()) return null;
      } else await holding.promise; // p2 holds the one place meanwhile
      return page(url.pathname);
    });
    const first = app.inject({ method: 'GET', url: '/t-shirts/tee/p1' });
    await handedOff.promise;
    const second = app.inject({ method: 'GET', url: '/t-shirts/tee/p2' });
    await new Promise((r) => setTimeout(r, 50)); // p2 has the place
    givenBack.done();
    const refused = await first;
    expect(refused.headers['x-store-render']).toBe('browser');
    expect(refused.body).toContain('<p>Loading</p>');
    holding.done();
    expect((await second).body).toContain('<main>/t-shirts/-/p2</main>');
    // with the place free again, a page given back is rendered on the main thread
    const backAgain = later();
    const app2 = await frontWith(async ({ url }, slot) => {
      slot!.handOff();
      backAgain.done();
      return slot!.takeBack() ? page(url.pathname) : null;
    });
    const rendered = await app2.inject({ method: 'GET', url: '/t-shirts/tee/p3' });
    expect(rendered.headers['x-store-render']).toBeUndefined();
    expect(rendered.body).toContain('<main>/t-shirts/-/p3</main>');
    await Promise.all([app.close(), app2.close()]);
  });
});
