import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from './helpers/testDatabases.ts';
import { startTestApp, testConfig, type TestApp } from './helpers/testApp.ts';
import { cardToken, createShopper, eventually, someVariants, type PricedVariant } from './fakes/shopper.ts';
import { paidOrder, postAs } from './fakes/paidOrders.ts';
import { outbox, signupAdmin } from './authHelpers.ts';
import { createLocalPrintProvider } from '../src/providers/print/local/localPrintProvider.ts';
import type { PrintProvider } from '../src/providers/print/printProvider.ts';

const ownerEmail = 'owner-inbox@shop.example';

/** Design requests answered by e-mail, and the owner's notices (issue #15). */
describe.each(testDatabases)('owner inbox and notices on $name', (database) => {
  let t: TestApp;
  let variant: PricedVariant;
  let admin: Record<string, string>;
  // The provider refuses orders whose shopper is named "Refused", as a real provider refuses a bad address.
  const local = createLocalPrintProvider();
  const print: PrintProvider = {
    ...local,
    fulfilment: {
      ...local.fulfilment,
      submitOrder: (o) => (o.address.firstName === 'Refused' ? Promise.reject(new Error('address rejected by the provider')) : local.fulfilment.submitOrder(o)),
    },
  };
  beforeAll(async () => {
    t = await startTestApp(database, { config: testConfig({ ownerEmail }), print });
    [variant] = (await someVariants(t, 1)) as [PricedVariant];
    const owner = await signupAdmin(t);
    admin = { authorization: `Bearer ${owner.accessToken}` };
  });
  afterAll(() => t.close());

  const mailsTo = async (to: string, subject: RegExp) => (await outbox(t, 0)).filter((m) => m.to === to && subject.test(m.subject));
  /** The matching mails once there is at least one. */
  const until = async (find: () => Promise<Awaited<ReturnType<typeof outbox>>>) => {
    await eventually(async () => (await find()).length || null);
    return find();
  };
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin });

  it("tells the owner of a request, lists it as new, and e-mails the owner's answer to the shopper once", async () => {
    const shopper = await createShopper(t, 'asker');
    const blueprints = (await t.app.inject({ method: 'GET', url: '/api/local/blueprints' })).json().data;
    const res = await postAs(t, '/api/local/blueprints/request', { blueprintId: blueprints[2].id, designId: variant.productId }, shopper.headers);
    expect(res.json().message).toBe("Request sent! You'll receive an email within 1–15 hours.");
    await eventually(async () => (await mailsTo(ownerEmail, new RegExp(`design request for ${blueprints[2].title}`))).length);

    const inbox = (await get('/api/admin/design-requests?state=new')).json();
    const request = inbox.data.find((r: { shopperEmail: string }) => r.shopperEmail === shopper.email);
    expect(request).toMatchObject({ state: 'new', blueprintTitle: blueprints[2].title, design: { productId: variant.productId } });

    const tooShort = await postAs(t, `/api/admin/design-requests/${request.id}/reply`, { message: 'ok' }, admin);
    expect(tooShort.json()).toMatchObject({ success: false, message: 'Invalid message: Write at least a sentence to the shopper.' });
    const answer = 'Yes! We added it:\nsee the link below.';
    const replies = await Promise.all([1, 2].map(() => postAs(t, `/api/admin/design-requests/${request.id}/reply`, { message: answer }, admin)));
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const sent = await until(() => mailsTo(shopper.email, /about your design request/));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain('see the link below.');
    expect(sent[0]!.text).toMatch(new RegExp(`/${variant.productId}\\b`));
    const answered = (await get('/api/admin/design-requests?state=answered')).json().data;
    expect(answered.find((r: { id: number }) => r.id === request.id)).toMatchObject({ state: 'answered', answer });
    expect((await get('/api/admin/design-requests?state=new')).json().data.some((r: { id: number }) => r.id === request.id)).toBe(false);
  });

  it('tells the owner of each paid order', async () => {
    const { orderId } = await paidOrder(t, variant, 'notify');
    await eventually(async () => (await mailsTo(ownerEmail, new RegExp(`new paid order #${orderId} `))).length);
  });

  it('tells the owner once when the provider refuses an order, and the dashboard lists it', async () => {
    const u = await createShopper(t, 'refused');
    const billing = { fullName: 'Refused Person', address: '1 Main Street', city: 'Austin', zipCode: '73301', country: 'US', state: 'Texas', phone: '+15125550100', email: 'refused@example.com' };
    const placed = await postAs(t, '/api/place-order', { shippingOption: 'Standard', billingDetails: billing, items: [{ productId: variant.productId, variant_id: variant.variantId, quantity: 1 }] }, u.headers);
    const orderId = placed.json().order.orderId as number;
    const { order, tax } = (await postAs(t, '/api/order/details', { orderId }, u.headers)).json().data;
    const paid = await postAs(t, '/api/payment/card', { ...cardToken(t), name: 'Refused Person', amount: ((order.subtotal + order.shippingCost + tax) / 100).toFixed(2), requestId: String(orderId) }, u.headers);
    expect(paid.statusCode).toBe(200);
    const notices = await until(() => mailsTo(ownerEmail, new RegExp(`order #${orderId} could not be sent`)));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain('address rejected by the provider');
    const board = (await get('/api/admin/dashboard')).json().data;
    expect(board.attention).toContainEqual(expect.objectContaining({ orderId, reason: 'provider-error' }));
  });
});
