import { apiGet, apiPost, messages, printProvider } from '@store/shared';

export interface OrderItem {
  id: number;
  productImage: string;
  productTitle: string;
  color: string | null;
  size: string | null;
  quantity: number;
  price: number;
  totalPrice: number;
}

export interface MyOrder {
  orderId: number;
  id: number;
  createdAt: string;
  status: string;
  paymentStatus: string;
  paymentId: string | null;
  totalAmount: number;
  chargeableAmount?: number;
  orderItems: OrderItem[];
  [providerDetails: string]: unknown;
}

export interface PartnerDetails {
  status?: string | null;
  connect?: { url?: string | null };
}

export const partnerOf = (o: MyOrder) => (o[`${printProvider()}Details`] as PartnerDetails | null | undefined) ?? null;

export const fetchOrders = async () => (await apiGet<MyOrder[]>(`/api/order/${printProvider()}/details`, 'Failed to fetch orders')).data;

export const deleteOrder = (orderId: number) => apiPost<{ orderId: number }>('/api/order/delete', { orderId }, messages.deleteOrderFailed);

export interface ShipmentEvent {
  status: 'in-production' | 'shipped' | 'in-transit' | 'delivered';
  at: string;
  description: string;
}

export interface OrderShipment {
  orderId: number;
  status: string;
  /** null until the print partner ships the order */
  shipment: { carrier: string; trackingNumber: string; trackingUrl: string | null; events: ShipmentEvent[] } | null;
}

export const fetchShipment = async (orderId: string) =>
  (await apiGet<OrderShipment>(`/api/order/${encodeURIComponent(orderId)}/shipment`, 'Failed to fetch tracking')).data;
