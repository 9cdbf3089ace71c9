import { apiGet, apiPost, type ApiBody, type ApiData } from '@store/shared';
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

// Read through the API document's generated types (shared/src/api/openapi.ts): these functions
// return this module's own types, so the typecheck fails when the document and the page part.
export const fetchMyReview = async (productId: string): Promise<MyReviewState> =>
  (await apiGet<ApiData<'/api/reviews/mine/{productId}'>>(`/api/reviews/mine/${encodeURIComponent(productId)}`, 'Could not load your review.')).data;

/** The signed link of a review invitation: whose order and product it names (refused when not this account's). */
export const checkInvite = async (token: string): Promise<{ orderId: number; productId: string }> =>
  (await apiGet<ApiData<'/api/reviews/invite'>>(`/api/reviews/invite?token=${encodeURIComponent(token)}`, 'This review link could not be checked.')).data;

export const saveReview = (productId: string, review: ApiBody<'/api/products/{productId}/reviews'> & { rating: number; title: string; body: string }) =>
  apiPost<OwnReview>(`/api/products/${encodeURIComponent(productId)}/reviews`, review, 'Your review could not be saved. Please try again.');
