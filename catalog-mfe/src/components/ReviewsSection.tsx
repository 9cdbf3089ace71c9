import { useState } from 'react';
import { Link, useQuery } from '@store/shared';
import { formatLongDate as dateOf, type ReviewPage } from '@store/shared/rules';
import { Pagination, Spinner } from '@store/shared/ui';
import { reviewsQuery } from '../api/reviewsApi.ts';
import { RatingStars } from './RatingStars.tsx';
import { ReviewSummaryLine } from './ReviewSummaryLine.tsx';

/**
 * The product's reviews (#40 item 1): the real average and count, pages of reviews with the
 * owner's replies, "No reviews yet" where there are none. Text is rendered as text, never as HTML.
 */
export function ReviewsSection({ productId }: { productId: string }) {
  const [page, setPage] = useState(1);
  const q = useQuery({ ...reviewsQuery(productId, page), placeholderData: (previous: ReviewPage | undefined) => previous });
  const data = q.data;
  return (
    <section className="cat-reviews" id="reviews" aria-labelledby="reviews-title">
      <div className="cat-reviews__head">
        <h2 id="reviews-title">Customer reviews</h2>
        <Link className="btn btn-outline" to={`/review/${encodeURIComponent(productId)}`}>Write a review</Link>
      </div>
      {q.isError && <p role="alert">{q.error.message}</p>}
      {!data && q.isLoading && <Spinner label="Loading reviews" />}
      {data && (
        <>
          <ReviewSummaryLine summary={data.summary} />
          {data.summary.count > 0 && <p className="cat-reviews__note">Only shoppers whose order with this product was delivered can review it.</p>}
          <ol className="cat-reviews__list" aria-busy={q.isFetching}>
            {data.items.map((r) => (
              <li key={r.id} className="cat-review">
                <article aria-labelledby={`review-${r.id}`}>
                  <h3 id={`review-${r.id}`}>
                    <RatingStars rating={r.rating} /> {r.title}
                  </h3>
                  <p className="cat-review__meta">
                    {r.author}, verified buyer · <time dateTime={r.createdAt}>{dateOf(r.createdAt)}</time>
                    {r.updatedAt !== r.createdAt && ' (edited)'}
                  </p>
                  <p className="cat-review__body">{r.body}</p>
                  {r.reply && (
                    <div className="cat-review__reply">
                      <p className="cat-review__meta">Reply from the store{r.repliedAt && <> · <time dateTime={r.repliedAt}>{dateOf(r.repliedAt)}</time></>}</p>
                      <p className="cat-review__body">{r.reply}</p>
                    </div>
                  )}
                </article>
              </li>
            ))}
          </ol>
          <Pagination currentPage={data.page} totalPages={data.totalPages} onPageChange={setPage} variant="blueprint" label="Review pages" />
        </>
      )}
    </section>
  );
}
