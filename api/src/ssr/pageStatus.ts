import type { LiveRouteTable } from '../remotes/liveRouteTable.ts';

/**
 * The HTTP status a page URL gets before its render: 404 for a path no live remote's route owns,
 * 200 otherwise. A page that finds its own data missing (an unknown product or post) says so while
 * it renders (`useNotFound`), which turns the reply into a 404: this layer knows no page.
 */
export function pageStatus(routeTable: LiveRouteTable) {
  return async (url: URL): Promise<200 | 404> => ((await routeTable()).match(url.pathname) ? 200 : 404);
}
