import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast, useFavouritesCart, useSession } from '@store/shared';
import { AccountMenu } from './AccountMenu.tsx';
import { HeaderBadges } from '../header/HeaderBadges.tsx';
import { entry, renderInRouter, resetStores, testUser } from '../testing.tsx';

beforeEach(resetStores);
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function openMenu() {
  const button = screen.getByRole('button', { name: 'Account' });
  expect(button.getAttribute('aria-expanded')).toBe('false');
  fireEvent.click(button);
  expect(button.getAttribute('aria-expanded')).toBe('true');
  return document.getElementById(button.getAttribute('aria-controls')!)!;
}

function signInWith(refreshToken: string | null) {
  localStorage.setItem('user', JSON.stringify(testUser));
  localStorage.setItem('user_id', testUser.id);
  localStorage.setItem('accessToken', 'access-1');
  if (refreshToken) localStorage.setItem('refreshToken', refreshToken);
  useSession.setState({ user: testUser, accessToken: 'access-1', refreshToken });
}

const reply = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

describe('account dropdown', () => {
  it('logged out: offers Register and Login only', () => {
    renderInRouter(<AccountMenu />);
    const panel = openMenu();
    const names = within(panel).getAllByRole('link').map((a) => a.textContent);
    expect(names).toEqual(['Register', 'Login']);
    expect(within(panel).getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
    expect(within(panel).getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(within(panel).queryByRole('button', { name: 'Logout' })).toBeNull();
  });

  it('logged in (a stored user): offers Logout, My Orders, My Profile', () => {
    signInWith('refresh-1');
    renderInRouter(<AccountMenu />);
    const panel = openMenu();
    expect(within(panel).getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'My Orders' }).getAttribute('href')).toBe('/orders');
    expect(within(panel).getByRole('link', { name: 'My Profile' }).getAttribute('href')).toBe('/user-profile');
    expect(within(panel).queryByRole('link', { name: 'Login' })).toBeNull();
    expect(within(panel).queryByRole('link', { name: 'Admin' })).toBeNull();
  });

  it("offers the back office's Admin link to the store owner only", () => {
    signInWith('refresh-1');
    useSession.setState({ user: { ...testUser, role: 'admin' } });
    renderInRouter(<AccountMenu />);
    expect(within(openMenu()).getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin');
  });

  it('Escape closes the menu and returns focus to the button', () => {
    renderInRouter(<AccountMenu />);
    openMenu();
    fireEvent.keyDown(document, { key: 'Escape' });
    const button = screen.getByRole('button', { name: 'Account' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('logout without a stored refresh token says so and sends nothing', () => {
    signInWith(null);
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const error = vi.spyOn(toast, 'error');
    renderInRouter(<AccountMenu />);
    fireEvent.click(within(openMenu()).getByRole('button', { name: 'Logout' }));
    expect(error).toHaveBeenCalledWith('Refresh token not found!');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(useSession.getState().user).toEqual(testUser);
  });

  it('logout success clears the session and cart, zeroes the badges and goes to /login', async () => {
    signInWith('refresh-1');
    act(() => useFavouritesCart.getState().replace([entry('cart', 1), entry('favorite', 2)]));
    const fetchMock = reply(200, { success: true, message: 'Logged out successfully', data: null });
    vi.stubGlobal('fetch', fetchMock);
    const success = vi.spyOn(toast, 'success');
    renderInRouter(
      <>
        <AccountMenu />
        <HeaderBadges />
      </>,
      '/orders',
    );
    expect(screen.getByTestId('cart-count').textContent).toBe('1');
    fireEvent.click(within(openMenu()).getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/logout');
    expect(JSON.parse(init.body as string)).toEqual({ refreshToken: 'refresh-1' });
    expect(success).toHaveBeenCalledWith('Logged out successfully');
    for (const key of ['accessToken', 'refreshToken', 'user', 'user_id']) expect(localStorage.getItem(key)).toBeNull();
    expect(JSON.parse(localStorage.getItem('favouritesCart')!)).toEqual([]);
    expect(screen.getByTestId('cart-count').textContent).toBe('0');
    expect(screen.getByTestId('wishlist-count').textContent).toBe('0');
  });

  it('logout failure shows the server message and keeps the session', async () => {
    signInWith('refresh-1');
    vi.stubGlobal('fetch', reply(400, { success: false, message: 'Invalid refresh token', data: null }));
    const error = vi.spyOn(toast, 'error');
    renderInRouter(<AccountMenu />, '/orders');
    fireEvent.click(within(openMenu()).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Invalid refresh token'));
    expect(useSession.getState().user).toEqual(testUser);
    expect(screen.getByTestId('location').textContent).toBe('/orders');
  });
});
