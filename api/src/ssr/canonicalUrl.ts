import type { StoreRouteMatch } from '@store/shared/routes';

/** Longer values are no page's parameter (a page number, a price, a colour): dropped. */
const MAX_VALUE_LENGTH = 100;

/**
 * The URL a page is rendered and cached as: its path and only the query parameters its route (the
 * request's one match, pageRequest.ts) declares it reads (`query` in the route table), sorted by name, first value of each, empty ones
 * dropped. Tracking parameters (utm_*, gclid, fbclid) and anything unknown are not part of it, so
 * `/shop/hoodies?utm_source=<unique>` is the cached `/shop/hoodies`, not a new render (#24 item 3).
 * The page reads nothing else, so the HTML is the one it would render for the full URL, and the
 * browser hydrates it under the full URL unchanged.
 */
export function canonicalPageUrl(url: URL, match: StoreRouteMatch | null): string {
  const pathname = match ? canonicalPath(match) : '/' + url.pathname.split('/').filter(Boolean).join('/');
  const reads = match?.route.query ?? [];
  const kept = new URLSearchParams();
  for (const name of [...reads].sort()) {
    const value = url.searchParams.get(name);
    if (value && value.length <= MAX_VALUE_LENGTH) kept.set(name, value);
  }
  const search = kept.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/**
 * The route's own spelling of the path: its literal segments as the route writes them (the match
 * ignores case), each parameter from its decoded value encoded once (`%61bc` is `abc`), no empty
 * segment (`/.//shop/` was read as a host by the URL parser), and each parameter the route does not
 * read (`params` in the route table) as `-`. The page never shows such a segment (a product's title
 * slug), so every spelling of it is one render and one cache entry: varied slugs could neither
 * render in a loop nor push real pages out of the cache (#24 item 3). The page's canonical link
 * names the right slug.
 */
function canonicalPath(match: StoreRouteMatch): string {
  const reads = match.route.params;
  const segments = match.route.path.split('/').filter(Boolean).map((seg) => {
    if (!seg.startsWith(':')) return seg;
    const name = seg.slice(1);
    return reads && !reads.includes(name) ? '-' : encodeURIComponent(match.params[name] ?? '');
  });
  return '/' + segments.join('/');
}
