import { expect } from 'vitest';
import type { TestApp } from '../helpers/testApp.ts';
import { billing, createShopper, cardToken, type PricedVariant } from './shopper.ts';

export const postAs = (t: TestApp, url: string, payload: unknown, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

/** A shopper's placed (unpaid) order of one variant, with the amount the card page would charge. */
export async function placedOrder(t: TestApp, variant: PricedVariant, name = 'buyer') {
  const u = await createShopper(t, name);
  const placed = await postAs(t, '/api/place-order', { shippingOption: 'Standard', billingDetails: billing, items: [{ productId: variant.productId, variant_id: variant.variantId, quantity: 1 }] }, u.headers);
  const orderId = placed.json().order.orderId as number;
  const { order, tax } = (await postAs(t, '/api/order/details', { orderId }, u.headers)).json().data;
  return { u, orderId, cents: order.subtotal + order.shippingCost + tax };
}

/** The same order paid by card through the store's own payment route. */
export async function paidOrder(t: TestApp, variant: PricedVariant, name = 'buyer') {
  const o = await placedOrder(t, variant, name);
  const paid = await postAs(t, '/api/payment/card', { ...cardToken(t), amount: (o.cents / 100).toFixed(2), requestId: String(o.orderId) }, o.u.headers);
  expect(paid.statusCode, paid.body).toBe(200);
  return o;
}
