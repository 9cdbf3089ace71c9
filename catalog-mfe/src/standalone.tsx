// Runs this remote alone (`npm run dev -w catalog-mfe`): its pages without the shell, for local work.
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import '@store/shared/ui/ui.css';
import { createQueryClient } from '@store/shared';
const HomePage = lazy(() => import('./pages/HomePage.tsx'));
const ShopPage = lazy(() => import('./pages/ShopPage.tsx'));
const ProductPage = lazy(() => import('./pages/ProductPage.tsx'));
const BlueprintsPage = lazy(() => import('./pages/BlueprintsPage.tsx'));
const WishlistPage = lazy(() => import('./pages/WishlistPage.tsx'));

const pages = { HomePage, ShopPage, ProductPage, BlueprintsPage, WishlistPage };

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={createQueryClient()}>
      <BrowserRouter>
        <nav aria-label="catalog pages">
          {Object.keys(pages).map((p) => (
            <Link key={p} to={`/${p}`} style={{ marginRight: 8 }}>
              {p}
            </Link>
          ))}
        </nav>
        <Suspense fallback={<p>Loading…</p>}>
          <Routes>
            <Route path="/" element={<HomePage />} />
            {Object.entries(pages).map(([name, Page]) => (
              <Route key={name} path={`/${name}/*`} element={<Page />} />
            ))}
          </Routes>
        </Suspense>
        <ToastContainer position="top-right" autoClose={3000} />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
