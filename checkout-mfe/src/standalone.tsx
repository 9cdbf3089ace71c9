// Runs this remote alone (`npm run dev -w checkout-mfe`), on the shell's paths (shell/src/routes/routeTable.ts).
import { lazy } from 'react';
import { renderStandalone } from '@store/shared/ui/standalone';
const CartPage = lazy(() => import('./pages/CartPage.tsx'));
const CheckoutPage = lazy(() => import('./pages/CheckoutPage.tsx'));
const OrderReviewPage = lazy(() => import('./pages/OrderReviewPage.tsx'));
const PaymentPage = lazy(() => import('./pages/PaymentPage.tsx'));
const CardPaymentPage = lazy(() => import('./pages/CardPaymentPage.tsx'));
const PaymentSuccessPage = lazy(() => import('./pages/PaymentSuccessPage.tsx'));
const PaymentCancelPage = lazy(() => import('./pages/PaymentCancelPage.tsx'));

renderStandalone(
  'checkout',
  [
    { path: '/cart', Page: CartPage },
    { path: '/checkout', Page: CheckoutPage },
    { path: '/order-review', Page: OrderReviewPage },
    { path: '/payment/:orderId', Page: PaymentPage },
    { path: '/card-payment/:orderId', Page: CardPaymentPage },
    { path: '/payment/success/:orderId', Page: PaymentSuccessPage },
    { path: '/payment/cancel', Page: PaymentCancelPage },
  ],
  ['/cart', '/checkout', '/payment/cancel'],
);
