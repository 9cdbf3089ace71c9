import { useLocation, useParams, useSearchParams, useQuery, queryKeys, staleTimes, isShopSlug, listingForShopSlug, useNotFoundWhen, useQueryErrorStatus, usePageMeta, CategoryStrip, ErrorScreen } from '@store/shared';
import type { ServerQueries } from '@store/shared/types';
import { Pagination, Spinner, useScrollToTopOnChange } from '@store/shared/ui';
import { fetchListing, filterQuery, searchProducts, type ListingFilters, type ListingReply } from '../api/catalogApi.ts';
import { EmptyListing, ProductGrid } from '../components/ProductGrid.tsx';
import { FilterSidebar } from '../components/FilterSidebar.tsx';
import { useSyncFavourites } from '../hooks/useSyncFavourites.ts';
import '../styles/catalog.css';

const SHOP_TITLE = 'When I shop, the world gets better.';

function readFilters(q: URLSearchParams): ListingFilters {
  const cents = (k: string) => {
    const v = q.get(k);
    return v !== null && /^\d+$/.test(v) ? Number(v) : undefined;
  };
  return { minPrice: cents('minPrice'), maxPrice: cents('maxPrice'), color: q.get('color') || undefined, size: q.get('size') || undefined };
}

const listingQuery = (category: string | undefined, page: number, filters: ListingFilters) => {
  const listing = listingForShopSlug(category);
  return { queryKey: queryKeys.listing(listing.endpoint, page, filterQuery(filters)), queryFn: () => fetchListing(listing.endpoint, page, filters) };
};
const pageOf = (q: URLSearchParams) => Math.max(1, Number.parseInt(q.get('page') ?? '1', 10) || 1);

/**
 * An address that is not this page's own spelling: a page number past the last page, a page or
 * price that is not a number (`?page=1x` shows page 1), a colour or size the list does not have, or
 * (in the page) a value the API refuses (a page past 100,000, a minimum above the maximum). The
 * shopper still sees what it shows; the server answers 404, so such variants are neither soft 404s
 * for crawlers nor new cache entries beside the real pages (#24 item 3).
 */
function notThisPage(q: URLSearchParams, reply: ListingReply | undefined): boolean {
  const page = q.get('page');
  if (page !== null && page !== '' && page !== String(pageOf(q))) return true;
  if (['minPrice', 'maxPrice'].some((k) => { const v = q.get(k); return v !== null && v !== '' && !/^\d+$/.test(v); })) return true;
  // a colour or size the list does not have (its facets list every one it has)
  const color = q.get('color');
  const size = q.get('size');
  if (reply?.facets && ((color && !reply.facets.colors.includes(color)) || (size && !reply.facets.sizes.includes(size)))) return true;
  const pagination = reply?.pagination;
  return pagination !== undefined && pagination.currentPage > Math.max(1, pagination.totalPages);
}

/** The page's data, fetched by the server before its one render pass (a search term lives in history state, never on the server). */
export const serverQueries: ServerQueries = ({ params, search }) => [listingQuery(params.category, pageOf(search), readFilters(search))];

/** A very common word matches more than the server ranks (issue 14): say so, and how to narrow it. */
export const CAPPED_NOTE = '1,000+ results. Add a word to narrow them down.';

/** /shop, /shop/{slug} and /shop/search (term from navigation state or `?q=`), paged and filterable. */
export default function ShopPage() {
  const { category } = useParams();
  const location = useLocation();
  const [query, setQuery] = useSearchParams();
  const state = location.state as { searchTerm?: unknown } | null;
  // navigation state (spec §5), else the address: `GET /shop/search?q=` works before hydration and without JS (#23)
  const searchTerm = (typeof state?.searchTerm === 'string' ? state.searchTerm : category === 'search' ? (query.get('q') ?? '') : '').trim();
  const searching = category === 'search' && searchTerm !== '';
  const listing = listingForShopSlug(category);
  const page = pageOf(query);
  const filters = readFilters(query);
  const filterKey = filterQuery(filters);

  const title = searching ? `Search results for "${searchTerm}"` : category ? listing.title : SHOP_TITLE;
  // An unknown slug shows the general list (spec §2) under that list's canonical address, and the
  // server answers it 404: a crawler sees no endless copies of the list, and the page cache keeps
  // such pages only in its small 404 budget, so made-up slugs cannot push real pages out (#24).
  const unknownSlug = Boolean(category) && category !== 'search' && !isShopSlug(category!);
  usePageMeta({
    title,
    description: searching
      ? `Products matching "${searchTerm}" at our custom print store.`
      : `Shop custom printed ${listing.title.toLowerCase()}: printed on demand and shipped worldwide.`,
    canonical: category && !searching && !unknownSlug ? `/shop/${category}` : '/shop',
  });

  const listed = listingQuery(category, page, filters);
  const queryKey = searching ? queryKeys.search(searchTerm, page) : listed.queryKey;
  const result = useQuery({
    queryKey,
    queryFn: searching ? () => searchProducts(searchTerm, page) : listed.queryFn,
    staleTime: staleTimes.list,
    // Paging within the same list keeps the old page on screen; another list never shows stale cards.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === queryKey[1] ? previous : undefined),
  });
  useSyncFavourites(result.data?.favouritesCart, result.dataUpdatedAt);
  const refused = useQueryErrorStatus(queryKey) === 400;
  useNotFoundWhen(unknownSlug || refused || notThisPage(query, result.data));

  // Scroll resets to the top on every page change (spec §2); arrival is the shell's ScrollToTop.
  useScrollToTopOnChange([page, category, searchTerm, filterKey]);

  const setPage = (p: number) => {
    const next = new URLSearchParams(query);
    if (p <= 1) next.delete('page');
    else next.set('page', String(p));
    // keep the search term in history state so paging a search stays a search
    setQuery(next, { state: location.state });
  };
  const setFilters = (f: ListingFilters) => {
    const next = new URLSearchParams(filterQuery(f));
    setQuery(next, { state: location.state });
  };

  const items = result.data?.data ?? [];
  const pagination = result.data?.pagination;
  return (
    <main className="cat-page cat-shop">
      <CategoryStrip />
      <h1 className="cat-shop__title">{title}</h1>
      <div className={searching ? 'cat-shop__body' : 'cat-shop__body has-filters'}>
        {!searching && <FilterSidebar facets={result.data?.facets} value={filters} onChange={setFilters} />}
        <div className="cat-shop__results">
          {result.isError && !result.data ? (
            <ErrorScreen message={result.error.message || 'Something went wrong, but no details were provided'} onRetry={() => void result.refetch()} />
          ) : result.isLoading ? (
            <div className="cat-center"><Spinner label="Loading products" size="lg" /></div>
          ) : items.length === 0 ? (
            <EmptyListing />
          ) : (
            <>
              {searching && result.data?.totalCapped && <p className="cat-shop__capped">{CAPPED_NOTE}</p>}
              {/* cards follow the h1 directly (the filter's h2 is hidden on phones): h2 titles keep the order */}
              <ProductGrid products={items} label={title} headingLevel={2} />
              {pagination && <Pagination currentPage={pagination.currentPage} totalPages={pagination.totalPages} onPageChange={setPage} />}
            </>
          )}
        </div>
      </div>
    </main>
  );
}
