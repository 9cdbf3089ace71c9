// The one route table (design §2): every URL of spec §2, the remote that owns it and the page that
// remote exposes. The shell's router, the server renderer, each remote's `exposes` and standalone
// index, and links between areas all read it. A new remote = a remotes.json line + entries here.
import { productPath } from './rules/slug.ts';

export interface StoreRoute {
  /** react-router path pattern */
  readonly path: string;
  /** remote name as written in remotes.json */
  readonly remote: string;
  /** the page component the remote exposes as `./<page>` (file src/pages/<page>.tsx) */
  readonly page: string;
  /** true when the page's data needs a signed-in shopper: the server renders chrome only */
  readonly private?: boolean;
  /** the page shows catalogue data only: its server HTML may be reused until the catalogue changes */
  readonly catalogueOnly?: boolean;
  /**
   * The query parameters the page reads. The server renders (and caches) the URL with only these,
   * sorted: tracking parameters (utm_*, gclid, …) and anything unknown cannot make a new render.
   */
  readonly query?: readonly string[];
}

/** What the shop page reads from its query string (ShopPage: page and the filters). */
const shopQuery = ['page', 'minPrice', 'maxPrice', 'color', 'size'] as const;

export const storeRoutes = [
  { path: '/', remote: 'catalog', page: 'HomePage', catalogueOnly: true },
  { path: '/shop', remote: 'catalog', page: 'ShopPage', catalogueOnly: true, query: shopQuery },
  { path: '/shop/:category', remote: 'catalog', page: 'ShopPage', catalogueOnly: true, query: shopQuery },
  { path: '/:category/:titleSlug/:productId', remote: 'catalog', page: 'ProductPage', catalogueOnly: true },
  { path: '/:productId/more-products', remote: 'catalog', page: 'BlueprintsPage' },
  { path: '/wishlist', remote: 'catalog', page: 'WishlistPage', private: true },

  { path: '/cart', remote: 'checkout', page: 'CartPage', private: true },
  { path: '/checkout', remote: 'checkout', page: 'CheckoutPage', private: true },
  { path: '/order-review', remote: 'checkout', page: 'OrderReviewPage', private: true },
  { path: '/payment/:orderId', remote: 'checkout', page: 'PaymentPage', private: true },
  { path: '/card-payment/:orderId', remote: 'checkout', page: 'CardPaymentPage', private: true },
  { path: '/payment/success/:orderId', remote: 'checkout', page: 'PaymentSuccessPage', private: true },
  { path: '/payment/cancel', remote: 'checkout', page: 'PaymentCancelPage', private: true },

  { path: '/orders', remote: 'account', page: 'OrdersPage', private: true },
  { path: '/orders/:orderId/tracking', remote: 'account', page: 'OrderTrackingPage', private: true },
  { path: '/user-profile', remote: 'account', page: 'ProfilePage', private: true },
  { path: '/register', remote: 'account', page: 'RegisterPage' },
  { path: '/login', remote: 'account', page: 'LoginPage' },
  { path: '/forgot', remote: 'account', page: 'ForgotPasswordPage' },
  { path: '/otp-verification', remote: 'account', page: 'OtpVerificationPage' },
  { path: '/update-password', remote: 'account', page: 'UpdatePasswordPage' },

  { path: '/blogs', remote: 'content', page: 'BlogsPage', query: ['page'] },
  { path: '/blogs/:slug', remote: 'content', page: 'BlogPage' },
  { path: '/about-us', remote: 'content', page: 'AboutPage' },
  { path: '/contact-us', remote: 'content', page: 'ContactPage' },
  { path: '/delivery-information', remote: 'content', page: 'DeliveryPage' },
  { path: '/privacy-policy', remote: 'content', page: 'PrivacyPage' },
  { path: '/terms-and-conditions', remote: 'content', page: 'TermsPage' },
  { path: '/test', remote: 'content', page: 'TestPage' },

  // the store owner's back office (issue #15): its own remote, loaded only on these paths
  { path: '/admin', remote: 'admin', page: 'DashboardPage', private: true },
  { path: '/admin/orders', remote: 'admin', page: 'OrdersPage', private: true },
  { path: '/admin/orders/:orderId', remote: 'admin', page: 'OrderPage', private: true },
  { path: '/admin/catalogue', remote: 'admin', page: 'CataloguePage', private: true },
  { path: '/admin/requests', remote: 'admin', page: 'DesignRequestsPage', private: true },
  { path: '/admin/subscribers', remote: 'admin', page: 'SubscribersPage', private: true },
  { path: '/admin/activity', remote: 'admin', page: 'ActivityPage', private: true },
  { path: '/admin/backups', remote: 'admin', page: 'BackupsPage', private: true },
  { path: '/admin/blog', remote: 'admin', page: 'BlogPostsPage', private: true },
  { path: '/admin/blog/new', remote: 'admin', page: 'BlogEditorPage', private: true },
  { path: '/admin/blog/:postId', remote: 'admin', page: 'BlogEditorPage', private: true },
] as const satisfies readonly StoreRoute[];

