import { matchStoreRoute } from '@store/shared/routes';
import type { Deps } from '../deps.ts';
import { cachedProductDetail } from '../catalog/productDetails.ts';
import { findBlogBySlug } from '../content/blogQueries.ts';

const productIdPattern = /^[A-Za-z0-9_-]{1,64}$/;
const slugPattern = /^[a-z0-9-]{1,200}$/i;

/**
 * The HTTP status of a page URL: 404 for a path no route owns, an unknown product or blog post;
 * 200 otherwise. Crawlers and shoppers then get a real 404 even before any JavaScript runs.
 */
export function pageStatus(deps: Pick<Deps, 'db'>) {
  return async (url: URL): Promise<200 | 404> => {
    const match = matchStoreRoute(url.pathname);
    if (!match) return 404;
    const { page } = match.route;
    if (page === 'ProductPage') {
      const id = match.params.productId ?? '';
      // the same cached load the page's render then uses: no second query per product page
      return productIdPattern.test(id) && (await cachedProductDetail(deps.db, id)) ? 200 : 404;
    }
    if (page === 'BlogPage') {
      const slug = match.params.slug ?? '';
      return slugPattern.test(slug) && (await findBlogBySlug(deps.db, slug)) ? 200 : 404;
    }
    return 200;
  };
}
