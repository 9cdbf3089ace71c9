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

// The shell's paths for this remote's pages (shell/src/routes/routeTable.ts).
const routes = [
  { path: '/', Page: HomePage },
  { path: '/shop', Page: ShopPage },
  { path: '/shop/:category', Page: ShopPage },
  { path: '/:category/:titleSlug/:productId', Page: ProductPage },
  { path: '/:productId/more-products', Page: BlueprintsPage },
  { path: '/wishlist', Page: WishlistPage },
];
const links = ['/', '/shop', '/shop/hoodies', '/wishlist'];

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={createQueryClient()}>
      <BrowserRouter>
        <nav aria-label="catalog pages">
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
        <ToastContainer position="top-right" autoClose={3000} />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
