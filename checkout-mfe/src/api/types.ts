import type { FavouritesCartEntry } from '@store/shared';

/** An order as the API returns it (spec §3), money in cents. */
export interface OrderItem {
  id: number;
  productId: string;
  variant_id: number;
  productImage: string;
  productTitle: string;
  color: string | null;
  size: string | null;
  sku: string;
  variantLabel: string;
  quantity: number;
  price: number;
  totalPrice: number;
}

export interface Order {
  orderId: number;
  id: number;
  createdAt: string;
  status: string;
  paymentStatus: string;
  paymentMethod: string;
  paymentId: string | null;
  shippingOption: string;
  subtotal: number;
  shippingCost: number;
  tax: number;
  totalAmount: number;
  chargeableAmount: number;
  address: string;
  orderItems: OrderItem[];
  [providerDetails: string]: unknown;
}

export interface OrderDetails {
  id: number;
  status: string;
  line_items: { quantity: number; status: string; metadata: { title: string; variant_label: string; sku: string; price: number } }[];
}

export type CartItem = FavouritesCartEntry;
