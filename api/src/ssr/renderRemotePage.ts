import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { QueryClient, QueryClientProvider, dehydrate } from '@tanstack/react-query';

export interface RenderedPage {
  /** the page's markup with its data */
  html: string;
  /** the dehydrated query cache, safe inside <script type="application/json"> */
  state: string;
}

/**
 * JSON for a `<script type="application/json">` block: `<`, `>`, `&` and the JS line separators
 * are written as \u escapes, so no value (a product title holding `</script>`) can end the block.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Renders one remote page with its data. A first pass lets the page's own `useQuery` calls register
 * their queries (with the page's own query functions, so the data has exactly the browser's shape);
 * the ones without data are fetched — within `dataBudgetMs` — and a second pass renders the result.
 * Queries still pending are left out of the state: the browser fetches those itself.
 */
export async function renderRemotePage(opts: { path: string; routePath: string; Page: ComponentType; dataBudgetMs?: number }): Promise<RenderedPage> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  const tree = () =>
    createElement(
      QueryClientProvider,
      { client },
      createElement(MemoryRouter, { initialEntries: [opts.path] }, createElement(Routes, null, createElement(Route, { path: opts.routePath, element: createElement(opts.Page) }))),
    );
  renderToString(tree());
  const pending = client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.data === undefined)
    .map((q) => q.fetch().catch(() => undefined));
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([Promise.allSettled(pending), new Promise((done) => (timer = setTimeout(done, opts.dataBudgetMs ?? 300)))]);
  clearTimeout(timer);
  const html = renderToString(tree());
  return { html, state: scriptJson(dehydrate(client)) };
}
