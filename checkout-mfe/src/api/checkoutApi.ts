import { apiGet, apiPost, messages } from '@store/shared';
import type { BillingDetails } from '@store/shared/rules';
import type { CartItem, Order, OrderDetails } from './types.ts';

/** The checkout remote's calls (spec §7), each with its spec §8 fallback message. */
export const fetchCart = async () => (await apiGet<CartItem[]>('/api/favourites-cart/cart/items?page=1')).data;

export const updateCartQuantities = (items: { uid: string; variant_id: number; quantity: number }[]) =>
  apiPost<CartItem[]>('/api/favourites-cart/update/cart/quantity', { items }, messages.checkoutStepFailed);

export const removeCartItem = (product_id: string, variant_id: number) =>
  apiPost<CartItem[]>('/api/favourites-cart/update', { product_id, variant_id, quantity: 0 }, messages.cartUpdateFailed);

export const saveBilling = (billing: BillingDetails) => apiPost<BillingDetails>('/api/biling-details/add', billing, messages.checkoutStepFailed);

export const calculateShipping = (uid: string, billing: BillingDetails) =>
  apiPost<{ shippingOptions: Record<string, number> }>('/api/shipping/calculate', { uid, ...billing }, 'Failed to calculate shipping. Please try again.');

export const placeOrder = (payload: unknown) => apiPost<{ order: Order; orderDetails: OrderDetails }>('/api/place-order', payload, messages.checkoutStepFailed);

export const fetchOrderAndTax = (orderId: string) =>
  apiPost<{ order: Order; tax: number; taxLabel: string | null; orderDetails: OrderDetails }>('/api/order/details', { orderId }, messages.orderDetailsFailed);

/** What the store receives for a card payment: never the card, only the gateway's one-time token. */
export interface PaymentPayload {
  amount: string;
  currency: 'USD';
  name: string;
  requestId: string;
  opaqueData: { dataDescriptor: string; dataValue: string };
}

export const payByCard = (payload: PaymentPayload) => apiPost<{ orderId: number; transactionId: string }>('/api/payment/card', payload, messages.paymentFailed);
