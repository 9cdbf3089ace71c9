import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from './helpers/testDatabases.ts';
import { startTestApp, type TestApp } from './helpers/testApp.ts';
import { addToCart, billing, createShopper, someVariants, type PricedVariant } from './fakes/shopper.ts';

describe.each(testDatabases)('checkout API on $name', (database) => {
  let t: TestApp;
  let variants: PricedVariant[];
  beforeAll(async () => {
    t = await startTestApp(database);
    variants = await someVariants(t, 3);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload: payload as object, headers });

  it('lists the cart with database prices and the provider details object, and updates quantities (≥ 1)', async () => {
    const u = await createShopper(t);
    await addToCart(t, u.id, variants[0], 1);
    const res = await t.app.inject({ method: 'GET', url: '/api/favourites-cart/cart/items', headers: u.headers });
    expect(res.statusCode).toBe(200);
    const [row] = res.json().data;
    expect(row).toMatchObject({ uid: u.id, product_id: variants[0].productId, variant_id: variants[0].variantId, quantity: 1, type: 'cart' });
    expect(row.productPrice).toBe((variants[0].price / 100).toFixed(2));
    expect(row.localDetails.variants[0].id).toBe(variants[0].variantId);
    expect(row.localDetails.images[0].src).toBeTruthy();

    const up = await post('/api/favourites-cart/update/cart/quantity', { items: [{ uid: 'someone-else', variant_id: variants[0].variantId, quantity: 3 }] }, u.headers);
    expect(up.json().data[0].quantity).toBe(3);
    const zero = await post('/api/favourites-cart/update/cart/quantity', { items: [{ variant_id: variants[0].variantId, quantity: 0 }] }, u.headers);
    expect(zero.statusCode).toBe(400);
  });

  // issue 41, defect 6: Navy / M showed the Sand shirt (the product's first image) in the cart and checkout
  it('gives a cart row the chosen colour’s picture, first in the details too, and the variant’s title', async () => {
    const products = await t.db.query<{ id: string; category: string; images: { src: string; variant_ids: number[] }[]; variants: { id: number; title: string; is_enabled: boolean; is_available: boolean }[] }>(
      'SELECT id, category, images, variants FROM products ORDER BY id LIMIT 200',
    );
    // a sellable variant whose picture is not the product's first image
    const pick = products.flatMap((p) =>
      p.variants
        .filter((v) => v.is_enabled && v.is_available)
        .map((v) => ({ p, v, image: p.images.find((i) => i.variant_ids.includes(v.id))?.src }))
        .filter((c) => c.image && c.image !== p.images[0].src),
    )[0];
    expect(pick).toBeTruthy();
    const u = await createShopper(t);
    await addToCart(t, u.id, { productId: pick.p.id, category: pick.p.category, variantId: pick.v.id, price: 0 });
    const res = await t.app.inject({ method: 'GET', url: '/api/favourites-cart/cart/items', headers: u.headers });
    const [row] = res.json().data;
    expect(row.default_image).toBe(pick.image);
    expect(row.localDetails.images[0].src).toBe(pick.image);
    expect(row.localDetails.variants).toEqual([{ id: pick.v.id, title: pick.v.title }]);
  });

  it('removes a cart row for its owner only, with product and variant ids', async () => {
    const u = await createShopper(t);
    await addToCart(t, u.id, variants[1]);
    const missing = await post('/api/favourites-cart/update', { product_id: variants[1].productId }, u.headers);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('User ID, Product ID, or Variant ID is missing. Please login again.');
    // another guest cannot touch the user's row
    const stranger = await post('/api/favourites-cart/update', { product_id: variants[1].productId, variant_id: variants[1].variantId }, { 'x-guest-uid': 'guest_abcdefgh1234' });
    expect(stranger.json()).toMatchObject({ success: true, data: [] });
    const mine = await t.app.inject({ method: 'GET', url: '/api/favourites-cart/cart/items', headers: u.headers });
    expect(mine.json().data).toHaveLength(1);
    const anonymous = await post('/api/favourites-cart/update', { product_id: variants[1].productId, variant_id: variants[1].variantId });
    expect(anonymous.statusCode).toBe(400);
    const done = await post('/api/favourites-cart/update', { product_id: variants[1].productId, variant_id: variants[1].variantId }, u.headers);
    expect(done.json()).toMatchObject({ success: true, message: 'Removed successfully', data: [] });
  });

  it('lets a guest change and remove their own cart row through the guest id (#11)', async () => {
    const guest = { 'x-guest-uid': `guest_cartowner${Date.now()}` };
    const v = variants[2];
    const add = await post('/api/favourites-cart/add-remove', { type: 'cart', product_id: v.productId, variant_id: v.variantId, quantity: 1 }, guest);
    expect(add.json()).toMatchObject({ success: true, message: 'Added successfully' });
    const setTwo = await post('/api/favourites-cart/update', { product_id: v.productId, variant_id: v.variantId, quantity: 2 }, guest);
    expect(setTwo.json()).toMatchObject({ success: true, message: 'Cart updated successfully' });
    expect(setTwo.json().data[0]).toMatchObject({ variant_id: v.variantId, quantity: 2 });
    const removed = await post('/api/favourites-cart/update', { product_id: v.productId, variant_id: v.variantId }, guest);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ success: true, message: 'Removed successfully', data: [] });
  });

  it('quotes shipping from the delivery table: Express domestic only, +$2.40 per extra item; refuses excluded countries', async () => {
    const u = await createShopper(t);
    await addToCart(t, u.id, variants[0], 2);
    const us = await post('/api/shipping/calculate', { uid: u.id, ...billing }, u.headers);
    expect(us.statusCode).toBe(200);
    expect(us.json().shippingOptions).toEqual({ Economy: 399, Standard: 475, Priority: 1299, Express: 1039 });
    const pk = await post('/api/shipping/calculate', { ...billing, country: 'PK', state: 'Punjab' }, u.headers);
    expect(Object.keys(pk.json().shippingOptions)).toEqual(['Standard', 'Priority']);
    for (const [code, name] of [['RU', 'Russia'], ['KP', 'North Korea'], ['BY', 'Belarus'], ['UA', 'Ukraine']]) {
      const refused = await post('/api/shipping/calculate', { ...billing, country: code }, u.headers);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(`Sorry, we do not ship to ${name}.`);
    }
    const missing = await post('/api/shipping/calculate', { ...billing, city: ' ', phone: '' }, u.headers);
    expect(missing.json().message).toBe('Please fill in the following required fields: City, Phone');
  });

  // issue 41, defect 7: checkout took any phone the profile refused, and the profile refused '(646) 555-0199'
  it('checks the phone with the profile’s rule: (646) 555-0199 passes both, letters are refused by both', async () => {
    const u = await createShopper(t);
    await addToCart(t, u.id, variants[0]);
    const written = await post('/api/shipping/calculate', { ...billing, phone: '(646) 555-0199' }, u.headers);
    expect(written.statusCode).toBe(200);
    const letters = await post('/api/shipping/calculate', { ...billing, phone: '555-CALL' }, u.headers);
    expect(letters.statusCode).toBe(400);
    expect(letters.json()).toMatchObject({ success: false, message: 'Enter a phone number of 7 to 15 digits; spaces, ( ), . and - may separate them, with an optional leading +.' });
    const profile = (phone: string) => t.app.inject({ method: 'POST', url: '/api/auth/profile', payload: { fName: 'Ada', lName: 'Lovelace', phone }, headers: u.headers });
    expect((await profile('(646) 555-0199')).statusCode).toBe(200);
    const refused = await profile('555-CALL');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain(letters.json().message);
  });

  it('falls back to the configured rate when the provider cannot be reached', async () => {
    const real = t.deps.print;
    t.deps.print = { ...real, fulfilment: { ...real.fulfilment, quoteShipping: async () => Promise.reject(new Error('ECONNREFUSED')) } };
    try {
      const u = await createShopper(t);
      await addToCart(t, u.id, variants[0]);
      const res = await post('/api/shipping/calculate', billing, u.headers);
      expect(res.json().shippingOptions).toEqual({ Standard: 799 });
    } finally {
      t.deps.print = real;
    }
  });

  it('saves billing details (spec spelling) for the caller', async () => {
    const u = await createShopper(t);
    expect((await post('/api/biling-details/add', billing)).statusCode).toBe(401);
    const add = await post('/api/biling-details/add', billing, u.headers);
    expect(add.json()).toMatchObject({ success: true, data: billing });
    const upd = await post('/api/biling-details/update', { ...billing, city: 'Dallas' }, u.headers);
    expect(upd.json().data.city).toBe('Dallas');
    const [row] = await t.db.query<{ city: string }>('SELECT city FROM billing_details WHERE user_id = $1', [u.id]);
    expect(row.city).toBe('Dallas');
  });

  it('places an order from database prices, ignoring tampered client prices, and clears the cart', async () => {
    const u = await createShopper(t);
    await addToCart(t, u.id, variants[0], 2);
    await addToCart(t, u.id, variants[1], 1);
    const res = await post(
      '/api/place-order',
      {
        uid: '1',
        shippingOption: 'Standard',
        shippingCost: 1,
        totalAmount: 1,
        subtotal: 1,
        tax: 0,
        chargeableAmount: 1,
        status: 'paid',
        paymentStatus: 'paid',
        address: JSON.stringify(billing),
        billingDetails: billing,
        items: [
          { productId: variants[0].productId, variant_id: variants[0].variantId, quantity: 2, price: 1, totalPrice: 2 },
          { productId: variants[1].productId, variant_id: variants[1].variantId, quantity: 1, price: 1, totalPrice: 1 },
        ],
      },
      u.headers,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const subtotal = variants[0].price * 2 + variants[1].price;
    expect(body.success).toBe(true);
    expect(body.order).toMatchObject({ status: 'pending', paymentStatus: 'unpaid', paymentMethod: 'pending', tax: 0, subtotal, shippingCost: 475, totalAmount: subtotal + 475 });
    expect(body.order.orderItems.map((i: { price: number }) => i.price)).toEqual([variants[0].price, variants[1].price]);
    expect(body.orderDetails.line_items[0]).toMatchObject({ quantity: 2, metadata: { title: expect.any(String), sku: expect.any(String) } });
    const cart = await t.app.inject({ method: 'GET', url: '/api/favourites-cart/cart/items', headers: u.headers });
    expect(cart.json().data).toEqual([]);

    // tax is computed after placing: Texas 6.25 % of the sub-total
    const details = await post('/api/order/details', { orderId: body.order.orderId }, u.headers);
    expect(details.json().data.tax).toBe(Math.floor((subtotal * 625 + 5000) / 10000));
    expect(details.json().data.order.subtotal).toBe(subtotal);
  });

  it('refuses an unknown shipping option, an unavailable variant and a missing field', async () => {
    const u = await createShopper(t);
    const items = [{ productId: variants[0].productId, variant_id: variants[0].variantId, quantity: 1 }];
    expect((await post('/api/place-order', { shippingOption: 'Teleport', billingDetails: billing, items }, u.headers)).statusCode).toBe(400);
    expect((await post('/api/place-order', { shippingOption: 'Standard', billingDetails: billing, items: [{ ...items[0], variant_id: 1 }] }, u.headers)).statusCode).toBe(400);
    const missing = await post('/api/place-order', { shippingOption: 'Standard', billingDetails: { ...billing, email: '' }, items }, u.headers);
    expect(missing.json().message).toBe('Please fill in the following required fields: Email');
    expect((await post('/api/place-order', { shippingOption: 'Standard', billingDetails: billing, items: 'x' }, u.headers)).statusCode).toBe(400);
  });

  it("keeps another user's order invisible and undeletable", async () => {
    const owner = await createShopper(t, 'owner');
    const other = await createShopper(t, 'other');
    const placed = await post(
      '/api/place-order',
      { shippingOption: 'Economy', billingDetails: billing, items: [{ productId: variants[2].productId, variant_id: variants[2].variantId, quantity: 1 }] },
      owner.headers,
    );
    const orderId = placed.json().order.orderId;
    const mine = await t.app.inject({ method: 'GET', url: '/api/order/local/details', headers: owner.headers });
    expect(mine.json().data.map((o: { orderId: number }) => o.orderId)).toContain(orderId);
    expect(mine.json().data[0].localDetails).toBeNull();
    const theirs = await t.app.inject({ method: 'GET', url: '/api/order/local/details', headers: other.headers });
    expect(theirs.json().data).toEqual([]);
    expect((await post('/api/order/details', { orderId }, other.headers)).statusCode).toBe(404);
    expect((await post('/api/order/delete', { orderId }, other.headers)).statusCode).toBe(404);
    // the owner cannot delete it either until the partner canceled it
    expect((await post('/api/order/delete', { orderId }, owner.headers)).statusCode).toBe(409);
    await t.db.query(`UPDATE orders SET partner_order_id = 'p-x', partner_status = 'canceled' WHERE id = $1`, [orderId]);
    expect((await post('/api/order/delete', { orderId }, other.headers)).statusCode).toBe(404);
    const del = await post('/api/order/delete', { orderId }, owner.headers);
    expect(del.json()).toMatchObject({ success: true, message: 'Order deleted successfully' });
    expect((await t.app.inject({ method: 'GET', url: '/api/order/local/details' })).statusCode).toBe(401);
    expect((await post('/api/order/details', { orderId: 'abc' }, owner.headers)).statusCode).toBe(404);
  });
});
