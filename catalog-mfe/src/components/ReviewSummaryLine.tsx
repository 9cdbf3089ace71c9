import type { ReviewSummary } from '@store/shared/rules';
import { reviewCountLabel } from '@store/shared/rules';
import { RatingStars } from './RatingStars.tsx';

/** "★★★★☆ 4.3 · 12 reviews", or "No reviews yet": the real numbers or none at all. */
export function ReviewSummaryLine({ summary, link }: { summary: ReviewSummary; link?: string }) {
  if (!summary.count || summary.average === null) return <p className="cat-review-summary">No reviews yet</p>;
  const count = reviewCountLabel(summary.count);
  return (
    <p className="cat-review-summary">
      <RatingStars rating={summary.average} /> <span>{summary.average.toFixed(1)}</span> ·{' '}
      {link ? <a href={link}>{count}</a> : <span>{count}</span>}
    </p>
  );
}
