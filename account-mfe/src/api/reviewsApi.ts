import { apiGet, apiPost } from '@store/shared';
import type { PublicReview, ReviewHideReason } from '@store/shared/rules';

export interface OwnReview extends PublicReview {
  hiddenReason: ReviewHideReason | null;
  hiddenAt: string | null;
}

export interface MyReviewState {
  product: { id: string; title: string; category: string };
  /** an order with the product was delivered to this account */
  eligible: boolean;
  review: OwnReview | null;
  /** why not, when not eligible */
  reason?: string;
}

export const fetchMyReview = async (productId: string) =>
  (await apiGet<MyReviewState>(`/api/reviews/mine/${encodeURIComponent(productId)}`, 'Could not load your review.')).data;

/** The signed link of a review invitation: whose order and product it names (refused when not this account's). */
export const checkInvite = async (token: string) =>
  (await apiGet<{ orderId: number; productId: string }>(`/api/reviews/invite?token=${encodeURIComponent(token)}`, 'This review link could not be checked.')).data;

export const saveReview = (productId: string, review: { rating: number; title: string; body: string }) =>
  apiPost<OwnReview>(`/api/products/${encodeURIComponent(productId)}/reviews`, review, 'Your review could not be saved. Please try again.');
