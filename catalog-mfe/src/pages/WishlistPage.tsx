import { useState } from 'react';
import { Link, useNavigate, keepPreviousData, useQuery, toast, queryKeys, staleTimes, productPath, usePageMeta, ErrorScreen } from '@store/shared';
import { dollarsToCents } from '@store/shared/rules';
import type { FavouritesCartEntry } from '@store/shared';
import { Pagination, Spinner, useScrollToTopOnChange } from '@store/shared/ui';
import { fetchWishlist } from '../api/catalogApi.ts';
import { ZoomImage } from '../components/ZoomImage.tsx';
import { PriceTag } from '../components/PriceTag.tsx';
import { useToggleEntry } from '../hooks/useToggleEntry.ts';
import '../styles/catalog.css';

function WishlistCard({ entry }: { entry: FavouritesCartEntry }) {
  const navigate = useNavigate();
  const { toggle, pending } = useToggleEntry();
  const href = productPath({ category: entry.category, title: entry.productTitle, productId: String(entry.product_id) });
  const cents = dollarsToCents(entry.productPrice) ?? 0;
  const addToCart = () => {
    toast.info('Please choose the variants color or sizes and then add to cart.', { autoClose: 10_000 });
    navigate(href);
  };
  // Removal goes through the toggle, which the server scopes to the caller (user token or guest uid).
  const remove = async () => {
    if (!entry.product_id) {
      toast.error('User ID or Product ID is missing. Please log in and try again.');
      return;
    }
    const result = await toggle({ type: 'favorite', product_id: String(entry.product_id) });
    if (result === null) toast.error('Failed to remove item from wishlist!');
  };
  return (
    <article className="cat-card" data-testid="wishlist-card">
      <div className="cat-card__media">
        <Link to={href} tabIndex={-1} aria-hidden="true">
          <ZoomImage src={entry.default_image} alt={entry.productTitle} />
        </Link>
      </div>
      <div className="cat-card__body">
        <h2 className="cat-card__title"><Link to={href}>{entry.productTitle}</Link></h2>
        <PriceTag className="cat-card__price" cents={cents} reference={entry} />
        <div className="cat-card__actions">
          <button type="button" className="btn btn-primary" onClick={addToCart}>Add to Cart</button>
          <button type="button" className="btn btn-outline" onClick={remove} disabled={pending} aria-label={`Remove ${entry.productTitle} from wishlist`}>
            Remove
          </button>
        </div>
      </div>
    </article>
  );
}

/** /wishlist: the caller's favourites, paged; the pager shows only with more than one page. */
export default function WishlistPage() {
  usePageMeta({ title: 'Wishlist', description: 'The products you saved for later.', canonical: '/wishlist' });
  const [page, setPage] = useState(1);
  // The previous page stays on screen while the next loads, so the pager keeps its page count (#11).
  const q = useQuery({ queryKey: queryKeys.wishlist(page), queryFn: () => fetchWishlist(page), staleTime: staleTimes.wishlist, placeholderData: keepPreviousData });
  useScrollToTopOnChange([page]);
  // Removing the last item of a later page moves back a page: judged only on a settled reply for this
  // page, never while it loads (a missing count used to read as 1 and reset every page change to 1).
  const known = q.isPlaceholderData ? undefined : q.data?.pagination.totalPages;
  const total = q.data?.pagination.totalPages ?? 1;
  // (adjusted while rendering, not in an effect that would render the empty page first)
  if (known !== undefined && page > known) setPage(Math.max(1, known));

  return (
    <main className="cat-page">
      <h1>Wishlist</h1>
      {q.isLoading ? (
        <div className="cat-center"><Spinner label="Loading wishlist" size="lg" /></div>
      ) : q.isError ? (
        <ErrorScreen message={q.error.message} onRetry={() => void q.refetch()} />
      ) : !q.data?.data.length ? (
        <section className="cat-empty">
          <h2>Your wishlist is empty</h2>
          <p><Link to="/shop">Browse the shop</Link> and tap the heart on anything you like.</p>
        </section>
      ) : (
        <>
          <ul className="cat-grid" aria-label="Wishlist">
            {q.data.data.map((e) => (
              <li key={e.id}><WishlistCard entry={e} /></li>
            ))}
          </ul>
          {total > 1 && <Pagination currentPage={page} totalPages={total} onPageChange={setPage} />}
        </>
      )}
    </main>
  );
}
