// Genuine reviews (#40 item 1): the limits, the fixed hide reasons and how a rating is shown,
// used alike by the API (validation, JSON-LD) and the pages.

/** The only reasons a review may be hidden for. "Negative" is deliberately not one of them. */
export const reviewHideReasons = ['spam', 'personal_data', 'offensive'] as const;
export type ReviewHideReason = (typeof reviewHideReasons)[number];

/** What the author (and the owner) reads for each reason. */
export const reviewHideReasonLabels: Record<ReviewHideReason, string> = {
  spam: 'Spam or advertising',
  personal_data: 'Contains personal data',
  offensive: 'Offensive language',
};

// writesPerWindow: a buyer may write and edit freely, but not flood the table or the page cache's invalidations.
export const reviewLimits = { titleMax: 120, bodyMax: 4000, replyMax: 4000, pageSize: 5, writesPerWindow: 20, writeWindowSeconds: 600 } as const;

/** A review as the product page shows it (hidden ones are never sent). */
export interface PublicReview {
  id: number;
  rating: number;
  title: string;
  body: string;
  /** first name and the last name's initial: enough to be a person, not enough to find them */
  author: string;
  createdAt: string;
  updatedAt: string;
  reply: string | null;
  repliedAt: string | null;
}

export interface ReviewSummary {
  count: number;
  /** null when there are no reviews: never a made-up number */
  average: number | null;
}

export interface ReviewPage {
  summary: ReviewSummary;
  items: PublicReview[];
  page: number;
  totalPages: number;
}

/** The average shown, to one decimal (4.25 → 4.3); null for no ratings. */
export function averageRating(sum: number, count: number): number | null {
  if (count <= 0) return null;
  return Math.round((sum / count) * 10) / 10;
}

/** "Ada L." from the account's names; "A shopper" when there is no first name. */
export function reviewAuthorName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = lastName.trim().charAt(0).toUpperCase();
  if (!first) return 'A shopper';
  return initial ? `${first} ${initial}.` : first;
}

/** "1 review" / "3 reviews". */
export function reviewCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'review' : 'reviews'}`;
}

/** The accessible text of a star rating: "Rated 4.3 out of 5". */
export function ratingLabel(rating: number): string {
  return `Rated ${rating} out of 5`;
}

/**
 * The schema.org parts a Product's JSON-LD gets from its reviews: aggregateRating and the shown
 * reviews, only when real visible reviews exist; nothing at all otherwise (never a made-up count).
 */
export function reviewStructuredData(page: Pick<ReviewPage, 'summary' | 'items'> | undefined): Record<string, unknown> {
  if (!page || page.summary.count <= 0 || page.summary.average === null || page.items.length === 0) return {};
  return {
    aggregateRating: { '@type': 'AggregateRating', ratingValue: page.summary.average, reviewCount: page.summary.count, bestRating: 5, worstRating: 1 },
    review: page.items.map((r) => ({
      '@type': 'Review',
      name: r.title,
      reviewBody: r.body,
      datePublished: r.createdAt.slice(0, 10),
      author: { '@type': 'Person', name: r.author },
      reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
    })),
  };
}
