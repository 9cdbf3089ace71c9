// The owner's compare-at price of a product (issue 40 part 2). The server checks it is above the price.
import { apiSend } from '@store/shared';

export const setCompareAt = (productId: string, compareAtCents: number | null) =>
  apiSend<{ productId: string; priceCents: number; compareAtCents: number | null }>('PUT', `/api/admin/catalogue/products/${encodeURIComponent(productId)}/compare-at`, { compareAtCents });
