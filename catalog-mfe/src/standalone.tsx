// Runs this remote alone (`npm run dev -w catalog-mfe`), on the shell's paths (shell/src/routes/routeTable.ts).
import { lazy } from 'react';
import { renderStandalone } from '@store/shared/ui/standalone';
const HomePage = lazy(() => import('./pages/HomePage.tsx'));
const ShopPage = lazy(() => import('./pages/ShopPage.tsx'));
const ProductPage = lazy(() => import('./pages/ProductPage.tsx'));
const BlueprintsPage = lazy(() => import('./pages/BlueprintsPage.tsx'));
const WishlistPage = lazy(() => import('./pages/WishlistPage.tsx'));

renderStandalone(
  'catalog',
  [
    { path: '/', Page: HomePage },
    { path: '/shop', Page: ShopPage },
    { path: '/shop/:category', Page: ShopPage },
    { path: '/:category/:titleSlug/:productId', Page: ProductPage },
    { path: '/:productId/more-products', Page: BlueprintsPage },
    { path: '/wishlist', Page: WishlistPage },
  ],
  ['/', '/shop', '/shop/hoodies', '/wishlist'],
);
