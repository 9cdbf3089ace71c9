import type { ComponentType } from 'react';
import type { StoreRoute } from '@store/shared/routes';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { QueryClient, dehydrate } from '@tanstack/react-query';
import type { RenderedHead, ShellServerEntry } from './shellServer.ts';
import { headTags } from './headTags.ts';
import { scriptJson } from './scriptJson.ts';

export interface RenderedApp {
  /** the markup of the shell with the page inside, for <div id="root"> */
  html: string;
  /** the dehydrated query cache, safe inside <script type="application/json"> */
  state: string;
  /** the page's <head> tags from this same render, or null when no page declared any */
  head: string | null;
  /** 404 when the page reported its data not found during the render */
  status?: 404;
}

/**
 * Renders the whole store frame for one URL with the page's data. A first pass lets every
 * `useQuery` of the header and the page register its query (with the area's own query function,
 * so the data has exactly the browser's shape); those without data are fetched within
 * `dataBudgetMs`; the second pass renders the result. Queries that did not finish are left out of
 * the state, so the browser fetches them itself.
 */
export async function renderApp(
  shell: ShellServerEntry,
  opts: { url: string; pages: ReadonlyMap<string, ComponentType>; routes?: readonly StoreRoute[]; dataBudgetMs?: number; renderBudgetMs?: number; onError?: (error: unknown) => void },
): Promise<RenderedApp> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000, gcTime: Infinity } } });
  let head: RenderedHead | null = null;
  let status: 404 | undefined;
  // The last page meta of the final pass wins: the page's own, declared inside the frame.
  const element = (onPageHead?: (h: RenderedHead) => void) => shell.renderApp({ url: opts.url, pages: opts.pages, routes: opts.routes ?? [], queryClient, onPageHead, onPageStatus: (s) => (status = s) });
  renderToString(element());
  const pending = queryClient
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.data === undefined)
    .map((q) => q.fetch().catch(() => undefined));
  await within(Promise.allSettled(pending), opts.dataBudgetMs ?? 400);
  const html = await prerenderToString(element((h) => (head = h)), shell.CLIENT_AREA_DIGEST, opts.renderBudgetMs ?? 2_000, opts.onError ?? (() => {}));
  const state = dehydrate(queryClient, { shouldDehydrateQuery: (q) => q.state.status === 'success' });
  return { html, state: scriptJson(state), head: head ? headTags(head) : null, ...(status ? { status } : {}) };
}

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
