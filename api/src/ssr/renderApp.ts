import type { ComponentType } from 'react';
import type { StoreRoute } from '@store/shared/routes';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { QueryClient, dehydrate, type DehydratedState } from '@tanstack/react-query';
import type { PageQuery } from '@store/shared/types';
import type { RenderedHead, ShellServerEntry } from './shellServer.ts';
import { headTags } from './headTags.ts';
import { scriptJson } from './scriptJson.ts';
import { stripPerCallerFields } from './perCallerFields.ts';
import { pageStatusCollector, type PageStatus } from './pageStatus.ts';

export interface RenderedApp {
  /** the markup of the shell with the page inside, for <div id="root">: UTF-8 bytes when it came from a render thread */
  html: string | Uint8Array;
  /** the dehydrated query cache, safe inside <script type="application/json"> */
  state: string;
  /** the page's <head> tags from this same render, or null when no page declared any */
  head: string | null;
  /** 404 when the page reported its data not found during the render, 301 when it reported it moved */
  status?: 404 | 301;
  /** the path a 301 page moved to, as the page reported it */
  location?: string;
}

/**
 * Renders the whole store frame for one URL with the page's data, in one pass when the page
 * declares its data (`serverQueries`, #24): those queries are fetched first, within `dataBudgetMs`,
 * and the page is rendered once. A page without a declaration gets a first, discovery pass that
 * lets every `useQuery` of the header and the page register its query (with the area's own query
 * function, so the data has exactly the browser's shape). Either way, a query the render asked for
 * and nobody fetched yet is fetched and the page rendered again, so a declaration that misses
 * something costs time, never content. Queries that did not finish are left out of the state, so
 * the browser fetches them itself.
 */
export async function renderApp(
  shell: ShellServerEntry,
  opts: {
    url: string;
    pages: ReadonlyMap<string, ComponentType>;
    /** the page's declared data (its module's serverQueries), when it declares any */
    queries?: readonly PageQuery[];
    /** the live route table (the shell's router reads it) */
    routes?: readonly StoreRoute[];
    dataBudgetMs?: number;
    renderBudgetMs?: number;
    onError?: (error: unknown) => void;
    /**
     * Renders the page from its fetched data on another thread (renderThreads.ts), or null to render
     * it here. Only the one-pass render of a page that declared its data goes there.
     */
    offThread?: (data: DehydratedState) => Promise<RenderedApp | null>;
    /** which thread rendered the page (the store's metrics count them) */
    onRendered?: (thread: 'render' | 'main') => void;
    /** a page the render thread gave back may be rendered here (false: the render bound is full; LeftToBrowser is thrown) */
    backHere?: () => boolean;
  },
): Promise<RenderedApp> {
  const queryClient = renderQueryClient();
  const budget = opts.dataBudgetMs ?? 400;
  let head: RenderedHead | null = null;
  const status = pageStatusCollector();
  // The last page meta of the final pass wins: the page's own, declared inside the frame.
  const element = (onPageHead?: (h: RenderedHead) => void) => shell.renderApp({ url: opts.url, pages: opts.pages, routes: opts.routes ?? [], queryClient, onPageHead, onPageStatus: status.report });
  const render = () => prerenderToString(element((h) => (head = h)), shell.CLIENT_AREA_DIGEST, opts.renderBudgetMs ?? 2_000, opts.onError ?? (() => {}));
  // registered by a render, never fetched: not those that failed or are still on their way (they missed the budget)
  const unfetched = () => unfetchedQueries(queryClient);
  const fetchUnfetched = () => within(Promise.allSettled(unfetched().map((q) => q.fetch().catch(() => undefined))), budget);

  let html: string | null = null;
  if (opts.queries) {
    await within(Promise.allSettled(opts.queries.map((q) => queryClient.prefetchQuery({ queryKey: q.queryKey, queryFn: q.queryFn }))), budget);
    const elsewhere = opts.offThread ? await opts.offThread(dehydrate(queryClient, { shouldDehydrateQuery: (q) => q.state.status === 'success' })).catch(() => null) : null;
    if (elsewhere) {
      opts.onRendered?.('render');
      return elsewhere;
    }
    // handed to a thread, given back, and the bound is full now: the browser renders it
    if (opts.backHere && !opts.backHere()) throw new LeftToBrowser();
    html = completeInOnePass(() => renderToString(element((h) => (head = h))));
  } else {
    renderToString(element());
    await fetchUnfetched();
  }
  html ??= await render();
  if (opts.queries && unfetched().length > 0) {
    await fetchUnfetched();
    html = await render();
  }
  opts.onRendered?.('main');
  return renderedApp(queryClient, html, head, status.result());
}

