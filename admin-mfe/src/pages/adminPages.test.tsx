import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderRoutes, resetStores } from '@store/shared/test';
import { toast, useSession } from '@store/shared';
import DashboardPage from './DashboardPage.tsx';
import OrdersPage from './OrdersPage.tsx';
import OrderPage from './OrderPage.tsx';

const owner = { id: '1', fName: 'Store', lName: 'Owner', email: 'owner@example.com', role: 'admin' as const };
const json = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
const ok = (data: unknown, extra: object = {}) => json(200, { success: true, message: 'OK', data, ...extra });

beforeEach(() => {
  resetStores();
  useSession.setState({ user: owner, accessToken: 'token' });
});
afterEach(() => vi.restoreAllMocks());

const days = Array.from({ length: 30 }, (_, i) => ({ day: `2026-10-${String(i + 1).padStart(2, '0')}`, revenueCents: i === 29 ? 4_250 : i % 3 === 0 ? 1_000 : 0, orders: i === 29 ? 2 : i % 3 === 0 ? 1 : 0 }));

describe('back-office pages', () => {
  it('shows a guest a login link and a customer a refusal, and calls no admin API for either', () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    useSession.setState({ user: null, accessToken: null });
    const guest = renderRoutes({ '/admin': <DashboardPage /> }, '/admin');
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    guest.unmount();
    useSession.setState({ user: { ...owner, role: 'customer' } });
    renderRoutes({ '/admin': <DashboardPage /> }, '/admin');
    expect(screen.getByRole('alert').textContent).toBe('This page is for the store owner.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('draws one bar per day from the data and lists what needs attention', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
      ok({
        windows: [{ days: 1, orders: 2, revenueCents: 4_250, refundedCents: 0 }, { days: 7, orders: 4, revenueCents: 6_250, refundedCents: 1_000 }, { days: 30, orders: 12, revenueCents: 14_250, refundedCents: 1_000 }],
        revenuePerDay: days,
        attention: [{ orderId: 77, createdAt: '2026-10-30T10:00:00Z', email: 'late@example.com', reason: 'provider-error' }],
        latest: [{ orderId: 78, createdAt: '2026-10-30T11:00:00Z', email: 'new@example.com', shopperName: 'Ada Lovelace', status: 'pending', paymentStatus: 'paid', partnerStatus: null, totalCents: 2_599, refundedCents: 0 }],
      }),
    );
    renderRoutes({ '/admin': <DashboardPage /> }, '/admin');
    expect((await screen.findByTestId('revenue-1')).textContent).toBe('$42.50');
    expect(screen.getByTestId('orders-30').textContent).toBe('12 orders');
    // revenue says what it is: net, with what was given back (#41 item 14)
    expect(screen.getByTestId('refunded-7').textContent).toBe('net revenue, after $10.00 refunded');
    const chart = screen.getByRole('img');
    expect(chart.getAttribute('aria-label')).toMatch(/highest \$42\.50 on Oct 30/);
    const bars = chart.querySelectorAll('rect');
    expect(bars).toHaveLength(30);
    // the tallest bar is the last day's, and an empty day is a stub
    const heights = [...bars].map((b) => Number(b.getAttribute('height')));
    expect(Math.max(...heights)).toBe(heights[29]);
    expect(heights[1]).toBe(1);
    // the best day's figure is printed on the chart, and every day's is in the table under it, not only in a hover tip
    expect(screen.getAllByTestId('chart-value').map((t) => t.textContent)).toEqual(['$42.50']);
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(31);
    expect(screen.getByRole('link', { name: 'Order #77' }).getAttribute('href')).toBe('/admin/orders/77');
    expect(screen.getByText(/The print provider refused it/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Order #78' }).getAttribute('href')).toBe('/admin/orders/78');
  });

  it('asks for the filters in the URL, pages through more than one page, and applies a search', async () => {
    const row = (id: number) => ({ orderId: id, createdAt: '2026-10-30T10:00:00Z', email: `s${id}@example.com`, shopperName: 'Ada Lovelace', status: 'pending', paymentStatus: 'paid', partnerStatus: 'in-production', totalCents: 2_599, refundedCents: 0 });
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation((url) => {
      const page = Number(new URL(String(url), 'http://x').searchParams.get('page') ?? 1);
      return ok([row(page * 100), row(page * 100 + 1)], { total: 45, totalPages: 3, page });
    });
    renderRoutes({ '/admin/orders': <OrdersPage /> }, '/admin/orders?paymentStatus=paid&page=2');
    expect(await screen.findByRole('link', { name: '#200' })).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/admin/orders?page=2&paymentStatus=paid');
    expect(screen.getByText('45 orders')).toBeTruthy();
    // the owner's words, not raw values ('in-production' split at its hyphen in a narrow cell)
    const cells = screen.getAllByRole('cell').map((c) => c.textContent);
    expect(cells).toContain('In production');
    expect(cells).toContain('Paid');
    expect(cells).not.toContain('in-production');
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByRole('link', { name: '#300' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/admin/orders');
    fireEvent.change(screen.getByLabelText('Order number, name or e-mail'), { target: { value: '  s300@example  ' } });
    fireEvent.change(screen.getByLabelText('Fulfilment'), { target: { value: 'not-sent' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await vi.waitFor(() => expect(String(fetchMock.mock.calls.at(-1)![0])).toBe('/api/admin/orders?q=s300%40example&paymentStatus=paid&fulfilment=not-sent'));
  });

  it('refunds what the owner types, refuses more than is left, and shows the timeline', async () => {
    const order = {
      orderId: 9, createdAt: '2026-10-30T10:00:00Z', status: 'pending', paymentStatus: 'paid', partnerOrderId: 'p-1', partnerStatus: 'in-production', trackingUrl: null,
      shopper: { id: '5', name: 'Ada Lovelace', email: 'ada@example.com' }, address: { fullName: 'Ada Lovelace', city: 'London' }, shippingOption: 'Standard',
      items: [{ productId: 'x', title: 'Tee', variant: 'M', quantity: 1, priceCents: 2_000, totalCents: 2_000 }],
      amounts: { subtotalCents: 2_000, shippingCents: 500, taxCents: 0, totalCents: 2_500, chargedCents: 2_500, refundedCents: 0 },
      payment: { status: 'paid', last4: '1111', brand: 'Visa', transactionId: 't-1' },
      timeline: [{ at: '2026-10-30T10:00:00Z', kind: 'placed', text: 'Placed by ada@example.com' }, { at: '2026-10-30T10:01:00Z', kind: 'paid', text: 'Paid $25.00 by Visa ending 1111 (transaction t-1)' }],
    };
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation((url, init) =>
      init?.method === 'POST' ? ok({ refund: { status: 'succeeded' } }) : String(url).endsWith('/notes') ? ok([]) : ok(order),
    );
    renderRoutes({ '/admin/orders/:orderId': <OrderPage /> }, '/admin/orders/9');
    expect(await screen.findByText('Paid $25.00 by Visa ending 1111 (transaction t-1)')).toBeTruthy();
    const amount = screen.getByLabelText(/Amount to refund/) as HTMLInputElement;
    // nothing pre-filled: one click never gives everything back (issue #41 item 2)
    expect(amount.value).toBe('');
    fireEvent.change(amount, { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refund…' }));
    expect((await screen.findByRole('alert')).textContent).toBe('At most $25.00 is left to refund.');
    fireEvent.change(amount, { target: { value: '$12.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refund…' }));
    // the dialog says what will happen before anything does; nothing is sent until it is confirmed
    const dialog = await screen.findByRole('dialog', { name: 'Refund $12.50?' });
    expect(dialog.textContent).toContain('The order stays with the print provider (last known: in-production).');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Give the money back' }));
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const [url, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(String(url)).toBe('/api/admin/orders/9/refund');
    expect(JSON.parse(String(init!.body))).toMatchObject({ amountCents: 1_250, requestKey: expect.any(String) });
    expect(within(screen.getByRole('region', { name: 'Summary' })).getByTestId('payment-status').textContent).toContain('ending 1111');
  });

  it('shows a refund the gateway refused as an error toast, never a green one (issue #24)', async () => {
    const order = {
      orderId: 9, createdAt: '2026-10-30T10:00:00Z', status: 'pending', paymentStatus: 'paid', partnerOrderId: null, partnerStatus: null, trackingUrl: null,
      shopper: { id: '5', name: 'Ada Lovelace', email: 'ada@example.com' }, address: { fullName: 'Ada Lovelace', city: 'London' }, shippingOption: 'Standard',
      items: [], amounts: { subtotalCents: 2_000, shippingCents: 500, taxCents: 0, totalCents: 2_500, chargedCents: 2_500, refundedCents: 0 },
      payment: { status: 'paid', last4: '1111', brand: 'Visa', transactionId: 't-1' }, timeline: [],
    };
    const refused = { refund: { status: 'declined', message: 'Refund refused by the bank.' }, repeated: false, partnerCanceled: null };
    // first the reply an older server sent (200, success:true), then this server's 402
    const replies = [ok(refused, { message: 'The gateway refused the refund: Refund refused by the bank.' }), json(402, { success: false, message: 'The gateway refused the refund: Refund refused by the bank.', data: refused })];
    vi.spyOn(globalThis, 'fetch').mockImplementation((url, init) => (init?.method === 'POST' ? replies.shift()! : String(url).endsWith('/notes') ? ok([]) : ok(order)));
    const success = vi.spyOn(toast, 'success');
    const error = vi.spyOn(toast, 'error');
    renderRoutes({ '/admin/orders/:orderId': <OrderPage /> }, '/admin/orders/9');
    fireEvent.click(await screen.findByRole('button', { name: 'Fill in all that is left' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Refund…' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Give the money back' }));
    await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(1));
    fireEvent.click(await screen.findByRole('button', { name: 'Refund…' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Give the money back' }));
    await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(2));
    expect(error).toHaveBeenLastCalledWith('The gateway refused the refund: Refund refused by the bank.');
    expect(success).not.toHaveBeenCalled();
  });
});

describe('design requests page', () => {
  it('lists new requests, checks the reply as typed, sends it, and shows answered ones on their tab', async () => {
    const request = { id: 5, createdAt: '2026-11-01T09:00:00Z', state: 'new', shopperEmail: 'asker@example.com', shopperName: 'Ada L', blueprintId: 7, blueprintTitle: 'Mug 11oz', design: { productId: 'p1', title: 'Retro Tee', category: 't-shirts' }, answer: null, answeredAt: null };
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation((url, init) => {
      if (init?.method === 'POST') return ok({ ...request, state: 'answered' });
      return String(url).includes('state=answered') ? ok([{ ...request, state: 'answered', answer: 'Done:\nsee it.', answeredAt: '2026-11-02T09:00:00Z' }], { total: 1, totalPages: 1 }) : ok([request], { total: 1, totalPages: 1 });
    });
    const { default: DesignRequestsPage } = await import('./DesignRequestsPage.tsx');
    renderRoutes({ '/admin/requests': <DesignRequestsPage /> }, '/admin/requests');
    expect(await screen.findByRole('heading', { name: 'Mug 11oz for Retro Tee' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retro Tee' }).getAttribute('href')).toBe('/t-shirts/retro-tee/p1');
    const box = screen.getByLabelText('Reply to Ada L by e-mail');
    fireEvent.change(box, { target: { value: 'ok' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect((await screen.findByText('Write at least a sentence to the shopper.')).getAttribute('role')).toBe('alert');
    expect(fetchMock.mock.calls.some(([, i]) => i?.method === 'POST')).toBe(false);
    fireEvent.change(box, { target: { value: 'Yes, it is in the shop now.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await vi.waitFor(() => expect(fetchMock.mock.calls.find(([, i]) => i?.method === 'POST')?.[0]).toBe('/api/admin/design-requests/5/reply'));
    expect(screen.getByRole('link', { name: 'New' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('link', { name: 'Answered' }));
    expect(await screen.findByText(/^Done:/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Answered' }).getAttribute('aria-current')).toBe('page');
  });
});

describe('subscribers page', () => {
  it('pages the list, and sends a newsletter only after a confirm that names the audience', async () => {
    const people = (page: number) => Array.from({ length: page === 1 ? 50 : 3 }, (_, i) => ({ email: `p${page}-${i}@example.com`, subscribedAt: '2026-11-01T09:00:00Z' }));
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation((url, init) => {
      const u = String(url);
      if (init?.method === 'POST') return ok({ id: 7, recipients: 53 }, { message: 'Sending to 53 subscribers' });
      if (u.includes('/audience')) return ok({ recipients: 53 });
      if (u.includes('/newsletters/progress')) return ok({ id: 7, subject: 'Autumn drop', recipients: 53, sent: 20, failed: 1, pending: 32, retrying: 1, startedAt: '2026-11-23T09:00:00Z', finishedAt: null });
      const page = Number(new URL(u, 'http://x').searchParams.get('page'));
      return ok(people(page), { total: 53, totalPages: 2 });
    });
    const { default: SubscribersPage } = await import('./SubscribersPage.tsx');
    renderRoutes({ '/admin/subscribers': <SubscribersPage /> }, '/admin/subscribers');
    expect(await screen.findByText('p1-0@example.com')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Current subscribers (53)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('p2-2@example.com')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Send to subscribers' }));
    expect(await screen.findByText('Give the newsletter a subject.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Subject/), { target: { value: 'Autumn drop' } });
    fireEvent.change(screen.getByLabelText('Content (HTML)'), { target: { value: '<p>New hoodies</p>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send to subscribers' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain('Send “Autumn drop” to 53 subscribers now?');
    expect(fetchMock.mock.calls.some(([, i]) => i?.method === 'POST')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, send it' }));
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([, i]) => i?.method === 'POST')).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(JSON.parse(String(init!.body))).toEqual({ subject: 'Autumn drop', html: '<p>New hoodies</p>', test: false });
    expect(await screen.findByText('Sending to 53 subscribers')).toBeTruthy();
    // the send goes on as a job: its count is read out as it moves
    expect((await screen.findByTestId('newsletter-status')).textContent).toBe('Sending “Autumn drop”: 20 of 53 sent, 1 failed, 1 to try again.');
    expect((screen.getByRole('progressbar', { name: 'Readers reached' }) as HTMLProgressElement).value).toBe(21);
  });
});

describe('catalogue page', () => {
  it('finds products from the URL, hides one, and shows a running sync with its progress', async () => {
    const product = { productId: 'p9', title: 'Retro Tee', category: 't-shirts', priceCents: 1999, compareAtCents: null, lowest30dCents: 1999, image: '/i.svg', hidden: false };
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation((url, init) => {
      const u = String(url);
      if (init?.method === 'POST') return ok({ productId: 'p9', hidden: true }, { message: 'Product hidden from the shop' });
      if (u.includes('/catalogue/sync')) return ok({ provider: 'local', version: 'demo-3', syncedAt: '2026-11-01T09:00:00Z', lastRun: { id: 2, status: 'running', startedAt: '2026-11-23T09:00:00Z', finishedAt: null, products: null, message: null }, progress: { phase: 'applying', staged: 1728, toApply: 200, applied: 50 } });
      if (u.includes('/home-sections')) return ok({ sections: { tShirts: 't-shirts', mobileCovers: 'phone-cases', mugs: 'mugs', womensSkirtsDresses: 'womens-skirts-dresses', shoes: 'shoes' }, picks: { tShirts: [{ productId: 'p9', title: 'Retro Tee' }], mobileCovers: null, mugs: null, womensSkirtsDresses: null, shoes: null } });
      return ok([product], { total: 1, totalPages: 1 });
    });
    const { default: CataloguePage } = await import('./CataloguePage.tsx');
    renderRoutes({ '/admin/catalogue': <CataloguePage /> }, '/admin/catalogue?q=retro');
    expect(await screen.findByRole('link', { name: 'Retro Tee' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([u]) => String(u) === '/api/admin/catalogue/products?q=retro&page=1')).toBe(true);
    expect((await screen.findByTestId('sync-status')).textContent).toBe('Sync running: applying changes, 50 of 200 done.');
    expect((screen.getByRole('progressbar', { name: 'Changes applied' }) as HTMLProgressElement).value).toBe(25);
    expect((screen.getByRole('button', { name: 'Sync now' }) as HTMLButtonElement).disabled).toBe(true);
    expect((await screen.findByLabelText('T-shirts') as HTMLInputElement).value).toBe('p9');
    fireEvent.click(screen.getByRole('button', { name: 'Hide Retro Tee' }));
    await vi.waitFor(() => expect(fetchMock.mock.calls.find(([, i]) => i?.method === 'POST')?.[0]).toBe('/api/admin/catalogue/products/p9/visibility'));
    expect(JSON.parse(String(fetchMock.mock.calls.find(([, i]) => i?.method === 'POST')![1]!.body))).toEqual({ hidden: true });
    expect(await screen.findByText('Product hidden from the shop')).toBeTruthy();
  });
});

describe('activity page', () => {
  it('shows who changed what in words, linked to what it was done to, with before and after as lines; filters by area (#41 item 16)', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
      ok(
        [
          { id: '2', actorId: '1', actorEmail: 'owner@example.com', action: 'order.void', target: '48', before: { paymentStatus: 'paid' }, after: { paymentStatus: 'voided' }, createdAt: '2026-11-24T10:00:00Z' },
          { id: '1', actorId: '1', actorEmail: 'owner@example.com', action: 'product.hide', target: 'p9', before: { hidden: false }, after: { hidden: true }, createdAt: '2026-11-23T10:00:00Z' },
          { id: '0', actorId: null, actorEmail: null, action: 'user.promote', target: '1', before: null, after: { role: 'admin' }, createdAt: '2026-11-22T10:00:00Z' },
        ],
        { total: 3, totalPages: 1, page: 1, actors: [{ id: '1', email: 'owner@example.com' }] },
      ),
    );
    const { default: ActivityPage } = await import('./ActivityPage.tsx');
    renderRoutes({ '/admin/activity': <ActivityPage /> }, '/admin/activity');
    const voided = (await screen.findByText('Voided a payment')).closest('tr')!;
    expect(within(voided).getByRole('link', { name: 'Order #48' }).getAttribute('href')).toBe('/admin/orders/48');
    expect(within(voided).getByText('payment status: paid → voided')).toBeTruthy();
    const hidden = screen.getByText('Hid a product from the shop').closest('tr')!;
    expect(within(hidden).getByText('owner@example.com')).toBeTruthy();
    expect(within(hidden).getByText('hidden: no → yes')).toBeTruthy();
    expect(screen.getByText('command line')).toBeTruthy();
    expect(screen.queryByText(/\{"/)).toBeNull();
    expect(screen.queryByText('order.void')).toBeNull();
    fireEvent.change(screen.getByLabelText('Area'), { target: { value: 'order' } });
    fireEvent.change(screen.getByLabelText('Who'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await vi.waitFor(() => expect(String(fetchMock.mock.calls.at(-1)![0])).toBe('/api/admin/activity?area=order&actor=1'));
  });
});
