// Routes belong to the remote that owns them (#25): each remote declares its own in its package
// (`<remote>-mfe/src/routes.json`), its build publishes them in its mf-manifest.json
// (`metaData.routes`), and the shell and the server build the store's table at runtime from the
// live remotes. Here: the shape of a declaration and the pure rules over a table. Links between
// areas stay URLs (`hrefs`): the URL is the contract.
import { productPath } from './rules/slug.ts';

/** One route as its remote declares it. */
export interface RouteDeclaration {
  /** react-router path pattern */
  readonly path: string;
  /** the page component the remote exposes as `./<page>` (file src/pages/<page>.tsx) */
  readonly page: string;
  /** true when the page's data needs a signed-in shopper: the server renders chrome only */
  readonly private?: boolean;
  /** the page shows catalogue data only: its server HTML may be reused until the catalogue changes */
  readonly catalogueOnly?: boolean;
  /** 'reported': the page may say "not found" while it renders (useNotFound), making the reply a 404 */
  readonly notFound?: 'reported';
  /**
   * The query parameters the page reads. The server renders (and caches) the URL with only these,
   * sorted: tracking parameters (utm_*, gclid, …) and anything unknown cannot make a new render.
   */
  readonly query?: readonly string[];
  /**
   * The path parameters the page reads, when it does not read them all. A segment it does not read
   * (a product's title slug, there for people and search engines) is rendered and cached as `-`:
   * `/t-shirts/<any slug>/<id>` is one cached page, not a new render per slug (#24 item 3).
   */
  readonly params?: readonly string[];
}

/** A route of the store's table: a declaration and the remote that owns it. */
export interface StoreRoute extends RouteDeclaration {
  /** remote name as written in remotes.json */
  readonly remote: string;
}

/** The routes one remote owns, as table rows. */
export function routesOfRemote(remote: string, declared: readonly RouteDeclaration[]): StoreRoute[] {
  return declared.map((r) => ({ ...r, remote }));
}

/** The pages a remote must expose, once each. */
export function pagesOf(declared: readonly RouteDeclaration[]): string[] {
  return [...new Set(declared.map((r) => r.page))];
}

/** A remote's Module Federation `exposes`: `./<Page>` → `./src/pages/<Page>.tsx`. */
export function exposesOf(declared: readonly RouteDeclaration[]): Record<string, string> {
  return Object.fromEntries(pagesOf(declared).map((page) => [`./${page}`, `./src/pages/${page}.tsx`]));
}

/** Two patterns that match the same URLs (`/a/:x` and `/a/:y`) are one path. */
export function pathShape(path: string): string {
  return '/' + path.split('/').filter(Boolean).map((seg) => (seg.startsWith(':') ? ':' : seg)).join('/');
}

export interface RouteCollision {
  path: string;
  remotes: string[];
}

/**
 * The store's table from each remote's declarations, in the order given. A path two remotes claim
 * is a collision: the deploy gate refuses it; at runtime the first remote keeps it.
 */
export function composeRouteTable(byRemote: ReadonlyArray<readonly [string, readonly RouteDeclaration[]]>): { routes: StoreRoute[]; collisions: RouteCollision[] } {
  const owner = new Map<string, string>();
  const routes: StoreRoute[] = [];
  const collisions: RouteCollision[] = [];
  for (const [remote, declared] of byRemote) {
    for (const route of declared) {
      const shape = pathShape(route.path);
      const first = owner.get(shape);
      if (first !== undefined && first !== remote) {
        collisions.push({ path: route.path, remotes: [first, remote] });
        continue;
      }
      owner.set(shape, remote);
      routes.push({ ...route, remote });
    }
  }
  return { routes, collisions };
}

/** A declaration list as read from a manifest or a file: anything else is refused with the reason. */
export function parseRouteDeclarations(value: unknown): RouteDeclaration[] {
  if (!Array.isArray(value)) throw new Error('routes must be a list');
  return value.map((r, i) => {
    const o = r as Record<string, unknown>;
    if (!o || typeof o !== 'object') throw new Error(`route ${i} is not an object`);
    if (typeof o.path !== 'string' || !o.path.startsWith('/') || o.path.length > 200) throw new Error(`route ${i}: path must start with /`);
    if (typeof o.page !== 'string' || !/^[A-Z][A-Za-z0-9]{0,80}$/.test(o.page)) throw new Error(`route ${i}: page must be a component name`);
    return {
      path: o.path,
      page: o.page,
      ...(o.private === true ? { private: true } : {}),
      ...(o.catalogueOnly === true ? { catalogueOnly: true } : {}),
      ...(o.notFound === 'reported' ? { notFound: 'reported' as const } : {}),
      ...queryNames(o.query, i),
      ...paramNames(o.params, o.path, i),
    };
  });
}

/** A route's `params`: names of its own path parameters, or nothing. */
function paramNames(value: unknown, path: string, i: number): { params: string[] } | null {
  if (value === undefined) return null;
  const inPath = new Set(path.split('/').filter((seg) => seg.startsWith(':')).map((seg) => seg.slice(1)));
  if (!Array.isArray(value) || !value.every((n) => typeof n === 'string' && inPath.has(n))) {
    throw new Error(`route ${i}: params must be a list of the path's parameter names`);
  }
  return { params: value as string[] };
}

/** A route's `query`: up to 20 parameter names, or nothing. */
function queryNames(value: unknown, i: number): { query: string[] } | null {
  if (value === undefined) return null;
  if (!Array.isArray(value) || value.length > 20 || !value.every((n) => typeof n === 'string' && /^[A-Za-z][\w-]{0,40}$/.test(n))) {
    throw new Error(`route ${i}: query must be a list of parameter names`);
  }
  return { query: value as string[] };
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
  adminDeploys: () => '/admin/deploys',
  adminBlog: () => '/admin/blog',
  adminBlogPost: (postId: number | string | 'new') => `/admin/blog/${encodeURIComponent(String(postId))}`,
} as const;

export interface StoreRouteMatch {
  route: StoreRoute;
  params: Record<string, string>;
}

/**
 * The route a pathname belongs to, ranked like react-router: among patterns of the same length the
 * one with more literal segments wins (/payment/success/:id before /:category/:titleSlug/:id), and
 * literal segments match in any case, as the browser's router does (/Admin/Orders/5 is the admin's
 * page on both sides, not a product on the server and the admin's in the browser).
 * Null for an unknown path (the 404 page) or a malformed percent-encoding.
 */
export function matchRoute(routes: readonly StoreRoute[], pathname: string): StoreRouteMatch | null {
  const parts = pathname.split('/').filter(Boolean);
  let best: { match: StoreRouteMatch; literals: number } | null = null;
  for (const route of routes) {
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
      } else if (seg.toLowerCase() === parts[i]!.toLowerCase()) literals++;
      else ok = false;
    }
    if (ok && (!best || literals > best.literals)) best = { match: { route, params }, literals };
  }
  return best?.match ?? null;
}