/** A page given back by a render thread while the render bound is full: not a failure, the browser renders it. */
export class LeftToBrowser extends Error {
  constructor() {
    super('the render bound is full: the browser renders this page');
  }
}

/** The query client of one server render: no retries, nothing collected while the page renders. */
export function renderQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000, gcTime: Infinity } } });
}

/** Queries a render asked for that nobody fetched yet: not those that failed or are still on their way (they missed the budget). */
export function unfetchedQueries(queryClient: QueryClient) {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.data === undefined && q.state.status !== 'error' && q.state.fetchStatus === 'idle');
}

/** The rendered page with its data: the query cache as the render left it, for the browser to hydrate from. */
export function renderedApp<H extends string | Uint8Array>(queryClient: QueryClient, html: H, head: RenderedHead | null, status: PageStatus): RenderedApp & { html: H } {
  // rendered as an anonymous caller: its empty cart and wishlist must not reach the shopper's browser
  const state = stripPerCallerFields(dehydrate(queryClient, { shouldDehydrateQuery: (q) => q.state.status === 'success' }));
  return { html, state: scriptJson(state), head: head ? headTags(head) : null, ...status };
}

/**
 * With its data in the cache, a page usually renders completely in one synchronous pass, which
 * skips the stream machinery of the static render (~15 % of a render in the CPU profile). Null when
 * it did not: a boundary that suspended (a lazy part not loaded yet, `<!--$?`) or fell back to the
 * browser (`<!--$!`, an area left to it or a throw), or a throw outside any boundary; the static
 * render then does it properly (waits for lazy parts, marks areas with their digest, logs errors).
 */
function completeInOnePass(renderSync: () => string): string | null {
  try {
    const html = renderSync();
    return leftIncomplete(html) ? null : html;
  } catch {
    return null;
  }
}

/** A boundary that suspended (`<!--$?`) or fell back to the browser (`<!--$!`): the static render must do the page. */
export const leftIncomplete = (html: string): boolean => /<!--\$[?!]/.test(html);

function within(work: Promise<unknown>, ms: number): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([work, new Promise((done) => (timer = setTimeout(done, ms)))]).finally(() => clearTimeout(timer));
}

/**
 * React 19's static render: waits for every Suspense boundary (lazy parts of a page) and writes
 * each one in place. Streaming would write late boundaries as inline `$RC` scripts, which the
 * store's CSP forbids, and this page's data is already fetched before this pass.
 */
async function prerenderToString(element: React.ReactElement, clientAreaDigest: string, budgetMs: number, onError: (error: unknown) => void): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), budgetMs);
  try {
    const { prelude } = await prerenderToNodeStream(element, {
      signal: controller.signal,
      // never outline a large boundary into a late inline script (the CSP forbids those)
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // An area left to the browser carries its digest, so the browser knows it is expected.
      onError: (error) => {
        if ((error as { digest?: string })?.digest === clientAreaDigest) return clientAreaDigest;
        onError(error); // a page that throws on the server is rendered in the browser, and logged
        return undefined;
      },
    });
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks).toString('utf8');
  } finally {
    clearTimeout(timer);
  }
}
