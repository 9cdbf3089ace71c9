import { apiGet, apiSend, type AdminReview, type ReviewFilter } from '@store/shared';
import type { ReviewHideReason } from '@store/shared/rules';

export type { AdminReview, ReviewFilter };

export const reviewKeys = { all: ['admin', 'reviews'] as const, list: (filter: ReviewFilter, rating: number | null, page: number) => ['admin', 'reviews', filter, rating, page] as const };

export async function fetchReviews(filter: ReviewFilter, rating: number | null, page: number) {
  const query = new URLSearchParams({ filter, page: String(page), ...(rating ? { rating: String(rating) } : {}) });
  const reply = await apiGet<AdminReview[], { total: number; totalPages: number }>(`/api/admin/reviews?${query}`);
  return { rows: reply.data, total: reply.total, totalPages: reply.totalPages };
}

export const hideReview = (id: number, reason: ReviewHideReason) => apiSend<AdminReview>('POST', `/api/admin/reviews/${id}/hide`, { reason });
export const unhideReview = (id: number) => apiSend<AdminReview>('POST', `/api/admin/reviews/${id}/unhide`, {});
export const replyToReview = (id: number, reply: string) => apiSend<AdminReview>('POST', `/api/admin/reviews/${id}/reply`, { reply });
