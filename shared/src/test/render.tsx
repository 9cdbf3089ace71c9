// Test helpers every package's page tests use: render a page as the shell would host it.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider, Route, Routes, useLocation } from '@store/shared';
import { MemoryRouter } from '@store/shared/fixed-location-routers';
import { vi } from 'vitest';
import { useFavouritesCart } from '../store/favouritesCart.ts';
import { useSession } from '../store/session.ts';
import { Toaster } from '../ui/Toaster.tsx';

/** Shows where the router went and the state it carries. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)} data-search={location.search}>
      {location.pathname}
    </output>
  );
}

/**
 * Renders the pages of `routes` (route pattern → page) at `url`, with navigation state, inside a
 * router, a query client without retries, and a toast container.
 */
export function renderRoutes(routes: Record<string, ReactNode>, url: string, state?: unknown) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[{ pathname: url.split('?')[0]!, search: url.includes('?') ? url.slice(url.indexOf('?')) : '', state }]}>
        <Routes>
          {Object.entries(routes).map(([path, page]) => (
            <Route key={path} path={path} element={page} />
          ))}
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Renders `page` on route pattern `route` at `url` (default: the route itself), with navigation state. */
export function renderPage(page: ReactNode, route = '/', opts: { url?: string; state?: unknown } = {}) {
  return renderRoutes({ [route]: page }, opts.url ?? route, opts.state);
}

export function resetStores() {
  useSession.setState({ user: null, accessToken: null, refreshToken: null });
  useFavouritesCart.setState({ entries: [] });
}

type Reply = { status: number; body: unknown };

/**
 * Stubs fetch. Either a function deciding each answer from the request, or a list of answers
 * given in order (the last one repeats). Returns the mock to inspect calls.
 */
export function stubFetch(first: Reply | ((url: string, init?: RequestInit) => Reply), ...rest: Reply[]) {
  let i = 0;
  const replies = typeof first === 'function' ? [] : [first, ...rest];
  const fn = vi.fn(async (url: string, init?: RequestInit) => {
    const r = typeof first === 'function' ? first(url, init) : replies[Math.min(i++, replies.length - 1)];
    return new Response(JSON.stringify(r.body), { status: r.status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

/** The JSON body of a recorded fetch call. */
export const bodyOf = (call: unknown[]) => JSON.parse(String((call[1] as RequestInit).body));
