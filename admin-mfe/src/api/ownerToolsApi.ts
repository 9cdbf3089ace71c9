// The Customers, Reports and Discount codes pages' calls (issue #41). Admin-only on the server.
import { apiDownload, apiGet, apiSend } from '@store/shared';
import type { AdminCustomer, AdminCustomerDetail, AdminDiscountCode, ReportPeriod, SalesReport } from '@store/shared';

export type { AdminCustomer, AdminCustomerDetail, AdminDiscountCode, ReportPeriod, SalesReport };

export const ownerToolKeys = {
  customers: (q: string, page: number) => ['admin', 'customers', q, page] as const,
  customer: (id: number) => ['admin', 'customer', id] as const,
  report: (r: ReportRange) => ['admin', 'report', r.period, r.from, r.to] as const,
  discounts: ['admin', 'discounts'] as const,
};

async function must<T, E extends object = Record<string, unknown>>(path: string) {
  const reply = await apiGet<T, E>(path);
  if (!reply.success) throw new Error(reply.message);
  return reply;
}

export async function fetchCustomers(q: string, page: number) {
  const reply = await must<AdminCustomer[], { total: number; totalPages: number }>(`/api/admin/customers?q=${encodeURIComponent(q)}&page=${page}`);
  return { rows: reply.data, total: reply.total, totalPages: reply.totalPages };
}
export const fetchCustomer = async (id: number) => (await must<AdminCustomerDetail>(`/api/admin/customers/${id}`)).data;

export interface ReportRange {
  period: ReportPeriod;
  from: string;
  to: string;
}
const rangeQuery = (r: ReportRange) => `period=${r.period}&from=${r.from}&to=${r.to}`;
export const fetchReport = async (r: ReportRange) => (await must<SalesReport>(`/api/admin/reports/sales?${rangeQuery(r)}`)).data;
export const downloadReportCsv = (r: ReportRange, what: 'sales' | 'products') => apiDownload(`/api/admin/reports/${what}.csv?${rangeQuery(r)}`, 'Could not download the report.');

export const fetchDiscounts = async () => (await must<AdminDiscountCode[]>('/api/admin/discounts')).data;

/** What the new-code form sends; the server checks it and names the field it refuses. */
export interface DiscountDraft {
  code: string;
  kind: 'percent' | 'fixed';
  value: string;
  expiresAt: string;
  usageLimit: string;
}
export type DiscountField = keyof DiscountDraft;

export async function addDiscount(d: DiscountDraft) {
  const reply = await apiSend<AdminDiscountCode>(
    'POST',
    '/api/admin/discounts',
    { code: d.code, kind: d.kind, value: d.value, expiresAt: d.expiresAt || null, usageLimit: d.usageLimit.trim() ? d.usageLimit.trim() : null },
    'Could not add the discount code.',
  );
  return { ...reply, field: (reply as { field?: DiscountField }).field };
}
export const setDiscountActive = (c: AdminDiscountCode, active: boolean) =>
  apiSend<AdminDiscountCode>('PUT', `/api/admin/discounts/${c.id}`, { expiresAt: c.expiresAt, usageLimit: c.usageLimit, active }, 'Could not save the discount code.');

/** Saves a downloaded file under `name`. */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  Object.assign(document.createElement('a'), { href: url, download: name }).click();
  URL.revokeObjectURL(url);
}
