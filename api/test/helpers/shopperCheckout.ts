import { expect } from 'vitest';
import type { TestApp } from './testApp.ts';
import type { LocalGateway } from './localGateway.ts';
import { billing, type PricedVariant } from '../fakes/shopper.ts';

/**
 * The checkout a signed-in shopper takes, through the API only: the product into the cart, the
 * cart read back, the order placed from it, its total read, and the card paid with a nonce from
 * the local gateway's tokenizer (never the card). Returns the order id and the payment's answer.
 */
export async function shopperCheckout(t: TestApp, local: LocalGateway, headers: Record<string, string>, v: PricedVariant) {
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers });
  const added = await post('/api/favourites-cart/add-remove', { type: 'cart', product_id: v.productId, variant_id: v.variantId, quantity: 1 });
  expect(added.json(), added.body).toMatchObject({ success: true, message: 'Added successfully' });
  const cart = (await t.app.inject({ method: 'GET', url: '/api/favourites-cart/cart/items', headers })).json().data as { product_id: string; variant_id: number; quantity: number }[];
  expect(cart.map((l) => l.product_id)).toEqual([v.productId]);

  const items = cart.map((l) => ({ productId: l.product_id, variant_id: l.variant_id, quantity: l.quantity }));
  const placed = await post('/api/place-order', { shippingOption: 'Standard', billingDetails: billing, items });
  expect(placed.statusCode, placed.body).toBe(200);
  const orderId = placed.json().order.orderId as number;
  const details = (await post('/api/order/details', { orderId })).json().data as { order: { subtotal: number; shippingCost: number }; tax: number };
  const cents = details.order.subtotal + details.order.shippingCost + details.tax;
  const paid = await post('/api/payment/card', { name: 'Ada Lovelace', currency: 'USD', opaqueData: await local.tokenize(), amount: (cents / 100).toFixed(2), requestId: String(orderId) });
  return { orderId, paid: paid.json() as { success: boolean; message: string; data: { orderId: number; status: string } } };
}
