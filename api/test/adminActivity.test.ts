import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from './helpers/testDatabases.ts';
import { startTestApp, type TestApp } from './helpers/testApp.ts';
import { someVariants, type PricedVariant } from './fakes/shopper.ts';
import { placedOrder } from './fakes/paidOrders.ts';
import { signupAdmin } from './authHelpers.ts';
import { audit } from '../src/db/auditLog.ts';

/** #41 item 16: the activity log by area, person and target, paged. */
describe.each(testDatabases)('activity log on $name', (database) => {
  let t: TestApp;
  let variant: PricedVariant;
  let admin: Record<string, string>;
  let ownerId: string;
  beforeAll(async () => {
    t = await startTestApp(database);
    [variant] = (await someVariants(t, 1)) as [PricedVariant];
    const owner = await signupAdmin(t);
    admin = { authorization: `Bearer ${owner.accessToken}` };
    ownerId = (await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: admin })).json().data.id;
  });
  afterAll(() => t.close());

  const get = (qs: string) => t.app.inject({ method: 'GET', url: `/api/admin/activity?${qs}`, headers: admin });

  it('filters by area, person and target; lists the people; refuses an unknown area', async () => {
    const { orderId } = await placedOrder(t, variant, 'activity');
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/notes`, headers: admin, payload: { body: 'Gift wrap' } })).statusCode).toBe(200);
    await audit(t.db, null, 'product.hide', 'prod-activity', { hidden: false }, { hidden: true });

    const all = await get('');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toMatchObject({ success: true, page: 1, totalPages: 1 });
    expect(all.json().data.slice(0, 2).map((a: { action: string }) => a.action)).toEqual(['product.hide', 'order.note']);
    expect(all.json().actors).toContainEqual({ id: ownerId, email: expect.stringContaining('@') });

    const orders = (await get('area=order')).json();
    expect(orders.data.length).toBeGreaterThan(0);
    expect(orders.data.every((a: { action: string }) => a.action.startsWith('order.'))).toBe(true);
    expect((await get(`area=order&target=%23${orderId}`)).json().data.map((a: { action: string; target: string }) => [a.action, a.target])).toEqual([['order.note', String(orderId)]]);
    expect((await get('actor=system&area=product')).json().data.map((a: { target: string }) => a.target)).toContain('prod-activity');
    expect((await get(`actor=${ownerId}&area=product`)).json().total).toBe(0);

    for (const bad of ['area=orderz', 'actor=someone', 'page=0']) {
      const res = await get(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });
});
