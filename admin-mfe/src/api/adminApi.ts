// The back office's calls to /api/admin (issue #15). The server checks the role on every one.
import { apiDownload, apiGet, apiSend, type Reply } from '@store/shared';
import type {
  AdminBlogPost,
  AdminOrderDetail as AdminOrder,
  AdminOrderRow,
  AdminProductRow as AdminProduct,
  AuditEntry,
  BlogDraft,
  Dashboard as DashboardData,
  DesignRequestRow as DesignRequest,
  HomeSection,
  NewsletterProgress,
  SubscriberRow as Subscriber,
  SyncState,
} from '@store/shared/types';

export type { AdminBlogPost, AdminOrder, AdminOrderRow, AdminProduct, AuditEntry, BlogDraft, DashboardData, DesignRequest, HomeSection, Subscriber, SyncState };

export interface OrderFilters {
  page: number;
  status?: string;
  paymentStatus?: string;
  /** the print provider's status, or 'not-sent' */
  fulfilment?: string;
  q?: string;
  from?: string;
  to?: string;
}

/** The filters as the list's query string (and the page URL's): empty ones left out. */
export function orderQueryString(f: OrderFilters): string {
  const p = new URLSearchParams();
  // a fixed order: the same filters are the same URL and the same cache entry
  for (const k of ['page', 'q', 'status', 'paymentStatus', 'fulfilment', 'from', 'to'] as const) {
    const v = f[k];
    if (v !== undefined && v !== '' && !(k === 'page' && v === 1)) p.set(k, String(v));
  }
  return p.toString();
}

export const adminKeys = {
  dashboard: ['admin', 'dashboard'] as const,
  orders: (f: OrderFilters) => ['admin', 'orders', orderQueryString(f)] as const,
  order: (orderId: string) => ['admin', 'order', orderId] as const,
  requests: (state: string, page: number) => ['admin', 'requests', state, page] as const,
  posts: ['admin', 'posts'] as const,
  audit: ['admin', 'audit'] as const,
  sync: ['admin', 'sync'] as const,
  products: (q: string, page: number) => ['admin', 'products', q, page] as const,
  homeSections: ['admin', 'home-sections'] as const,
  subscribers: (page: number) => ['admin', 'subscribers', page] as const,
  audience: ['admin', 'audience'] as const,
  newsletterProgress: ['admin', 'newsletter-progress'] as const,
  post: (id: string) => ['admin', 'post', id] as const,
};

export const fetchDashboard = async () => (await apiGet<DashboardData>('/api/admin/dashboard')).data;

export async function fetchOrders(f: OrderFilters) {
  const reply = await apiGet<AdminOrderRow[], { total: number; totalPages: number; page: number }>(`/api/admin/orders?${orderQueryString(f)}`);
  return { rows: reply.data, total: reply.total, totalPages: reply.totalPages };
}

export const fetchOrder = async (orderId: string) => (await apiGet<AdminOrder>(`/api/admin/orders/${encodeURIComponent(orderId)}`)).data;

export const refundOrder = (orderId: number, requestKey: string, amountCents?: number, asReturn = false): Promise<Reply<unknown>> =>
  apiSend('POST', `/api/admin/orders/${orderId}/refund`, { requestKey, ...(amountCents ? { amountCents } : {}), ...(asReturn ? { asReturn } : {}) });
export const retryFulfilment = (orderId: number) => apiSend<null>('POST', `/api/admin/orders/${orderId}/retry-fulfilment`, {});
export const resendConfirmation = (orderId: number) => apiSend<null>('POST', `/api/admin/orders/${orderId}/resend-confirmation`, {});

export async function fetchDesignRequests(state: 'new' | 'answered', page: number) {
  const reply = await apiGet<DesignRequest[], { total: number; totalPages: number }>(`/api/admin/design-requests?state=${state}&page=${page}`);
  return { rows: reply.data, total: reply.total, totalPages: reply.totalPages };
}
export const replyToRequest = (id: number, message: string) => apiSend<DesignRequest>('POST', `/api/admin/design-requests/${id}/reply`, { message });

export async function fetchSubscribers(page: number) {
  const reply = await apiGet<Subscriber[], { total: number; totalPages: number }>(`/api/admin/subscribers?page=${page}`);
  return { rows: reply.data, total: reply.total, totalPages: reply.totalPages };
}
export const downloadSubscribersCsv = () => apiDownload('/api/admin/subscribers.csv', 'Could not download the subscribers.');
export const fetchNewsletterProgress = async () => (await apiGet<NewsletterProgress | null>('/api/admin/newsletters/progress')).data;
export const fetchAudience = async () => (await apiGet<{ recipients: number }>('/api/admin/newsletters/audience')).data.recipients;
export const previewNewsletter = (html: string) => apiSend<{ html: string }>('POST', '/api/admin/newsletters/preview', { html });
export const sendNewsletter = (subject: string, html: string, test: boolean) =>
  apiSend<{ to?: string; id?: number; recipients?: number }>('POST', '/api/admin/newsletters', { subject, html, test });

export const fetchSyncState = async () => (await apiGet<SyncState>('/api/admin/catalogue/sync')).data;
export const startSync = () => apiSend<{ runId: number }>('POST', '/api/admin/catalogue/sync', {});
export async function fetchAdminProducts(q: string, page: number) {
  const reply = await apiGet<AdminProduct[], { total: number; totalPages: number }>(`/api/admin/catalogue/products?q=${encodeURIComponent(q)}&page=${page}`);
  return { rows: reply.data, total: reply.total, totalPages: reply.totalPages };
}
export const setHidden = (productId: string, hidden: boolean) => apiSend('POST', `/api/admin/catalogue/products/${encodeURIComponent(productId)}/visibility`, { hidden });
export const fetchHomeSections = async () =>
  (await apiGet<{ sections: Record<HomeSection, string>; picks: Record<HomeSection, { productId: string; title: string }[] | null> }>('/api/admin/catalogue/home-sections')).data;
export const saveHomeSection = (section: HomeSection, productIds: string[]) => apiSend('PUT', `/api/admin/catalogue/home-sections/${section}`, { productIds });

export const fetchAudit = async () => (await apiGet<AuditEntry[]>('/api/admin/audit')).data;

export const fetchPosts = async () => (await apiGet<AdminBlogPost[]>('/api/admin/blogs')).data;
export const fetchPost = async (id: string) => (await apiGet<AdminBlogPost>(`/api/admin/blogs/${encodeURIComponent(id)}`)).data;
export const savePost = (id: number | null, draft: BlogDraft) => apiSend<AdminBlogPost>(id ? 'PUT' : 'POST', id ? `/api/admin/blogs/${id}` : '/api/admin/blogs', draft);
export const deletePost = (id: number) => apiSend<null>('DELETE', `/api/admin/blogs/${id}`, {});
export const previewPost = (content: string) => apiSend<{ html: string }>('POST', '/api/admin/blogs/preview', { content });
