import type { DehydratedState } from '@tanstack/react-query';
import type { StoreRoute } from '@store/shared/routes';
import type { LoadedManifest } from '../../remotes/remoteManifests.ts';

/** What the main thread sends a render thread: everything the render reads, its data already fetched. */
export interface RenderJob {
  id: number;
  /** when the main thread stops waiting (ms since the epoch): a thread that reaches the job later skips it */
  deadline: number;
  /** the page's path and query, as the router sees it */
  url: string;
  /** the routes that can match it (pageRenderer's routesOfLength) */
  routes: readonly StoreRoute[];
  /**
   * the route's remote page and the build to load it from, under the name the main thread registers
   * that build by (a canary's alias); absent: the frame renders alone
   */
  page?: { remote: string; page: string; alias: string; canary: boolean; manifest: LoadedManifest };
  /** the page's declared queries, fetched on the main thread (successful ones only) */
  data: DehydratedState;
  /** the store env the render reads (public origin, provider, request id); no API: the data is all there */
  env: { publicOrigin: string; provider: string; requestId?: string };
  /** where the remotes' server entries are fetched from (this store's own address) */
  origin: string;
}

/** A thread's first message: it has loaded the shell's server entry and can take pages. */
export interface ThreadReady {
  ready: true;
}

/** A render thread's answer: the page, or null when the main thread must render it. */
export interface RenderDone {
  id: number;
  page: { html: Uint8Array; state: string; head: string | null; status?: 404 | 301; location?: string } | null;
  /** why a render threw (message only), for the main thread's log */
  error?: string;
  /** the thread's V8 heap in use after this render (bytes): the store's heap figure counts every thread */
  heapUsed: number;
}
