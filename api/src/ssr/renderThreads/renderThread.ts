import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { getHeapStatistics } from 'node:v8';
import { parentPort, threadId, workerData } from 'node:worker_threads';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrate } from '@tanstack/react-query';
import type { ApiTransport } from '@store/shared/env';
import { hostShared } from '../hostShared.ts';
import { leftIncomplete, renderQueryClient, renderedApp, unfetchedQueries } from '../renderApp.ts';
import { pageStatusCollector } from '../pageStatus.ts';
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

// The remotes' entry loader keeps its temp copies in <cwd>/node_modules/.ssr-cache/<pid> and deletes
// that folder when 'exit' fires: a thread has the main thread's pid, so it would write the same
// files as the main thread and, exiting, delete them under it. Each thread gets a folder of its own,
// under the store's node_modules so the copies' bare imports resolve as the main thread's do.
const ownCwd = join(process.cwd(), 'node_modules', '.ssr-cache', `thread-${process.pid}-${threadId}`);
mkdirSync(ownCwd, { recursive: true });
process.cwd = () => ownCwd;
process.once('exit', () => rmSync(ownCwd, { recursive: true, force: true }));

const shell = shellServer(frontendsRoot);
/** the build each remote was last asked to render from (the main thread names it per job) */
const builds = new Map<string, LoadedManifest>();
let origin = 'http://127.0.0.1';

const runtimes = hostShared().then((shared) => {
  const options = (name: string) => ({ name, manifest: async (remote: string) => builds.get(remote) ?? null, baseUrl: () => origin, shared, budgetMs: 150 });
  return { live: serverRemotes(options('store_render_thread')), canary: serverRemotes(options('store_render_thread_canary')) };
});
// a failure reaches each job (and the main thread's log) through render(), not as an unhandled rejection
runtimes.catch(() => {});

// Ready once the shell's server entry and the runtimes are loaded: until then the main thread
// renders every page itself rather than queue them behind a thread that is still starting.
void Promise.allSettled([shell(), runtimes]).then(() => port.postMessage({ ready: true }));

const utf8 = new TextEncoder();
const noApi: ApiTransport = () => Promise.reject(new Error('a render thread renders fetched data only'));

async function render(job: RenderJob): Promise<RenderDone['page']> {
  // the main thread stopped waiting for this one and rendered it: not rendered twice
  if (Date.now() > job.deadline) return null;
  origin = job.origin;
  const entry = await shell();
  if (!entry) return null;
  const pages = new Map<string, ComponentType>();
  if (job.page) {
    const { alias } = job.page;
    builds.set(alias, job.page.manifest);
    const { live, canary } = await runtimes;
    const loaded = await (job.page.canary ? canary : live).page<{ default?: ComponentType }>(alias, job.page.page);
    if (!loaded?.default) return null; // not loaded within its budget: the main thread has it
    pages.set(`${job.page.remote}/${job.page.page}`, loaded.default);
  }
  const queryClient = renderQueryClient();
  hydrate(queryClient, job.data);
  let head: RenderedHead | null = null;
  const status = pageStatusCollector();
  // a throw is reported (the main thread logs it, then renders the page its own way)
  const html = inStoreEnv({ api: noApi, ...job.env }, () =>
    renderToString(entry.renderApp({ url: job.url, pages, routes: job.routes, queryClient, onPageHead: (h) => (head = h), onPageStatus: status.report })),
  );
  if (leftIncomplete(html) || unfetchedQueries(queryClient).length > 0) return null;
  return renderedApp(queryClient, utf8.encode(html), head, status.result());
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
