import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ToastContainer } from 'react-toastify';
import { vi } from 'vitest';
import { useFavouritesCart, useSession } from '@store/shared';

/** Shows where the router went and the state it carries. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
    </output>
  );
}

/** Renders a page at `path` (with navigation state) inside router, query client and toasts. */
export function renderPage(page: ReactNode, path: string, state?: unknown) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[{ pathname: path, state }]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
        <ToastContainer />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

export function resetStores() {
  useSession.setState({ user: null, accessToken: null, refreshToken: null });
  useFavouritesCart.setState({ entries: [] });
}

/** Stubs fetch with one JSON reply per call (the last one repeats); returns the mock to inspect calls. */
export function stubFetch(...replies: { status: number; body: unknown }[]) {
  let i = 0;
  const fn = vi.fn(async (_url: string, _init?: RequestInit) => {
    const r = replies[Math.min(i++, replies.length - 1)];
    return new Response(JSON.stringify(r.body), { status: r.status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

export const bodyOf = (call: unknown[]) => JSON.parse(String((call[1] as RequestInit).body));
