import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useSession } from '@store/shared';
import CartPage from './CartPage.tsx';
import { renderPage, stubFetch } from '@store/shared/test';

const row = { id: 1, uid: 'guest_x', category: 't-shirts', product_id: 'p1', default_image: '/i.svg', productTitle: 'Retro Tee', productPrice: '12.50', variant_id: 11, quantity: 1, type: 'cart', localDetails: { title: 'Retro Tee', images: [{ src: '/i.svg' }], variants: [{ id: 11, title: 'Black / M' }] } };

describe('cart page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useSession.setState({ user: null, accessToken: null, refreshToken: null });
  });

  it('edits quantities locally (never below 1) and sends a guest to log in on Update & Checkout', async () => {
    const fetch = stubFetch(() => ({ status: 200, body: { success: true, message: 'OK', data: [row] } }));
    renderPage(<CartPage />, '/cart');
    expect(await screen.findByText('Retro Tee')).toBeTruthy();
    expect(screen.getByText('Black / M')).toBeTruthy();
    const decrease = screen.getByRole('button', { name: 'Decrease Quantity of Retro Tee' });
    expect((decrease as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Increase Quantity of Retro Tee' }));
    expect(screen.getAllByText('$25.00').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Update & Checkout' }));
    expect(await screen.findByText('Please log in to proceed to checkout.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('sends the quantities and goes to checkout for a logged-in user', async () => {
    useSession.setState({ user: { id: '5', fName: 'A', lName: 'B', email: 'a@b.co' }, accessToken: 't', refreshToken: 'r' });
    const fetch = stubFetch((url) => ({ status: 200, body: { success: true, message: 'OK', data: url.includes('quantity') ? [{ ...row, quantity: 2 }] : [row] } }));
    renderPage(<CartPage />, '/cart');
    fireEvent.click(await screen.findByRole('button', { name: 'Increase Quantity of Retro Tee' }));
    fireEvent.click(screen.getByRole('button', { name: 'Update & Checkout' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/checkout'));
    expect(JSON.parse(String(fetch.mock.calls[1][1]!.body))).toEqual({ items: [{ uid: '5', variant_id: 11, quantity: 2 }] });
  });

  it('says so when the cart is empty', async () => {
    stubFetch(() => ({ status: 200, body: { success: true, message: 'OK', data: [] } }));
    renderPage(<CartPage />, '/cart');
    expect(await screen.findByText('Cart is empty.')).toBeTruthy();
  });

  it("shows the offline notice with 'Retry Connection'", () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    stubFetch(() => ({ status: 200, body: { success: true, message: 'OK', data: [] } }));
    renderPage(<CartPage />, '/cart');
    expect(screen.getByText("You're offline")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry Connection' })).toBeTruthy();
    vi.restoreAllMocks();
  });
});
