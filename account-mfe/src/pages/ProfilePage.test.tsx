import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { useSession } from '@store/shared';
import ProfilePage from './ProfilePage.tsx';
import { renderPage, resetStores, stubFetch } from '@store/shared/test';

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

const stored = { id: '5', fName: 'Ada', lName: 'Lovelace', email: 'ada@example.com', phone: null, city: '', created_at: '2026-01-02T12:00:00.000Z' };

describe('ProfilePage', () => {
  it('without a stored user: toast and /login', async () => {
    renderPage(<ProfilePage />, '/user-profile');
    expect(await screen.findByText('Please log in to view your profile.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
  });

  it("shows the stored user with initials, member-since and 'N/A', then the server's copy", async () => {
    useSession.setState({ user: stored, accessToken: 'a1', refreshToken: 'r1' });
    stubFetch({ status: 200, body: { success: true, message: 'ok', data: { ...stored, city: 'Lahore', country: 'PK' } } });
    renderPage(<ProfilePage />, '/user-profile');
    expect(screen.getByText('AL')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Ada Lovelace' })).toBeTruthy();
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    expect(screen.getByText('Member since January 2, 2026')).toBeTruthy();
    expect(screen.getAllByText('N/A').length).toBeGreaterThanOrEqual(5);
    expect(await screen.findByText('Lahore')).toBeTruthy();
    expect(screen.getByText('PK')).toBeTruthy();
    expect(useSession.getState().user?.city).toBe('Lahore');
  });
});
