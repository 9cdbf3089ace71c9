// The store's server can import this file through @store/shared with no tsconfig of its own: JSX runtime stated here.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
// Runs one remote alone (`npm run dev -w <remote>`): its pages on the shell's paths, without the
// shell, with the same providers the shell gives them. Development only.
import { StrictMode, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, QueryClientProvider, Route, Routes } from '@store/shared';
import 'react-toastify/dist/ReactToastify.css';
import './designSystem.css';
import './ui.css';
import { createQueryClient } from '../query.ts';
import { Toaster } from './Toaster.tsx';

export interface StandaloneRoute {
  path: string;
  Page: ComponentType;
}

export function renderStandalone(remote: string, routes: StandaloneRoute[], links: string[]) {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <BrowserRouter>
          <nav aria-label={`${remote} pages`}>
            {links.map((to) => (
              <Link key={to} to={to} style={{ marginRight: 8 }}>
                {to}
              </Link>
            ))}
          </nav>
          <Suspense fallback={<p>Loading…</p>}>
            <Routes>
              {routes.map(({ path, Page }) => (
                <Route key={path} path={path} element={<Page />} />
              ))}
            </Routes>
          </Suspense>
          <Toaster position="top-right" autoClose={3000} />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}
