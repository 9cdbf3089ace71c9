import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { RenderedApp } from '../renderApp.ts';
import type { RenderDone, RenderJob, ThreadReady } from './protocol.ts';

export interface RenderThreads {
  /** the page rendered on a render thread, or null: render it on this thread */
  render(job: Omit<RenderJob, 'id' | 'deadline'>, handedOff?: () => void): Promise<RenderedApp | null>;
  /** V8 heap in use by the render threads (bytes), as of their last answers */
  heapUsed(): number;
  close(): Promise<void>;
}

export interface RenderThreadsOptions {
  /** how many threads (RENDER_THREADS); 0 renders every page on the main thread */
  count: number;
  frontendsRoot: string;
  onError: (error: unknown) => void;
  /** renders waiting on one thread before the main thread renders the next page itself */
  maxWaiting?: number;
  /** a render not answered within this goes to the main thread (the late answer is dropped) */
  timeoutMs?: number;
}

interface Thread {
  worker: Worker;
  folder: string;
  /** it has loaded the shell and can take pages */
  ready: boolean;
  waiting: Map<number, (done: RenderDone | null) => void>;
  heapUsed: number;
}

const threadFile = new URL('./renderThreadBoot.mjs', import.meta.url);
/** the folder a thread keeps the entry loader's temp copies in (renderThread.ts): a terminated thread cannot remove it itself */
const threadFolder = (worker: Worker) => join(process.cwd(), 'node_modules', '.ssr-cache', `thread-${process.pid}-${worker.threadId}`);
/** a thread that dies this often, each within a minute of the last, is not started again */
const MAX_RESTARTS = 3;

/**
 * Render threads (#24): a page whose data is fetched is rendered on another thread, so the main
 * thread serves HTTP, the API and compression while React renders. A thread that is busy (more
 * than `maxWaiting` renders queued), slow, crashed or unable to render a page leaves that page to
 * the main thread: a page is never lost to a thread, only rendered where it always was.
 */
export function renderThreads(opts: RenderThreadsOptions): RenderThreads {
  const maxWaiting = opts.maxWaiting ?? 64;
  const timeoutMs = opts.timeoutMs ?? 2_000;
  const threads: (Thread | null)[] = Array.from({ length: opts.count }, () => null);
  let nextId = 0;
  let closed = false;
  let deaths = 0;
  let lastDeath = 0;

  function start(slot: number): Thread | null {
    if (closed || deaths >= MAX_RESTARTS) return null;
    const worker = new Worker(threadFile, {
      workerData: { frontendsRoot: opts.frontendsRoot },
      execArgv: [],
      // its own heap, bounded: the store's memory budget counts it (heapUsed). A worker's young
      // generation is small by default: a render's garbage (≈ 1 MB a page) filled it every ~25 ms, and
      // 64 MB halved the thread's scavenges and their pause per page (190 → 102 in 5 s, 0.26 → 0.17 ms, #24)
      resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 64 },
    });
    worker.unref();
    const thread: Thread = { worker, folder: threadFolder(worker), ready: false, waiting: new Map(), heapUsed: 0 };
    worker.on('message', (done: RenderDone | ThreadReady) => {
      if ('ready' in done) {
        thread.ready = true;
        return;
      }
      thread.heapUsed = done.heapUsed;
      const resolve = thread.waiting.get(done.id);
      thread.waiting.delete(done.id);
      if (done.error) opts.onError(new Error(`render thread: ${done.error}`));
      resolve?.(done);
    });
    const died = (error?: unknown) => {
      if (threads[slot] !== thread) return;
      threads[slot] = null;
      rmSync(thread.folder, { recursive: true, force: true });
      for (const resolve of thread.waiting.values()) resolve(null);
      thread.waiting.clear();
      if (closed) return;
      const now = Date.now();
      deaths = now - lastDeath < 60_000 ? deaths + 1 : 1;
      lastDeath = now;
      opts.onError(error ?? new Error('render thread stopped'));
      if (deaths >= MAX_RESTARTS) opts.onError(new Error(`render threads stopped ${deaths} times within a minute each: the main thread renders every page from now on`));
    };
    worker.on('error', died);
    worker.on('exit', () => died());
    threads[slot] = thread;
    return thread;
  }

  /** The ready thread with the fewest renders waiting; threads not running are started (they take pages once ready). */
  function leastBusy(): Thread | null {
    let best: Thread | null = null;
    for (let slot = 0; slot < threads.length; slot++) {
      const thread = threads[slot] ?? start(slot);
      if (thread?.ready && (!best || thread.waiting.size < best.waiting.size)) best = thread;
    }
    return best;
  }

  /** Posts a job to the least busy thread; null at once when none can take it, or when it does not answer in time. */
  function ask(job: Omit<RenderJob, 'id' | 'deadline'>, handedOff?: () => void): Promise<RenderDone | null> {
    const thread = leastBusy();
    if (!thread || thread.waiting.size >= maxWaiting) return Promise.resolve(null);
    const id = ++nextId;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        thread.waiting.delete(id);
        resolve(null);
      }, timeoutMs);
      thread.waiting.set(id, (done) => {
        clearTimeout(timer);
        resolve(done);
      });
      thread.worker.postMessage({ ...job, id, deadline: Date.now() + timeoutMs } satisfies RenderJob);
      handedOff?.();
    });
  }

  return {
    async render(job, handedOff) {
      const page = (await ask(job, handedOff))?.page;
      return page ? { html: page.html, state: page.state, head: page.head, ...(page.status ? { status: page.status } : {}), ...(page.location ? { location: page.location } : {}) } : null;
    },
    heapUsed: () => threads.reduce((sum, t) => sum + (t?.heapUsed ?? 0), 0),
    async close() {
      closed = true;
      await Promise.all(
        threads.map(async (t) => {
          await t?.worker.terminate();
          if (t) rmSync(t.folder, { recursive: true, force: true });
        }),
      );
    },
  };
}
