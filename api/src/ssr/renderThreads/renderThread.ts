import { getHeapStatistics } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrate } from '@tanstack/react-query';
import type { ApiTransport } from '@store/shared/env';
import { hostShared } from '../hostShared.ts';
import { leftIncomplete, renderQueryClient, renderedApp, unfetchedQueries } from '../renderApp.ts';
import { inStoreEnv } from '../renderEnv.ts';
import { serverRemotes } from '../serverRemotes.ts';
import { shellServer, type RenderedHead } from '../shellServer.ts';
import type { LoadedManifest } from '../../remotes/remoteManifests.ts';
import type { RenderDone, RenderJob } from './protocol.ts';

/**
 * A render thread (#24): renders a page whose data the main thread has already fetched, in one
 * synchronous pass, so React's work runs beside the main thread's HTTP, data and compression
 * instead of taking turns with it. It loads the shell's server entry and the remotes' server builds
 * itself, as the main thread does. Anything it cannot finish alone (a page not loaded yet, a lazy
 * part, a query nobody fetched, an error) answers null and the main thread renders the page.
 */
const { frontendsRoot } = workerData as { frontendsRoot: string };
const port = parentPort!;
const shell = shellServer(frontendsRoot);
/** the build each remote was last asked to render from (the main thread names it per job) */
const builds = new Map<string, LoadedManifest>();
let origin = 'http://127.0.0.1';

// The loader names its temp copies by URL and options: a byte over its default size limit gives this
// thread files of its own, never the main thread's half-written ones (both load at start).
const OWN_TEMP_FILES = { fetchMaxBytes: 10 * 1024 * 1024 + 1 };
const runtimes = hostShared().then((shared) => {
  const options = (name: string) => ({ name, manifest: async (remote: string) => builds.get(remote) ?? null, baseUrl: () => origin, shared, budgetMs: 150, loader: OWN_TEMP_FILES });
  return { live: serverRemotes(options(`store_render_thread_${process.pid}`)), canary: serverRemotes(options(`store_render_thread_canary_${process.pid}`)) };
});

const utf8 = new TextEncoder();
const noApi: ApiTransport = () => Promise.reject(new Error('a render thread renders fetched data only'));

async function render(job: RenderJob): Promise<RenderDone['page']> {
  origin = job.origin;
  const entry = await shell();
  if (!entry) return null;
  const pages = new Map<string, ComponentType>();
  if (job.page) {
    const alias = job.page.canary ? `${job.page.remote}_canary` : job.page.remote;
    builds.set(alias, job.page.manifest);
    const { live, canary } = await runtimes;
    const loaded = await (job.page.canary ? canary : live).page<{ default?: ComponentType }>(alias, job.page.page);
    if (!loaded?.default) return null; // not loaded within its budget: the main thread has it
    pages.set(`${job.page.remote}/${job.page.page}`, loaded.default);
  }
  const queryClient = renderQueryClient();
  hydrate(queryClient, job.data);
  let head: RenderedHead | null = null;
  let status: 404 | undefined;
  // a throw is reported (the main thread logs it, then renders the page its own way)
  const html = inStoreEnv({ api: noApi, ...job.env }, () =>
    renderToString(entry.renderApp({ url: job.url, pages, routes: job.routes, queryClient, onPageHead: (h) => (head = h), onPageStatus: (s) => (status = s) })),
  );
  if (leftIncomplete(html) || unfetchedQueries(queryClient).length > 0) return null;
  return renderedApp(queryClient, utf8.encode(html), head, status);
}

port.on('message', (job: RenderJob) => {
  const heapUsed = () => getHeapStatistics().used_heap_size;
  render(job).then(
    (page) => send({ id: job.id, page, heapUsed: heapUsed() }, page?.html),
    (error: unknown) => send({ id: job.id, page: null, error: error instanceof Error ? error.message : String(error), heapUsed: heapUsed() }),
  );
});

/** Bytes go to the main thread without a copy (moved, not cloned): a page as one value is a large object there (#24). */
function send(done: RenderDone, bytes?: Uint8Array | null) {
  port.postMessage(done, bytes ? [bytes.buffer as ArrayBuffer] : []);
}
