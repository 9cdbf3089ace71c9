import { useState, type FormEvent } from 'react';
import { Link, productPath, toast, useNavigate, useQuery, useQueryClient, useSearchParams, useMutation } from '@store/shared';
import { reviewHideReasonLabels, reviewHideReasons, type ReviewHideReason } from '@store/shared/rules';
import { Pagination } from '@store/shared/ui';
import { fetchReviews, hideReview, replyToReview, reviewKeys, unhideReview, type AdminReview, type ReviewFilter } from '../api/reviewsApi.ts';
import { QueryView } from '../components/QueryView.tsx';
import { AdminFrame } from '../components/AdminFrame.tsx';
import { shortDateTime } from '../components/labels.ts';

const filters: { value: ReviewFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'visible', label: 'Published' },
  { value: 'hidden', label: 'Hidden' },
  { value: 'unanswered', label: 'Not answered' },
];
const isFilter = (v: string | null): v is ReviewFilter => filters.some((f) => f.value === v);

/**
 * /admin/reviews: every review, filtered by state and rating. The owner may hide one only for a
 * reason of the fixed list (never for being negative), show it again, and reply in public.
 */
export default function ReviewsPage() {
  return (
    <AdminFrame title="Reviews">
      <ReviewsBody />
    </AdminFrame>
  );
}

function ReviewsBody() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filterParam = params.get('filter');
  const filter: ReviewFilter = isFilter(filterParam) ? filterParam : 'all';
  const ratingParam = Number(params.get('rating'));
  const rating = Number.isInteger(ratingParam) && ratingParam >= 1 && ratingParam <= 5 ? ratingParam : null;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const reviews = useQuery({ queryKey: reviewKeys.list(filter, rating, page), queryFn: () => fetchReviews(filter, rating, page), staleTime: 0, retry: 1 });
  const go = (next: { filter?: ReviewFilter; rating?: number | null; page?: number }) => {
    const q = new URLSearchParams();
    const f = next.filter ?? filter;
    const r = next.rating === undefined ? rating : next.rating;
    if (f !== 'all') q.set('filter', f);
    if (r) q.set('rating', String(r));
    if ((next.page ?? 1) > 1) q.set('page', String(next.page));
    navigate(`/admin/reviews${q.size ? `?${q}` : ''}`);
  };
  return (
    <div className="stack">
      <div className="adm-review-filters">
        <nav className="adm-tabs" aria-label="Review state">
          {filters.map((f) => (
            <Link key={f.value} to={`/admin/reviews${f.value === 'all' ? '' : `?filter=${f.value}`}`} className="adm-nav__link" aria-current={filter === f.value ? 'page' : undefined}>
              {f.label}
            </Link>
          ))}
        </nav>
        <div className="form-field">
          <label htmlFor="review-rating-filter">Rating</label>
          <select id="review-rating-filter" value={rating ?? ''} onChange={(e) => go({ rating: e.target.value ? Number(e.target.value) : null })}>
            <option value="">Any rating</option>
            {[5, 4, 3, 2, 1].map((n) => <option key={n} value={n}>{n} {n === 1 ? 'star' : 'stars'}</option>)}
          </select>
        </div>
      </div>
      <QueryView query={reviews} loading="Loading reviews" failed="Could not load the reviews">
        {(data) => data.rows.length === 0 ? (
          <p role="status">No reviews here.</p>
        ) : (
          <>
            <p className="muted">{data.total} {data.total === 1 ? 'review' : 'reviews'}</p>
            <ul className="adm-requests">
              {data.rows.map((r) => (
                <li key={r.id} className="card stack">
                  <ReviewCard review={r} />
                </li>
              ))}
            </ul>
            <Pagination currentPage={page} totalPages={data.totalPages} onPageChange={(p) => go({ page: p })} label="Review pages" />
          </>
        )}
      </QueryView>
    </div>
  );
}

function ReviewCard({ review: r }: { review: AdminReview }) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState<ReviewHideReason | ''>('');
  const [reply, setReply] = useState(r.reply ?? '');
  const [replyError, setReplyError] = useState<string | null>(null);
  // one mutation for the card's three writes (hide, show again, reply): each is the call it runs
  const write = useMutation({ mutationFn: (call: () => Promise<{ success: boolean; message: string }>) => call() });
  const busy = write.isPending;
  const id = `review-${r.id}`;

  async function act(call: () => Promise<{ success: boolean; message: string }>) {
    const result = await write.mutateAsync(call);
    if (!result.success) return void toast.error(result.message);
    toast.success(result.message);
    await queryClient.invalidateQueries({ queryKey: reviewKeys.all });
  }
  const hide = (e: FormEvent) => {
    e.preventDefault();
    if (reason) void act(() => hideReview(r.id, reason));
  };
  const publishReply = (e: FormEvent) => {
    e.preventDefault();
    if (!reply.trim()) return setReplyError('Write the reply first.');
    setReplyError(null);
    void act(() => replyToReview(r.id, reply));
  };

  return (
    <article aria-labelledby={`${id}-title`} className="stack">
      <h2 className="adm-request__title" id={`${id}-title`}>
        {r.rating} of 5 stars: {r.title}
      </h2>
      <p className="muted">
        <Link to={productPath({ category: r.category, title: r.productTitle, productId: r.productId })}>{r.productTitle}</Link> · {r.shopperName || 'A shopper'} · {r.shopperEmail}
        {r.orderId !== null && <> · order <Link to={`/admin/orders/${r.orderId}`}>#{r.orderId}</Link></>} · {shortDateTime(r.createdAt)}
      </p>
      <p className="adm-review__body">{r.body}</p>
      {r.hiddenReason ? (
        <div className="form-actions">
          <p role="status"><strong>Hidden:</strong> {reviewHideReasonLabels[r.hiddenReason]} (its author sees this reason)</p>
          <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void act(() => unhideReview(r.id))}>Show again</button>
        </div>
      ) : (
        <form method="post" className="form-actions" onSubmit={hide} noValidate>
          <div className="form-field">
            <label htmlFor={`${id}-reason`}>Hide for</label>
            <select id={`${id}-reason`} value={reason} onChange={(e) => setReason(e.target.value as ReviewHideReason | '')}>
              <option value="">Choose a reason</option>
              {reviewHideReasons.map((x) => <option key={x} value={x}>{reviewHideReasonLabels[x]}</option>)}
            </select>
          </div>
          <button type="submit" className="btn btn-outline" disabled={busy || !reason}>Hide review</button>
        </form>
      )}
      <form method="post" onSubmit={publishReply} noValidate className="stack">
        <div className="form-field">
          <label htmlFor={`${id}-reply`}>{r.reply ? 'Your public reply' : 'Reply in public'}</label>
          <textarea id={`${id}-reply`} rows={3} maxLength={4000} value={reply} onChange={(e) => setReply(e.target.value)}
            aria-invalid={replyError ? true : undefined} aria-describedby={replyError ? `${id}-reply-error` : undefined} />
          {replyError && <p id={`${id}-reply-error`} className="form-error" role="alert">{replyError}</p>}
        </div>
        <div className="form-actions">
          <button type="submit" className="btn btn-primary" disabled={busy}>{r.reply ? 'Update reply' : 'Publish reply'}</button>
          {r.repliedAt && <span className="muted">Replied {shortDateTime(r.repliedAt)}</span>}
        </div>
      </form>
    </article>
  );
}
