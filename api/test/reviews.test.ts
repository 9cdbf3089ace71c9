import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from './helpers/testDatabases.ts';
import { startTestApp, type TestApp } from './helpers/testApp.ts';
import { createShopper } from './fakes/shopper.ts';
import { signupAdmin } from './authHelpers.ts';
import { capturingMailer } from './helpers/tracking.ts';
import { orderWith, productIds } from './helpers/reviewOrders.ts';
import { sendShipmentMails } from '../src/orders/shipments.ts';
import { signInvite, verifyInvite } from '../src/reviews/inviteToken.ts';
import { reviewLimits } from '@store/shared/rules';

type Headers = Record<string, string>;

describe.each(testDatabases)('genuine reviews on $name', (database) => {
  let t: TestApp;
  let admin: Headers;
  let products: { id: string; category: string; title: string }[];
  const mail = capturingMailer();
  beforeAll(async () => {
    t = await startTestApp(database, { mail }, { workers: false });
    products = await productIds(t, 7);
    admin = { authorization: `Bearer ${(await signupAdmin(t)).accessToken}` };
  }, 120_000);
  afterAll(() => t.close());
  let address: string | undefined;
  const listening = async () => (address ??= await t.app.listen({ port: 0, host: '127.0.0.1' }));

  const write = (productId: string, headers: Headers, payload: unknown) => t.app.inject({ method: 'POST', url: `/api/products/${productId}/reviews`, headers, payload: payload as object });
  const reviewsOf = async (productId: string, page = 1) => (await t.app.inject({ method: 'GET', url: `/api/products/${productId}/reviews?page=${page}` })).json();
  const adminPost = (url: string, payload?: unknown) => t.app.inject({ method: 'POST', url, headers: admin, payload: payload as object });
  const good = { rating: 4, title: 'Soft and true to size', body: 'Washed it twice,\nthe print holds.' };

  it('lets only a buyer whose order was delivered (or fulfilled) review; anyone else gets a clear 403', async () => {
    const [p] = products;
    const stranger = await createShopper(t, 'stranger');
    const notYet = await createShopper(t, 'waiting');
    await orderWith(t, notYet.id, p!.id, 'paid');
    const fulfilled = await createShopper(t, 'fulfilled');
    await orderWith(t, fulfilled.id, p!.id, 'fulfilled');
    const buyer = await createShopper(t, 'buyer');
    await orderWith(t, buyer.id, p!.id, 'delivered');

    for (const who of [stranger, notYet]) {
      const refused = await write(p!.id, who.headers, good);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ success: false, message: expect.stringContaining('Only shoppers who received this product can review it') });
      const mine = (await t.app.inject({ method: 'GET', url: `/api/reviews/mine/${p!.id}`, headers: who.headers })).json();
      expect(mine.data).toMatchObject({ eligible: false, review: null, reason: expect.stringContaining('Only shoppers') });
    }
    expect((await write(p!.id, {}, good)).statusCode).toBe(401);

    const posted = await write(p!.id, buyer.headers, good);
    expect(posted.statusCode).toBe(200);
    expect(posted.json()).toMatchObject({ success: true, message: 'Thank you: your review is published.', data: { rating: 4, title: good.title, body: good.body, author: 'Ada L.' } });
    expect((await write(p!.id, fulfilled.headers, { ...good, rating: 1, title: 'Fell apart' })).statusCode).toBe(200);

    const page = await reviewsOf(p!.id);
    expect(page).toMatchObject({ success: true, data: { summary: { count: 2, average: 2.5 }, page: 1, totalPages: 1 } });
    expect(page.data.items.map((r: { rating: number }) => r.rating).sort()).toEqual([1, 4]);
  });

  it('keeps one review per account when the same account posts in parallel through a listening server, and a later post edits it', async () => {
    const [, p] = products;
    const buyer = await createShopper(t, 'racer');
    await orderWith(t, buyer.id, p!.id, 'delivered');
    const address = await listening();
    const posts = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        fetch(`${address}/api/products/${p!.id}/reviews`, {
          method: 'POST',
          headers: { ...buyer.headers, 'content-type': 'application/json' },
          body: JSON.stringify({ ...good, rating: (i % 5) + 1, title: `Take ${i}` }),
        }),
      ),
    );
    expect(posts.map((r) => r.status)).toEqual(Array(8).fill(200));
    const rows = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM reviews WHERE product_id = $1 AND user_id = $2', [p!.id, buyer.id]);
    expect(rows[0]!.n).toBe(1);
    const messages = await Promise.all(posts.map(async (r) => ((await r.json()) as { message: string }).message));
    expect(messages.filter((m: string) => m === 'Thank you: your review is published.')).toHaveLength(1);

    const edited = await write(p!.id, buyer.headers, { rating: 2, title: '  Edited  ', body: 'Second thoughts.' });
    expect(edited.json()).toMatchObject({ success: true, message: 'Your review was updated.', data: { rating: 2, title: 'Edited', body: 'Second thoughts.' } });
    expect((await reviewsOf(p!.id)).data.summary).toEqual({ count: 1, average: 2 });
  });

  it('throttles one account\'s review writes in parallel: the writes past the limit get 429 and change nothing', async () => {
    const p = products[6];
    const buyer = await createShopper(t, 'flood');
    await orderWith(t, buyer.id, p!.id, 'delivered');
    const address = await listening();
    const tries = reviewLimits.writesPerWindow + 10;
    const posts = await Promise.all(
      Array.from({ length: tries }, (_, i) =>
        fetch(`${address}/api/products/${p!.id}/reviews`, {
          method: 'POST',
          headers: { ...buyer.headers, 'content-type': 'application/json' },
          body: JSON.stringify({ ...good, title: `Flood ${i}` }),
        }),
      ),
    );
    const statuses = posts.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(reviewLimits.writesPerWindow);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    const refused = await Promise.all(posts.filter((r) => r.status === 429).map(async (r) => (await r.json()) as { success: boolean; message: string }));
    expect(refused.every((r) => !r.success && r.message.startsWith('Too many review changes.'))).toBe(true);
    const rows = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM reviews WHERE product_id = $1 AND user_id = $2', [p!.id, buyer.id]);
    expect(rows[0]!.n).toBe(1);
  });

  it('refuses bad input with a 400 naming it, never a 500', async () => {
    const [, , p] = products;
    const buyer = await createShopper(t, 'typo');
    await orderWith(t, buyer.id, p!.id, 'delivered');
    const cases: [unknown, string][] = [
      [{ ...good, rating: 0 }, 'Choose from 1 to 5 stars.'],
      [{ ...good, rating: 6 }, 'Choose from 1 to 5 stars.'],
      [{ ...good, rating: 4.5 }, 'Choose from 1 to 5 stars.'],
      [{ ...good, rating: '5' }, 'Choose from 1 to 5 stars.'],
      [{ ...good, title: '   ' }, 'Write a title.'],
      [{ ...good, body: 'x'.repeat(4001) }, 'at most 4000'],
      [{ ...good, title: 'x'.repeat(121) }, 'at most 120'],
      [{ ...good, title: 'two\nlines' }, 'one line'],
      [{ rating: 5 }, 'Invalid title'],
      [[1, 2], 'Invalid'],
    ];
    for (const [payload, message] of cases) {
      const res = await write(p!.id, buyer.headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: expect.stringContaining(message) });
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${p!.id}/reviews?page=0` })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: "/api/products/1'%20OR%201=1/reviews" })).statusCode).toBe(400);
    expect((await write('no-such-product', buyer.headers, good)).statusCode).toBe(404);
    // HTML is stored as the text it is: nothing interprets it
    const html = await write(p!.id, buyer.headers, { ...good, body: '<img src=x onerror=alert(1)>' });
    expect(html.json().data.body).toBe('<img src=x onerror=alert(1)>');
  });

  it('pages the reviews newest first and answers an empty product with no number at all', async () => {
    const [, , , p, empty] = products;
    for (let i = 0; i < 7; i++) {
      const b = await createShopper(t, `pager${i}`);
      await orderWith(t, b.id, p!.id, 'delivered');
      expect((await write(p!.id, b.headers, { rating: 5, title: `Review ${i}`, body: 'Fine.' })).statusCode).toBe(200);
    }
    const first = (await reviewsOf(p!.id)).data;
    const second = (await reviewsOf(p!.id, 2)).data;
    expect(first).toMatchObject({ summary: { count: 7, average: 5 }, page: 1, totalPages: 2 });
    expect(first.items.map((r: { title: string }) => r.title)).toEqual(['Review 6', 'Review 5', 'Review 4', 'Review 3', 'Review 2']);
    expect(second.items.map((r: { title: string }) => r.title)).toEqual(['Review 1', 'Review 0']);
    expect((await reviewsOf(empty!.id)).data).toEqual({ summary: { count: 0, average: null }, items: [], page: 1, totalPages: 0 });
  });

  it('lets the owner hide for a fixed reason only (seen by the author, out of the count), unhide, and reply in public; each in the audit log', async () => {
    const [, , , , , p] = products;
    const harsh = await createShopper(t, 'harsh');
    await orderWith(t, harsh.id, p!.id, 'delivered');
    const rude = await createShopper(t, 'rude');
    await orderWith(t, rude.id, p!.id, 'delivered');
    const harshId = (await write(p!.id, harsh.headers, { rating: 1, title: 'Terrible', body: 'Faded after one wash.' })).json().data.id;
    const rudeId = (await write(p!.id, rude.headers, { rating: 3, title: 'Call me', body: 'My number is 555 0100.' })).json().data.id;

    // a customer is no owner; "negative" is no reason
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/reviews/${harshId}/hide`, headers: harsh.headers, payload: { reason: 'spam' } })).statusCode).toBe(403);
    for (const reason of ['negative', 'low rating', '', undefined]) {
      const res = await adminPost(`/api/admin/reviews/${harshId}/hide`, { reason });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: expect.stringContaining('spam, personal_data, offensive') });
    }
    expect((await adminPost('/api/admin/reviews/999999999/hide', { reason: 'spam' })).statusCode).toBe(404);

    const hidden = await adminPost(`/api/admin/reviews/${rudeId}/hide`, { reason: 'personal_data' });
    expect(hidden.json()).toMatchObject({ success: true, data: { hiddenReason: 'personal_data' } });
    const visible = (await reviewsOf(p!.id)).data;
    expect(visible.summary).toEqual({ count: 1, average: 1 });
    expect(visible.items.map((r: { id: number }) => r.id)).toEqual([harshId]);
    const author = (await t.app.inject({ method: 'GET', url: `/api/reviews/mine/${p!.id}`, headers: rude.headers })).json().data;
    expect(author).toMatchObject({ eligible: true, review: { id: rudeId, hiddenReason: 'personal_data' } });

    const replied = await adminPost(`/api/admin/reviews/${harshId}/reply`, { reply: 'Sorry to read this: write to us and we will replace it.' });
    expect(replied.json()).toMatchObject({ success: true, data: { reply: 'Sorry to read this: write to us and we will replace it.' } });
    expect((await adminPost(`/api/admin/reviews/${harshId}/reply`, { reply: '  ' })).statusCode).toBe(400);
    expect((await reviewsOf(p!.id)).data.items[0]).toMatchObject({ id: harshId, reply: expect.stringContaining('replace it'), repliedAt: expect.any(String) });

    const list = (await t.app.inject({ method: 'GET', url: '/api/admin/reviews?filter=hidden', headers: admin })).json();
    expect(list).toMatchObject({ success: true, total: 1, data: [{ id: rudeId, hiddenReason: 'personal_data', productId: p!.id }] });
    const ones = (await t.app.inject({ method: 'GET', url: '/api/admin/reviews?rating=1', headers: admin })).json();
    expect(ones.data.every((r: { rating: number }) => r.rating === 1)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/reviews?filter=bad', headers: admin })).statusCode).toBe(400);

    expect((await adminPost(`/api/admin/reviews/${rudeId}/unhide`)).json()).toMatchObject({ success: true, data: { hiddenReason: null } });
    expect((await reviewsOf(p!.id)).data.summary.count).toBe(2);
    const audit = (await t.app.inject({ method: 'GET', url: '/api/admin/audit', headers: admin })).json().data as { action: string; target: string }[];
    for (const action of ['review.hide', 'review.reply', 'review.unhide']) expect(audit.some((a) => a.action === action)).toBe(true);
  });

  it('moves the cached pages on with each review written, hidden, shown again or answered, and not with a refused one (#42: pages may be served stale)', async () => {
    const [, , , , p] = products;
    const buyer = await createShopper(t, 'paged');
    await orderWith(t, buyer.id, p!.id, 'delivered');
    let version = t.deps.catalog.pageVersion();
    const catalogue = t.deps.catalog.generation();
    const moved = () => {
      const now = t.deps.catalog.pageVersion();
      const changed = now !== version;
      version = now;
      return changed;
    };
    const id = (await write(p!.id, buyer.headers, good)).json().data.id as number;
    expect(moved()).toBe(true);
    expect((await write(p!.id, buyer.headers, { ...good, rating: 9 })).statusCode).toBe(400);
    expect((await adminPost(`/api/admin/reviews/${id}/hide`, { reason: 'negative' })).statusCode).toBe(400);
    expect((await adminPost('/api/admin/reviews/999999999/hide', { reason: 'spam' })).statusCode).toBe(404);
    expect(moved()).toBe(false);
    for (const [url, payload] of [
      [`/api/admin/reviews/${id}/hide`, { reason: 'spam' }],
      [`/api/admin/reviews/${id}/unhide`, undefined],
      [`/api/admin/reviews/${id}/reply`, { reply: 'Thank you for writing.' }],
    ] as const) {
      expect((await adminPost(url, payload)).statusCode).toBe(200);
      expect(moved()).toBe(true);
    }
    expect((await write(p!.id, buyer.headers, { ...good, title: 'Edited' })).statusCode).toBe(200);
    expect(moved()).toBe(true);
    // the catalogue's entries are not dropped: no entry holds reviews
    expect(t.deps.catalog.generation()).toBe(catalogue);
  });

  it('invites the buyer once per delivered order, with a signed link for their account that expires', async () => {
    const [p] = products;
    const buyer = await createShopper(t, 'invited');
    const orderId = await orderWith(t, buyer.id, p!.id, 'delivered', 'invited@example.com');
    const paidOnly = await orderWith(t, buyer.id, p!.id, 'paid', 'invited@example.com');
    await Promise.all([sendShipmentMails(t.deps, orderId), sendShipmentMails(t.deps, orderId), sendShipmentMails(t.deps, paidOnly)]);
    await sendShipmentMails(t.deps, orderId);
    const invites = mail.sent.filter((m) => m.to === 'invited@example.com' && m.subject.includes(`how was order #${orderId}`));
    expect(invites).toHaveLength(1);
    expect(mail.sent.filter((m) => m.to === 'invited@example.com' && m.subject.includes('how was'))).toHaveLength(1);
    expect(invites[0]!.text).not.toMatch(/discount|coupon|reward|free|win|5 stars|five stars/i);
    const link = new URL(/https?:\/\/\S+\/review\/\S+/.exec(invites[0]!.text)![0]);
    expect(link.pathname).toBe(`/review/${p!.id}`);
    const token = link.searchParams.get('invite')!;

    const check = (tok: string, headers: Headers) => t.app.inject({ method: 'GET', url: `/api/reviews/invite?token=${encodeURIComponent(tok)}`, headers });
    expect((await check(token, buyer.headers)).json()).toMatchObject({ success: true, data: { orderId, productId: p!.id } });
    const other = await createShopper(t, 'other');
    expect((await check(token, other.headers)).statusCode).toBe(403);
    expect((await check(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, buyer.headers)).json()).toMatchObject({ success: false, message: 'This review link is not valid.' });
    const old = signInvite(t.deps.config.secrets.otp, { orderId, productId: p!.id, userId: buyer.id }, Date.now() - 61 * 86_400_000);
    expect((await check(old, buyer.headers)).json()).toMatchObject({ success: false, message: expect.stringContaining('expired') });
    expect(verifyInvite('another key', token)).toBeNull();
  });
});
