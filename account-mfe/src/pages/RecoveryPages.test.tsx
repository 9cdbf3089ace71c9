import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import ForgotPasswordPage from './ForgotPasswordPage.tsx';
import OtpVerificationPage from './OtpVerificationPage.tsx';
import UpdatePasswordPage from './UpdatePasswordPage.tsx';
import { bodyOf, renderPage, resetStores, stubFetch } from '@store/shared/test';

beforeEach(resetStores);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const location = () => screen.getByTestId('location');

describe('ForgotPasswordPage', () => {
  it('moves on to /otp-verification with the e-mail and the server wait in state', async () => {
    const fetch = stubFetch({ status: 200, body: { success: true, message: 'If an account exists for this email, we have sent a 6-character code to it.', data: { email: 'ada@example.com', resendIn: 60 } } });
    renderPage(<ForgotPasswordPage />, '/forgot');
    fireEvent.change(screen.getByLabelText(/Email Address/), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    await waitFor(() => expect(location().textContent).toBe('/otp-verification'));
    expect(JSON.parse(location().dataset.state!)).toEqual({ email: 'ada@example.com', resendIn: 60 });
    expect(bodyOf(fetch.mock.calls[0])).toEqual({ email: 'ada@example.com' });
  });

  it('shows the server message when refused', async () => {
    stubFetch({ status: 429, body: { success: false, message: 'Please wait 0:42 before requesting a new code.', data: null, retryAfter: 42 } });
    renderPage(<ForgotPasswordPage />, '/forgot');
    fireEvent.change(screen.getByLabelText(/Email Address/), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText('Please wait 0:42 before requesting a new code.')).toBeTruthy();
    expect(location().textContent).toBe('/forgot');
  });
});

describe('OtpVerificationPage', () => {
  it('without an e-mail in state goes to /forgot', async () => {
    renderPage(<OtpVerificationPage />, '/otp-verification');
    await waitFor(() => expect(location().textContent).toBe('/forgot'));
  });

  it("counts down 'Resend in m:ss' with resend disabled, then resends and counts the server's next wait", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = stubFetch({ status: 200, body: { success: true, message: 'sent', data: { email: 'ada@example.com', resendIn: 120 } } });
    renderPage(<OtpVerificationPage />, '/otp-verification', { state: { email: 'ada@example.com', resendIn: 60 } });
    const resend = () => screen.getByRole('button', { name: /Resend/ }) as HTMLButtonElement;
    expect(resend().textContent).toBe('Resend in 1:00');
    expect(resend().disabled).toBe(true);
    await act(async () => {
      vi.advanceTimersByTime(15_000);
    });
    expect(resend().textContent).toMatch(/^Resend in 0:4[56]$/);
    await act(async () => {
      vi.advanceTimersByTime(46_000);
    });
    expect(resend().textContent).toBe('Resend OTP');
    expect(resend().disabled).toBe(false);
    fireEvent.click(resend());
    expect(await screen.findByText('OTP resent to your email!')).toBeTruthy();
    expect(bodyOf(fetch.mock.calls[0])).toEqual({ email: 'ada@example.com' });
    await waitFor(() => expect(resend().textContent).toBe('Resend in 2:00'));
    expect(resend().disabled).toBe(true);
  });

  it('limits the code to 6 characters and sends it with the e-mail; success goes to /update-password with the reset token', async () => {
    const fetch = stubFetch({ status: 200, body: { success: true, message: 'ok', data: { resetToken: 'tok-123' } } });
    renderPage(<OtpVerificationPage />, '/otp-verification', { state: { email: 'ada@example.com' } });
    const input = screen.getByLabelText(/Verification Code/) as HTMLInputElement;
    expect(input.maxLength).toBe(6);
    fireEvent.change(input, { target: { value: 'k7q2zpxx' } });
    expect(input.value).toBe('K7Q2ZP');
    fireEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
    await waitFor(() => expect(location().textContent).toBe('/update-password'));
    expect(JSON.parse(location().dataset.state!)).toEqual({ resetToken: 'tok-123', email: 'ada@example.com' });
    expect(bodyOf(fetch.mock.calls[0])).toEqual({ email: 'ada@example.com', otp: 'K7Q2ZP' });
  });

  it('shows the server message for a wrong code', async () => {
    stubFetch({ status: 400, body: { success: false, message: 'Invalid or expired code. Please check the code or request a new one.', data: null } });
    renderPage(<OtpVerificationPage />, '/otp-verification', { state: { email: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText(/Verification Code/), { target: { value: 'AAAAAA' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText('Invalid or expired code. Please check the code or request a new one.')).toBeTruthy();
  });
});

describe('UpdatePasswordPage', () => {
  const fill = (a: string, b: string) => {
    fireEvent.change(screen.getByLabelText(/^New Password/), { target: { value: a } });
    fireEvent.change(screen.getByLabelText(/Confirm Password/), { target: { value: b } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
  };

  it('without the reset state goes to /forgot', async () => {
    renderPage(<UpdatePasswordPage />, '/update-password');
    await waitFor(() => expect(location().textContent).toBe('/forgot'));
  });

  it('checks match and length before any request', async () => {
    const fetch = stubFetch({ status: 200, body: {} });
    renderPage(<UpdatePasswordPage />, '/update-password', { state: { resetToken: 'tok' } });
    fill('abcdef', 'abcdeg');
    expect(await screen.findByText('Passwords do not match.')).toBeTruthy();
    fill('abc', 'abc');
    expect(await screen.findByText('Password must be at least 6 characters long.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the token (never a user id), toasts and goes to /login', async () => {
    const fetch = stubFetch({ status: 200, body: { success: true, message: 'Password updated successfully!', data: null } });
    renderPage(<UpdatePasswordPage />, '/update-password', { state: { resetToken: 'tok' } });
    fill('new-secret', 'new-secret');
    await waitFor(() => expect(location().textContent).toBe('/login'));
    expect(await screen.findByText('Password updated successfully!')).toBeTruthy();
    expect(bodyOf(fetch.mock.calls[0])).toEqual({ resetToken: 'tok', newPassword: 'new-secret' });
  });
});
