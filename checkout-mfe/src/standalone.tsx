// Runs this remote alone (`npm run dev -w checkout-mfe`): its pages without the shell, for local work.
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import '@store/shared/ui/ui.css';
import { createQueryClient } from '@store/shared';
const CartPage = lazy(() => import('./pages/CartPage.tsx'));
const CheckoutPage = lazy(() => import('./pages/CheckoutPage.tsx'));
const OrderReviewPage = lazy(() => import('./pages/OrderReviewPage.tsx'));
const PaymentPage = lazy(() => import('./pages/PaymentPage.tsx'));
const CardPaymentPage = lazy(() => import('./pages/CardPaymentPage.tsx'));
const PaymentSuccessPage = lazy(() => import('./pages/PaymentSuccessPage.tsx'));
const PaymentCancelPage = lazy(() => import('./pages/PaymentCancelPage.tsx'));

const pages = { CartPage, CheckoutPage, OrderReviewPage, PaymentPage, CardPaymentPage, PaymentSuccessPage, PaymentCancelPage };

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={createQueryClient()}>
      <BrowserRouter>
        <nav aria-label="checkout pages">
          {Object.keys(pages).map((p) => (
            <Link key={p} to={`/${p}`} style={{ marginRight: 8 }}>
              {p}
            </Link>
          ))}
        </nav>
        <Suspense fallback={<p>Loading…</p>}>
          <Routes>
            <Route path="/" element={<CartPage />} />
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
