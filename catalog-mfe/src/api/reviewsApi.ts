import { apiGet } from '@store/shared';
import type { ReviewPage } from '@store/shared/rules';

/** One page of a product's visible reviews with the count and average of all of them. */
export async function fetchReviews(productId: string, page: number): Promise<ReviewPage> {
  const reply = await apiGet<ReviewPage>(`/api/products/${encodeURIComponent(productId)}/reviews?page=${page}`, 'Could not load the reviews.');
  return reply.data;
}

export const reviewsQuery = (productId: string, page = 1) => ({
  queryKey: ['product-reviews', productId, page] as const,
  queryFn: () => fetchReviews(productId, page),
  // a new review shows within a minute on a page left open; the server's copy is as fresh as its page cache
  staleTime: 60_000,
});
