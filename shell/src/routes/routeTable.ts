import type { RemoteName } from '../../../mf-shared.ts';

export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  /** the page component the remote exposes */
  page: string;
}

/** Every route of spec §2, each mapped to the remote that owns it (design §1). */
export const routeTable: readonly RemoteRoute[] = [
  { path: '/', remote: 'catalog', page: 'HomePage' },
  { path: '/shop', remote: 'catalog', page: 'ShopPage' },
  { path: '/shop/:category', remote: 'catalog', page: 'ShopPage' },
  { path: '/:category/:titleSlug/:productId', remote: 'catalog', page: 'ProductPage' },
  { path: '/:productId/more-products', remote: 'catalog', page: 'BlueprintsPage' },
  { path: '/wishlist', remote: 'catalog', page: 'WishlistPage' },

  { path: '/cart', remote: 'checkout', page: 'CartPage' },
  { path: '/checkout', remote: 'checkout', page: 'CheckoutPage' },
  { path: '/order-review', remote: 'checkout', page: 'OrderReviewPage' },
  { path: '/payment/:orderId', remote: 'checkout', page: 'PaymentPage' },
  { path: '/card-payment/:orderId', remote: 'checkout', page: 'CardPaymentPage' },
  { path: '/payment/success/:orderId', remote: 'checkout', page: 'PaymentSuccessPage' },
  { path: '/payment/cancel', remote: 'checkout', page: 'PaymentCancelPage' },

  { path: '/orders', remote: 'account', page: 'OrdersPage' },
  { path: '/user-profile', remote: 'account', page: 'ProfilePage' },
  { path: '/register', remote: 'account', page: 'RegisterPage' },
  { path: '/login', remote: 'account', page: 'LoginPage' },
  { path: '/forgot', remote: 'account', page: 'ForgotPasswordPage' },
  { path: '/otp-verification', remote: 'account', page: 'OtpVerificationPage' },
  { path: '/update-password', remote: 'account', page: 'UpdatePasswordPage' },

  { path: '/blogs', remote: 'content', page: 'BlogsPage' },
  { path: '/blogs/:slug', remote: 'content', page: 'BlogPage' },
  { path: '/about-us', remote: 'content', page: 'AboutPage' },
  { path: '/contact-us', remote: 'content', page: 'ContactPage' },
  { path: '/delivery-information', remote: 'content', page: 'DeliveryPage' },
  { path: '/privacy-policy', remote: 'content', page: 'PrivacyPage' },
  { path: '/terms-and-conditions', remote: 'content', page: 'TermsPage' },
  { path: '/test', remote: 'content', page: 'TestPage' },
];
