// The owner's order work (#41): notes, bulk actions and the CSV export. The server checks the role on every call.
import { apiDownload, apiGet, apiSend } from '@store/shared';
import type { BulkOrderResult, OrderNote } from '@store/shared/types';
import { orderQueryString, type OrderFilters } from './adminApi.ts';

export type { BulkOrderResult, OrderNote };
export type BulkOrderAction = 'resend-confirmation' | 'retry-fulfilment';

export const notesKey = (orderId: number) => ['admin', 'order-notes', orderId] as const;
export const fetchNotes = async (orderId: number) => (await apiGet<OrderNote[]>(`/api/admin/orders/${orderId}/notes`)).data;
export const addNote = (orderId: number, body: string) => apiSend<OrderNote>('POST', `/api/admin/orders/${orderId}/notes`, { body });

export const runBulkAction = (action: BulkOrderAction, orderIds: number[]) => apiSend<BulkOrderResult[]>('POST', '/api/admin/orders/bulk', { action, orderIds });

/** The orders the filters find (every page, not only the one shown) as a CSV file. */
export function downloadOrdersCsv(f: OrderFilters): Promise<Blob> {
  const { page: _page, ...filters } = f;
  return apiDownload(`/api/admin/orders.csv?${orderQueryString({ ...filters, page: 1 })}`, 'Could not download the orders.');
}