/** The routes one remote owns. */
export function routesOf(remote: string): StoreRoute[] {
  return storeRoutes.filter((r) => r.remote === remote);
}

/** The pages one remote must expose, once each. */
export function pagesOf(remote: string): string[] {
  return [...new Set(routesOf(remote).map((r) => r.page))];
}

/** A remote's Module Federation `exposes`: `./<Page>` → `./src/pages/<Page>.tsx`. */
export function exposesOf(remote: string): Record<string, string> {
  return Object.fromEntries(pagesOf(remote).map((page) => [`./${page}`, `./src/pages/${page}.tsx`]));
}

/** URLs other areas link to; a remote never hard-codes another area's paths. */
export const hrefs = {
  home: () => '/',
  shop: (category?: string, page?: number) =>
    `${category ? `/shop/${encodeURIComponent(category)}` : '/shop'}${page && page > 1 ? `?page=${page}` : ''}`,
  product: productPath,
  blueprints: (productId: string) => `/${encodeURIComponent(productId)}/more-products`,
  wishlist: () => '/wishlist',
  cart: () => '/cart',
  checkout: () => '/checkout',
  orderReview: () => '/order-review',
  payment: (orderId: string) => `/payment/${encodeURIComponent(orderId)}`,
  cardPayment: (orderId: string) => `/card-payment/${encodeURIComponent(orderId)}`,
  paymentSuccess: (orderId: string) => `/payment/success/${encodeURIComponent(orderId)}`,
  orders: () => '/orders',
  orderTracking: (orderId: string | number) => `/orders/${encodeURIComponent(String(orderId))}/tracking`,
  profile: () => '/user-profile',
  login: () => '/login',
  register: () => '/register',
  forgot: () => '/forgot',
  blogs: () => '/blogs',
  blog: (slug: string) => `/blogs/${encodeURIComponent(slug)}`,
  admin: () => '/admin',
  adminOrders: (query = '') => `/admin/orders${query ? `?${query}` : ''}`,
  adminOrder: (orderId: number | string) => `/admin/orders/${encodeURIComponent(String(orderId))}`,
  adminRequests: (state: 'new' | 'answered' = 'new') => `/admin/requests${state === 'answered' ? '?state=answered' : ''}`,
  adminSubscribers: () => '/admin/subscribers',
  adminCatalogue: () => '/admin/catalogue',
  adminActivity: () => '/admin/activity',
  adminBackups: () => '/admin/backups',
  adminBlog: () => '/admin/blog',
  adminBlogPost: (postId: number | string | 'new') => `/admin/blog/${encodeURIComponent(String(postId))}`,
} as const;

export interface StoreRouteMatch {
  route: StoreRoute;
  params: Record<string, string>;
}

/**
 * The route a pathname belongs to, ranked like react-router: among patterns of the same length the
 * one with more literal segments wins (/payment/success/:id before /:category/:titleSlug/:id).
 * Null for an unknown path (the 404 page) or a malformed percent-encoding.
 */
export function matchStoreRoute(pathname: string): StoreRouteMatch | null {
  const parts = pathname.split('/').filter(Boolean);
  let best: { match: StoreRouteMatch; literals: number } | null = null;
  for (const route of storeRoutes) {
    const pattern = route.path.split('/').filter(Boolean);
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    let literals = 0;
    let ok = true;
    for (let i = 0; i < pattern.length && ok; i++) {
      const seg = pattern[i]!;
      if (seg.startsWith(':')) {
        try {
          params[seg.slice(1)] = decodeURIComponent(parts[i]!);
        } catch {
          return null;
        }
      } else if (seg === parts[i]) literals++;
      else ok = false;
    }
    if (ok && (!best || literals > best.literals)) best = { match: { route, params }, literals };
  }
  return best?.match ?? null;
}
