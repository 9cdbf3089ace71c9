// The back office's calls to /api/admin (issue #15). The server checks the role on every one.
import { apiDownload, apiGet, apiSend, type Reply } from '@store/shared';

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
  requests: (state: string, page: number) => ['admin', 'requests', state, page] as const,
  posts: ['admin', 'posts'] as const,
  audit: ['admin', 'audit'] as const,
  sync: ['admin', 'sync'] as const,
  products: (q: string, page: number) => ['admin', 'products', q, page] as const,
  homeSections: ['admin', 'home-sections'] as const,
  subscribers: (page: number) => ['admin', 'subscribers', page] as const,
  audience: ['admin', 'audience'] as const,
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

export interface DesignRequest {
  id: number;
  createdAt: string;
  state: 'new' | 'answered';
  shopperEmail: string;
  shopperName: string;
  blueprintId: number;
  blueprintTitle: string;
  design: { productId: string; title: string; category: string } | null;
  answer: string | null;
  answeredAt: string | null;
}

export async function fetchDesignRequests(state: 'new' | 'answered', page: number) {
  const reply = await apiGet<DesignRequest[], { total: number; totalPages: number }>(`/api/admin/design-requests?state=${state}&page=${page}`);
  return { rows: reply.data, total: reply.total, totalPages: reply.totalPages };
}
export const replyToRequest = (id: number, message: string) => apiSend<DesignRequest>('POST', `/api/admin/design-requests/${id}/reply`, { message });

export interface Subscriber {
  email: string;
  subscribedAt: string;
}
export async function fetchSubscribers(page: number) {
  const reply = await apiGet<Subscriber[], { total: number; totalPages: number }>(`/api/admin/subscribers?page=${page}`);
  return { rows: reply.data, total: reply.total, totalPages: reply.totalPages };
}
export const downloadSubscribersCsv = () => apiDownload('/api/admin/subscribers.csv', 'Could not download the subscribers.');
export const fetchAudience = async () => (await apiGet<{ recipients: number }>('/api/admin/newsletters/audience')).data.recipients;
export const previewNewsletter = (html: string) => apiSend<{ html: string }>('POST', '/api/admin/newsletters/preview', { html });
export const sendNewsletter = (subject: string, html: string, test: boolean) =>
  apiSend<{ to?: string; recipients?: number; sent?: number; failed?: number }>('POST', '/api/admin/newsletters', { subject, html, test });

export interface SyncState {
  provider: string | null;
  version: string | null;
  syncedAt: string | null;
  lastRun: { id: number; status: 'running' | 'succeeded' | 'failed'; startedAt: string; finishedAt: string | null; products: number | null; message: string | null } | null;
  progress: number | null;
}
export interface AdminProduct {
  productId: string;
  title: string;
  category: string;
  priceCents: number;
  image: string;
  hidden: boolean;
}
export type HomeSection = 'tShirts' | 'mobileCovers' | 'mugs' | 'womensSkirtsDresses' | 'shoes';
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

export interface AuditEntry {
  id: string;
  actorId: string | null;
  actorEmail: string | null;
  action: string;
  target: string | null;
  before: unknown;
  after: unknown;
  createdAt: string;
}
export const fetchAudit = async () => (await apiGet<AuditEntry[]>('/api/admin/audit')).data;

export const fetchPosts = async () => (await apiGet<AdminBlogPost[]>('/api/admin/blogs')).data;
export const fetchPost = async (id: string) => (await apiGet<AdminBlogPost>(`/api/admin/blogs/${encodeURIComponent(id)}`)).data;
export const savePost = (id: number | null, draft: BlogDraft) => apiSend<AdminBlogPost>(id ? 'PUT' : 'POST', id ? `/api/admin/blogs/${id}` : '/api/admin/blogs', draft);
export const deletePost = (id: number) => apiSend<null>('DELETE', `/api/admin/blogs/${id}`, {});
export const previewPost = (content: string) => apiSend<{ html: string }>('POST', '/api/admin/blogs/preview', { content });
