import { tokenizedCard } from './cards.ts';
import { call, isClean, type Reply } from './http.ts';

export interface Goods {
  productId: string;
  variantId: number;
  category: string;
}

export interface ShopperOutcome {
  index: number;
  result: 'paid' | 'failed-clean' | 'failed-unclean';
  /** the step that failed, if any */
  step?: string;
  message?: string;
  orderId?: number;
  /** transaction ids from the two concurrent pay replies that reported success */
  transactionIds: string[];
  ms: number;
}

const billing = (i: number, email: string) => ({
  fullName: `Bench Shopper ${i}`,
  address: `${100 + i} Market Street`,
  city: 'San Francisco',
  zipCode: '94105',
  country: 'US',
  state: 'CA',
  phone: '+14155550100',
  email,
});

type Data = Record<string, unknown>;
const dataOf = (r: Reply) => (r.body?.data ?? {}) as Data;

/**
 * One shopper through the real HTTP API: signup → add to cart → shipping quote → billing →
 * place order → order details (tax) → pay, sending the payment twice at once like a double click.
 */
export async function runShopper(baseUrl: string, runId: string, index: number, goods: Goods): Promise<ShopperOutcome> {
  const t0 = performance.now();
  const email = `bench-${runId}-${index}@example.test`;
  const out = (result: ShopperOutcome['result'], extra: Partial<ShopperOutcome> = {}): ShopperOutcome => ({
    index, result, transactionIds: [], ms: performance.now() - t0, ...extra,
  });
  const fail = (step: string, r: Reply, orderId?: number) =>
    out(isClean(r) ? 'failed-clean' : 'failed-unclean', { step, orderId, message: r.wireError ?? `${r.status} ${r.body?.message ?? ''}`.trim() });

  const signup = await call(baseUrl, 'POST', '/api/auth/signup', { body: { fName: 'Bench', lName: `Shopper ${index}`, email, password: `bench-pass-${runId}` } });
  const token = dataOf(signup).accessToken;
  if (!signup.body?.success || typeof token !== 'string') return fail('signup', signup);

  const cart = await call(baseUrl, 'POST', '/api/favourites-cart/add-remove', {
    token,
    body: { type: 'cart', product_id: goods.productId, variant_id: goods.variantId, category: goods.category, quantity: 1 },
  });
  if (!cart.body?.success) return fail('add to cart', cart);

  const address = billing(index, email);
  const shipping = await call(baseUrl, 'POST', '/api/shipping/calculate', { token, body: { uid: undefined, ...address } });
  const options = (shipping.body?.shippingOptions ?? dataOf(shipping).shippingOptions) as Record<string, number> | undefined;
  const shippingOption = options ? Object.keys(options)[0] : undefined;
  if (!shipping.body?.success || !shippingOption) return fail('shipping', shipping);

  const saved = await call(baseUrl, 'POST', '/api/biling-details/add', { token, body: address });
  if (!saved.body?.success) return fail('billing', saved);

  const placed = await call(baseUrl, 'POST', '/api/place-order', {
    token,
    body: {
      shippingOption,
      shippingCost: options?.[shippingOption],
      status: 'pending',
      paymentMethod: 'pending',
      paymentStatus: 'unpaid',
      address: JSON.stringify(address),
      billingDetails: address,
      items: [{ productId: goods.productId, variant_id: goods.variantId, quantity: 1 }],
    },
  });
  const order = (placed.body?.order ?? dataOf(placed).order) as Data | undefined;
  const orderId = Number(order?.orderId ?? order?.id);
  if (!placed.body?.success || !Number.isInteger(orderId)) return fail('place order', placed);

  const details = await call(baseUrl, 'POST', '/api/order/details', { token, body: { orderId } });
  const reviewed = (dataOf(details).order ?? details.body?.order) as Data | undefined;
  const chargeable = Number(reviewed?.chargeableAmount);
  if (!details.body?.success || !Number.isInteger(chargeable)) return fail('order details', details, orderId);

  // one nonce, sent twice at once (a double click): the store charges it once
  const opaqueData = await tokenizedCard(baseUrl).catch(() => null);
  const payment = { amount: (chargeable / 100).toFixed(2), currency: 'USD', opaqueData, name: `Bench Shopper`, requestId: String(orderId) };
  const pays = await Promise.all([0, 1].map(() => call(baseUrl, 'POST', '/api/payment/card', { token, body: payment })));
  const transactionIds = [...new Set(pays.filter((p) => p.body?.success).map((p) => String((dataOf(p).transactionId as string | undefined) ?? '')))];
  if (!pays.some((p) => p.body?.success)) {
    const worst = pays.find((p) => !isClean(p)) ?? pays[0];
    return { ...fail('pay', worst, orderId), transactionIds };
  }
  // The second reply may be a clean "already being processed" (409); anything else unclean counts.
  const unclean = pays.find((p) => !p.body?.success && !isClean(p));
  if (unclean) return { ...fail('pay (second request)', unclean, orderId), transactionIds };
  return out('paid', { orderId, transactionIds });
}
