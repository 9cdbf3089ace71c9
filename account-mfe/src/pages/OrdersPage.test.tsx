import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useSession } from '@store/shared';
import OrdersPage from './OrdersPage.tsx';
import { renderPage, resetStores, stubFetch } from '@store/shared/test';

const item = { id: 1, productImage: '/i.svg', productTitle: 'Retro Tee', color: 'Black', size: 'M', quantity: 2, price: 1250, totalPrice: 2500 };
const base = { createdAt: '2026-11-20T10:00:00Z', orderItems: [item], totalAmount: 2975, chargeableAmount: 2975 };
const orders = [
  { ...base, orderId: 3, id: 3, status: 'pending', paymentStatus: 'paid', paymentId: 't3', localDetails: { status: 'fulfilled', connect: { url: 'https://track/3' } } },
  { ...base, orderId: 2, id: 2, status: 'pending', paymentStatus: 'unpaid', paymentId: null, localDetails: null, orderItems: [] },
  { ...base, orderId: 1, id: 1, status: 'pending', paymentStatus: 'paid', paymentId: 't1', localDetails: { status: 'canceled', connect: { url: 'https://track/1' } } },
];

describe('My Orders', () => {
  beforeEach(() => {
    resetStores();
    useSession.setState({ user: { id: '9', fName: 'A', lName: 'B', email: 'a@b.co' }, accessToken: 't', refreshToken: 'r' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists orders with partner-first status colours and the exact action rules', async () => {
    stubFetch({ status: 200, body: { success: true, message: 'OK', data: orders } });
    renderPage(<OrdersPage />, '/orders');
    expect(screen.getByText('Loading orders...')).toBeTruthy();
    const fulfilled = await screen.findByText('fulfilled');
    expect(fulfilled.className).toContain('ord-status--green');
    expect(screen.getByText('canceled').className).toContain('ord-status--red');
    expect(screen.getByText('pending').className).toContain('ord-status--grey');
    expect(screen.getByText('Showing 3 order(s)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Track order 3' }).getAttribute('href')).toBe('/orders/3/tracking');
    expect(screen.queryByRole('link', { name: 'Track order 1' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Make payment for order 2' }).getAttribute('href')).toBe('/payment/2');
    expect(screen.queryByRole('link', { name: 'Make payment for order 3' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete order 1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete order 3' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/shop');
    // cancel until production: the unpaid one yes; the fulfilled and the canceled ones no
    expect(screen.getByRole('button', { name: 'Cancel order 2' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel order 3' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel order 1' })).toBeNull();
  });

  it('cancels a paid order on hold after saying it will be refunded, then reloads the list', async () => {
    const onHold = { ...base, orderId: 4, id: 4, status: 'pending', paymentStatus: 'paid', paymentId: 't4', localDetails: { status: 'on-hold', connect: null } };
    const canceled = { ...onHold, status: 'canceled', paymentStatus: 'refunded', localDetails: { status: 'canceled', connect: null } };
    const fetch = stubFetch(
      { status: 200, body: { success: true, message: 'OK', data: [onHold] } },
      { status: 200, body: { success: true, message: 'Order canceled and your payment refunded', data: { orderId: 4 } } },
      { status: 200, body: { success: true, message: 'OK', data: [canceled] } },
    );
    renderPage(<OrdersPage />, '/orders');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order 4' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order' });
    expect(within(dialog).getByText('Cancel order 4? Your payment will be refunded in full to your card.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Order canceled and your payment refunded')).toBeTruthy();
    expect(await screen.findByText('canceled')).toBeTruthy();
    expect(String(fetch.mock.calls[1][0])).toBe('/api/update-order');
    expect(JSON.parse(String(fetch.mock.calls[1][1]!.body))).toEqual({ orderId: 4, action: 'cancel' });
  });

  it('shows items in a dialog, or says there are none', async () => {
    stubFetch({ status: 200, body: { success: true, message: 'OK', data: orders } });
    renderPage(<OrdersPage />, '/orders');
    fireEvent.click(await screen.findByRole('button', { name: 'View order 3' }));
    const dialog = screen.getByRole('dialog', { name: 'Order #3 items' });
    expect(within(dialog).getByText('Retro Tee')).toBeTruthy();
    expect(within(dialog).getByText('$25.00')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: 'View order 2' }));
    expect(screen.getByText('No items found for this order.')).toBeTruthy();
  });

  it('deletes a canceled order after the confirm dialog', async () => {
    const fetch = stubFetch({ status: 200, body: { success: true, message: 'OK', data: orders } }, { status: 200, body: { success: true, message: 'Order deleted successfully', data: { orderId: 1 } } });
    renderPage(<OrdersPage />, '/orders');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete order 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete order' });
    expect(within(dialog).getByText('Are you sure you want to delete order 1?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Order deleted successfully')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Showing 2 order(s)')).toBeTruthy());
    expect(JSON.parse(String(fetch.mock.calls[1][1]!.body))).toEqual({ orderId: 1 });
  });

  it('shows the empty state', async () => {
    stubFetch({ status: 200, body: { success: true, message: 'OK', data: [] } });
    renderPage(<OrdersPage />, '/orders');
    expect(await screen.findByText('No orders found.')).toBeTruthy();
  });
});
