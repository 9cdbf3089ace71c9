import { apiPost } from '@store/shared';

/** What a code takes off these goods, as the server says (the order is discounted again, on server prices, when placed). */
export const checkDiscount = (code: string, subtotalCents: number) =>
  apiPost<{ code: string; kind: 'percent' | 'fixed'; value: number; cents: number }>('/api/discount/check', { code, subtotalCents }, 'Could not check the discount code.');
