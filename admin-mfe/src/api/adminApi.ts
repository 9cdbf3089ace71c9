// The back office's calls to /api/admin (issue #15). The server checks the role on every one.
import { apiGet, apiSend, type Reply } from '@store/shared';

export interface DashboardData {
  windows: { days: 1 | 7 | 30; orders: number; revenueCents: number }[];
  revenuePerDay: { day: string; revenueCents: number; orders: number }[];
  attention: { orderId: number; createdAt: string; email: string; reason: 'not-sent' | 'provider-error' | 'payment-unknown' }[];
  latest: AdminOrderRow[];
}

export interface AdminOrderRow {
  orderId: number;
  createdAt: string;
  email: string;
  status: string;
  paymentStatus: string;
  partnerStatus: string | null;
  totalCents: number;
  refundedCents: number;
}

export interface OrderFilters {
  page: number;
  status?: string;
  paymentStatus?: string;
  q?: string;
  from?: string;
  to?: string;
}

export interface AdminOrder {
  orderId: number;
  createdAt: string;
  status: string;
  paymentStatus: string;
  partnerOrderId: string | null;
  partnerStatus: string | null;
  trackingUrl: string | null;
  shopper: { id: string; name: string; email: string };
  address: Record<string, string | undefined>;
  shippingOption: string;
  items: { productId: string; title: string; variant: string; quantity: number; priceCents: number; totalCents: number }[];
  amounts: { subtotalCents: number; shippingCents: number; taxCents: number; totalCents: number; chargedCents: number; refundedCents: number };
  payment: { status: string; last4: string | null; brand: string | null; transactionId: string | null } | null;
  timeline: { at: string; kind: string; text: string }[];
}

export interface AdminBlogPost {
  id: number;
  slug: string;
  title: string;
  topic: string;
  content: string;
  featuredImage: string;
  published: boolean;
  createdAt: string;
  updatedAt: string;
}

export type BlogDraft = Pick<AdminBlogPost, 'title' | 'topic' | 'content' | 'published'>;

/** The filters as the list's query string (and the page URL's): empty ones left out. */
export function orderQueryString(f: OrderFilters): string {
  const p = new URLSearchParams();
  // a fixed order: the same filters are the same URL and the same cache entry
  for (const k of ['page', 'q', 'status', 'paymentStatus', 'from', 'to'] as const) {
    const v = f[k];
    if (v !== undefined && v !== '' && !(k === 'page' && v === 1)) p.set(k, String(v));
  }
  return p.toString();
}

export const adminKeys = {
  dashboard: ['admin', 'dashboard'] as const,
  orders: (f: OrderFilters) => ['admin', 'orders', orderQueryString(f)] as const,
  order: (orderId: string) => ['admin', 'order', orderId] as const,
  posts: ['admin', 'posts'] as const,
  post: (id: string) => ['admin', 'post', id] as const,
};

export const fetchDashboard = async () => (await apiGet<DashboardData>('/api/admin/dashboard')).data;

export async function fetchOrders(f: OrderFilters) {
  const reply = await apiGet<AdminOrderRow[], { total: number; totalPages: number; page: number }>(`/api/admin/orders?${orderQueryString(f)}`);
  return { rows: reply.data, total: reply.total, totalPages: reply.totalPages };
}

export const fetchOrder = async (orderId: string) => (await apiGet<AdminOrder>(`/api/admin/orders/${encodeURIComponent(orderId)}`)).data;

export const refundOrder = (orderId: number, requestKey: string, amountCents?: number): Promise<Reply<unknown>> =>
  apiSend('POST', `/api/admin/orders/${orderId}/refund`, { requestKey, ...(amountCents ? { amountCents } : {}) });
export const retryFulfilment = (orderId: number) => apiSend<null>('POST', `/api/admin/orders/${orderId}/retry-fulfilment`, {});
export const resendConfirmation = (orderId: number) => apiSend<null>('POST', `/api/admin/orders/${orderId}/resend-confirmation`, {});

export const fetchPosts = async () => (await apiGet<AdminBlogPost[]>('/api/admin/blogs')).data;
export const fetchPost = async (id: string) => (await apiGet<AdminBlogPost>(`/api/admin/blogs/${encodeURIComponent(id)}`)).data;
export const savePost = (id: number | null, draft: BlogDraft) => apiSend<AdminBlogPost>(id ? 'PUT' : 'POST', id ? `/api/admin/blogs/${id}` : '/api/admin/blogs', draft);
export const deletePost = (id: number) => apiSend<null>('DELETE', `/api/admin/blogs/${id}`, {});
export const previewPost = (content: string) => apiSend<{ html: string }>('POST', '/api/admin/blogs/preview', { content });
