import { apiGet, apiPost, messages, printProvider } from '@store/shared';
import type { Order, OrderShipment, PartnerDetails } from '@store/shared';

export type { ShipmentEvent } from '@store/shared';

/** My Orders reads the same order view as the checkout: one contract, in @store/shared. */
export type MyOrder = Order;

export const partnerOf = (o: MyOrder): PartnerDetails | null => o[`${printProvider()}Details`] ?? null;

export const fetchOrders = async () => (await apiGet<MyOrder[]>(`/api/order/${printProvider()}/details`, 'Failed to fetch orders')).data;

/** Cancel before production (spec §7 /api/update-order); a paid order is refunded in full. */
export const cancelOrder = (orderId: number) => apiPost<{ orderId: number }>('/api/update-order', { orderId, action: 'cancel' }, 'Failed to cancel the order');

export const deleteOrder = (orderId: number) => apiPost<{ orderId: number }>('/api/order/delete', { orderId }, messages.deleteOrderFailed);

export const fetchShipment = async (orderId: string) =>
  (await apiGet<OrderShipment>(`/api/order/${encodeURIComponent(orderId)}/shipment`, 'Failed to fetch tracking')).data;
