import { ratingLabel } from '@store/shared/rules';

/** Five stars filled to the rating (rounded to the half star), with the number for screen readers. */
export function RatingStars({ rating }: { rating: number }) {
  const filled = Math.round(rating);
  return (
    <span className="cat-stars" role="img" aria-label={ratingLabel(rating)}>
      <span aria-hidden="true">{'★'.repeat(filled)}{'☆'.repeat(5 - filled)}</span>
    </span>
  );
}
