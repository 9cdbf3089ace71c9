import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useFavouritesCart, useSession } from '@store/shared';
import LoginPage from './LoginPage.tsx';
import RegisterPage from './RegisterPage.tsx';
import { bodyOf, renderPage, resetStores, stubFetch } from '@store/shared/test';

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

const authData = {
  accessToken: 'a1',
  refreshToken: 'r1',
  user: { id: '5', fName: 'Ada', lName: 'Lovelace', email: 'ada@example.com', created_at: '2026-01-02T00:00:00.000Z' },
  favouritesCart: [{ id: 1, uid: '5', category: 'mugs', product_id: 'p1', default_image: '', productTitle: 'Mug', productPrice: '9.99', type: 'cart' }],
};

describe('LoginPage', () => {
  it('shows the labelled fields, placeholders, required marks and links of spec §2', () => {
    renderPage(<LoginPage />, '/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();
    expect(screen.getByText('Secure and easy login to access your account. Sign in for a seamless experience.')).toBeTruthy();
    const email = screen.getByLabelText(/Email Address/) as HTMLInputElement;
    const password = screen.getByLabelText(/^Password/) as HTMLInputElement;
    expect(email.type).toBe('email');
    expect(email.placeholder).toBe('Enter Your Email');
    expect(password.placeholder).toBe('Enter Your password');
    expect(email.required && password.required).toBe(true);
    expect(screen.getByRole('link', { name: 'Forgot Password?' }).getAttribute('href')).toBe('/forgot');
    expect(screen.getByRole('link', { name: 'Signup?' }).getAttribute('href')).toBe('/register');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/login$/);
  });

  it('refuses empty fields without a request', async () => {
    const fetch = stubFetch({ status: 200, body: {} });
    renderPage(<LoginPage />, '/login');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Please fill in all fields!')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the server message on failure and stays', async () => {
    stubFetch({ status: 401, body: { success: false, message: 'Invalid email or password.', data: null } });
    renderPage(<LoginPage />, '/login');
    fireEvent.change(screen.getByLabelText(/Email Address/), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid email or password.')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/login');
    expect(useSession.getState().user).toBeNull();
  });

  it('stores the session and favourites, toasts and goes home on success', async () => {
    const fetch = stubFetch({ status: 200, body: { success: true, message: 'Login successful!', data: authData } });
    renderPage(<LoginPage />, '/login');
    fireEvent.change(screen.getByLabelText(/Email Address/), { target: { value: ' ada@example.com ' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'secret123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(await screen.findByText('Login successful!')).toBeTruthy();
    expect(bodyOf(fetch.mock.calls[0])).toEqual({ email: 'ada@example.com', password: 'secret123' });
    expect(useSession.getState().user?.id).toBe('5');
    expect(localStorage.getItem('refreshToken')).toBe('r1');
    expect(localStorage.getItem('user_id')).toBe('5');
    expect(useFavouritesCart.getState().entries).toHaveLength(1);
  });
});

describe('RegisterPage', () => {
  const fill = () => {
    fireEvent.change(screen.getByLabelText(/First Name/), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText(/Last Name/), { target: { value: 'Lovelace' } });
    fireEvent.change(screen.getByLabelText(/Email Address/), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'secret123' } });
  };

  it('refuses a missing field', async () => {
    const fetch = stubFetch({ status: 200, body: {} });
    renderPage(<RegisterPage />, '/register');
    fireEvent.change(screen.getByLabelText(/First Name/), { target: { value: 'Ada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Please fill in all fields!')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
  });

  it("sends fName/lName and says 'Registration failed: {message}' on a refusal", async () => {
    const fetch = stubFetch({ status: 409, body: { success: false, message: 'An account with this email already exists. Please log in instead.', data: null } });
    renderPage(<RegisterPage />, '/register');
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Registration failed: An account with this email already exists. Please log in instead.')).toBeTruthy();
    expect(bodyOf(fetch.mock.calls[0])).toEqual({ fName: 'Ada', lName: 'Lovelace', email: 'ada@example.com', password: 'secret123' });
  });

  it('logs in at once and goes home on success', async () => {
    stubFetch({ status: 201, body: { success: true, message: 'Registration successful!', data: authData } });
    renderPage(<RegisterPage />, '/register');
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Registration successful! You are now logged in.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(useSession.getState().user?.fName).toBe('Ada');
  });

  it('dismisses the red failure of an earlier attempt once the sign-up succeeds (#11)', async () => {
    stubFetch(
      { status: 409, body: { success: false, message: 'An account with this email already exists. Please log in instead.', data: null } },
      { status: 201, body: { success: true, message: 'Registration successful!', data: authData } },
    );
    renderPage(<RegisterPage />, '/register');
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    const failure = 'Registration failed: An account with this email already exists. Please log in instead.';
    expect(await screen.findByText(failure)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Registration successful! You are now logged in.')).toBeTruthy();
    // the stale toast is on its way out (happy-dom plays no animation, so its end is fired here)
    const stale = screen.getByText(failure).closest('.Toastify__toast')!;
    await waitFor(() => expect(stale.className).toMatch(/exit/));
    fireEvent.animationEnd(stale);
    await waitFor(() => expect(screen.queryByText(failure)).toBeNull());
    expect(screen.getByText('Registration successful! You are now logged in.')).toBeTruthy();
  });
});
