import { useState, type FormEvent } from 'react';
import { Link, useParams, useSearchParams, useMutation, useQuery, useQueryClient, hrefs, productPath, toast, useSession, usePageMeta } from '@store/shared';
import { reviewHideReasonLabels, reviewLimits } from '@store/shared/rules';
import { Field, Spinner } from '@store/shared/ui';
import { checkInvite, fetchMyReview, saveReview } from '../api/reviewsApi.ts';
import { StarPicker } from '../components/StarPicker.tsx';
import '../styles/reviews.css';

/**
 * /review/:productId (from the product page, or the invitation e-mail's signed link `?invite=`):
 * the buyer writes or edits their one review of the product. Whoever did not receive the product
 * reads why they cannot review it; a hidden review shows its author the reason.
 */
export default function WriteReviewPage() {
  const { productId = '' } = useParams();
  const [search] = useSearchParams();
  const invite = search.get('invite');
  const user = useSession((s) => s.user);
  const queryClient = useQueryClient();
  const mineKey = ['my-review', productId] as const;
  const mine = useQuery({ queryKey: mineKey, queryFn: () => fetchMyReview(productId), enabled: Boolean(user), retry: false });
  const link = useQuery({ queryKey: ['review-invite', invite], queryFn: () => checkInvite(invite!), enabled: Boolean(user && invite), retry: false });
  const data = mine.data;
  usePageMeta({ title: data ? `Review ${data.product.title}` : 'Write a review', description: 'Review a product you received.', canonical: `/review/${encodeURIComponent(productId)}` });

  const [rating, setRating] = useState(0);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<{ rating?: string; title?: string; body?: string }>({});
  const save = useMutation({ mutationFn: (v: { productId: string; review: Parameters<typeof saveReview>[1] }) => saveReview(v.productId, v.review) });
  const [refusal, setRefusal] = useState<string | null>(null);
  // the form starts from the shopper's own review, when there is one, and again when it was saved
  // anew (adjusted while rendering, not in an effect that would render the empty form first)
  const review = data?.review;
  const reviewVersion = review ? `${review.id}@${review.updatedAt}` : null;
  const [filledFrom, setFilledFrom] = useState<string | null>(null);
  if (review && reviewVersion !== filledFrom) {
    setFilledFrom(reviewVersion);
    setRating(review.rating);
    setTitle(review.title);
    setBody(review.body);
  }

  if (!user) {
    return (
      <main className="container page review-page">
        <h1 className="page-title">Write a review</h1>
        <p>Please log in with the account that placed the order to review this product.</p>
        <Link className="btn btn-primary" to={hrefs.login()}>Login</Link>
      </main>
    );
  }
  if (mine.isLoading) return <main className="container page review-page"><Spinner label="Loading" /></main>;
  if (mine.isError || !data) {
    return (
      <main className="container page review-page">
        <h1 className="page-title">Write a review</h1>
        <p role="alert">{mine.error?.message ?? 'Could not load your review.'}</p>
      </main>
    );
  }

  const productHref = productPath({ category: data.product.category, title: data.product.title, productId: data.product.id });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = {
      rating: rating < 1 ? 'Choose from 1 to 5 stars.' : undefined,
      title: title.trim() ? undefined : 'Write a title.',
      body: body.trim() ? undefined : 'Write a review.',
    };
    setErrors(found);
    if (found.rating || found.title || found.body) return;
    const reply = await save.mutateAsync({ productId, review: { rating, title, body } });
    if (!reply.success) {
      setRefusal(reply.message);
      toast.error(reply.message);
      return;
    }
    setRefusal(null);
    toast.success(reply.message);
    queryClient.setQueryData(mineKey, { ...data, review: reply.data });
    // the product page shows it at once, not after its minute of freshness
    void queryClient.invalidateQueries({ queryKey: ['product-reviews', productId] });
  };

  const hidden = data.review?.hiddenReason;
  return (
    <main className="container page review-page">
      <h1 className="page-title">{data.review ? 'Edit your review' : 'Write a review'}</h1>
      <p>
        Product: <Link to={productHref}>{data.product.title}</Link>
      </p>
      {link.isError && <p className="review-notice" role="alert">{link.error.message}</p>}
      {!data.eligible && !data.review ? (
        <p className="review-notice" role="alert">{data.reason}</p>
      ) : (
        <>
          {hidden && (
            <p className="review-notice" role="status">
              The store has hidden your review from the product page. Reason: {reviewHideReasonLabels[hidden]}. You can still edit it; the owner decides whether to show it again.
            </p>
          )}
          {data.review && !hidden && (
            <p role="status">
              Your review is published on the <Link to={`${productHref}#reviews`}>product page</Link>.
            </p>
          )}
          {data.review?.reply && (
            <div className="review-reply">
              <p className="review-reply__label">Reply from the store</p>
              <p className="review-text">{data.review.reply}</p>
            </div>
          )}
          <form method="post" className="review-form" onSubmit={submit} noValidate>
            <StarPicker value={rating} onChange={setRating} error={errors.rating} />
            <Field id="review-title" label="Title" required error={errors.title}>
              {(c) => <input {...c} type="text" maxLength={reviewLimits.titleMax} value={title} onChange={(e) => setTitle(e.target.value)} />}
            </Field>
            <Field id="review-body" label="Your review" required error={errors.body}>
              {(c) => <textarea {...c} rows={6} maxLength={reviewLimits.bodyMax} value={body} onChange={(e) => setBody(e.target.value)} />}
            </Field>
            <p className="review-hint">Plain text. Good or bad, it is published as you write it, with your first name and initial.</p>
            {refusal && <p className="review-notice" role="alert">{refusal}</p>}
            <button type="submit" className="btn btn-primary" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : data.review ? 'Update review' : 'Publish review'}
            </button>
          </form>
        </>
      )}
    </main>
  );
}
