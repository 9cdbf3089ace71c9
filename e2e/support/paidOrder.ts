import type { APIRequestContext } from '@playwright/test';
import { someProducts, type ListedProduct } from './seed.ts';

const billing = { fullName: 'Ada Lovelace', address: '1 Main Street', city: 'Austin', zipCode: '73301', country: 'US', state: 'Texas', phone: '+15125550100', email: 'ada@example.com' };

async function ok(res: Awaited<ReturnType<APIRequestContext['post']>>, what: string): Promise<any> {
  if (!res.ok()) throw new Error(`${what} answered ${res.status()}: ${await res.text()}`);
  return res.json();
}

/** What the payment page's tokenizer does: the card to the gateway's own origin, a one-time nonce back. */
async function tokenize(request: APIRequestContext, cardNumber: string) {
  const { data: config } = await ok(await request.get('/api/payment/config'), 'payment config');
  const gateway = new URL(config.scriptUrl).origin;
  const reply = await request.post(`${gateway}/xml/v1/request.api`, {
    data: { getPaymentNonceRequest: { merchantAuthentication: { name: config.apiLoginId, clientKey: config.clientKey }, data: { type: 'TOKEN', id: 'e2e', token: { cardNumber, expirationDate: '1230', cardCode: '123' } } } },
  });
  const body = JSON.parse((await reply.text()).replace(/^\uFEFF/, ''));
  if (!body.opaqueData) throw new Error(`tokenizer refused: ${JSON.stringify(body.messages)}`);
  return body.opaqueData as { dataDescriptor: string; dataValue: string };
}

/**
 * A new shopper's paid order through the store's own API (sign-up, place order, card payment): the
 * back-office journeys start from it. The checkout journeys cover the same steps in the browser.
 */
export async function paidOrderThroughApi(request: APIRequestContext, prefix: string, chosen?: ListedProduct) {
  const account = { fName: 'Ada', lName: 'Lovelace', email: `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`, password: 'a-long-password-1' };
  const { data: session } = await ok(await request.post('/api/auth/signup', { data: account }), 'signup');
  const headers = { authorization: `Bearer ${session.accessToken}` };
  const [product] = chosen ? [chosen] : await someProducts(request, 1);
  const detail = await (await request.get(`/api/product-details/${product!.productId}/${product!.category}`)).json();
  const variant = (detail.data.variants as { id: number; is_enabled: boolean; is_available: boolean }[]).find((v) => v.is_enabled && v.is_available)!;
  const placed = await ok(await request.post('/api/place-order', { headers, data: { shippingOption: 'Standard', billingDetails: { ...billing, email: account.email }, items: [{ productId: product!.productId, variant_id: variant.id, quantity: 1 }] } }), 'place order');
  const orderId = placed.order.orderId as number;
  const { data } = await ok(await request.post('/api/order/details', { headers, data: { orderId } }), 'order details');
  const cents = data.order.subtotal + data.order.shippingCost + data.tax;
  const opaqueData = await tokenize(request, '4111111111111111');
  await ok(await request.post('/api/payment/card', { headers, data: { name: 'Ada Lovelace', currency: 'USD', amount: (cents / 100).toFixed(2), requestId: String(orderId), opaqueData } }), 'payment');
  return { orderId, cents, account, session };
}
