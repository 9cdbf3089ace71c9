import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderRoutes, resetStores } from '@store/shared/test';
import { toast, useSession } from '@store/shared';
import PaymentScriptsPage from './PaymentScriptsPage.tsx';

const owner = { id: '1', fName: 'Store', lName: 'Owner', email: 'owner@example.com', role: 'admin' as const };
const json = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
const script = { url: '/mfe/checkout/v2/remoteEntry.js', remote: 'checkout', version: 'v2', path: 'remoteEntry.js', integrity: 'sha384-abc123', reason: 'new card form', deployedBy: 'token:checkout-ci', deployedAt: '2026-11-25T10:00:00Z' };
const changed = { file: '/mfe/checkout/v2/assets/pay.js', change: 'content-changed', expected: 'sha384-a', found: 'sha384-b' };
const check = (id: number, differences: unknown[], trigger = 'schedule') => ({ id, trigger, startedAt: '2026-11-26T03:00:00Z', finishedAt: '2026-11-26T03:00:02Z', scripts: 24, differences });

function serve(checks: unknown[], post: () => Promise<Response> = () => json(500, {})) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((_input, init) => (init?.method === 'POST' ? post() : json(200, { success: true, message: 'OK', data: { scripts: [script], checks } })));
}

beforeEach(() => {
  resetStores();
  useSession.setState({ user: owner, accessToken: 'token' });
});
afterEach(() => vi.restoreAllMocks());

describe('Payment page scripts page', () => {
  it('lists each script with its remote, version, hash, reason, deployer and date under labelled headers', async () => {
    serve([check(1, [])]);
    renderRoutes({ '/admin/payment-scripts': <PaymentScriptsPage /> }, '/admin/payment-scripts');
    const list = await screen.findByRole('region', { name: 'Scripts (1)' });
    expect(within(list).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['File', 'Remote', 'Version', 'Hash (SHA-384)', 'Reason', 'Deployed by', 'When']);
    const row = within(list).getByText('/mfe/checkout/v2/remoteEntry.js').closest('tr')!;
    expect(within(row).getByText('abc123')).toBeTruthy();
    expect(within(row).getByText('new card form')).toBeTruthy();
    expect(within(row).getByText('token checkout-ci')).toBeTruthy();
    expect(screen.getByText(/24 scripts and its security headers are as inventoried/).getAttribute('role')).toBe('status');
  });

  it('shows the last check’s differences as an alert naming the file and the change, and keeps them in the alerts list', async () => {
    serve([check(2, [changed]), check(1, [])]);
    renderRoutes({ '/admin/payment-scripts': <PaymentScriptsPage /> }, '/admin/payment-scripts');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('found 1 difference(s)');
    expect(within(alert).getByText('/mfe/checkout/v2/assets/pay.js')).toBeTruthy();
    expect(alert.textContent).toContain('content changed since it was inventoried');
    const alerts = screen.getByRole('region', { name: 'Alerts' });
    expect(within(alerts).getAllByRole('row')).toHaveLength(2);
  });

  it('runs a check on demand; differences are an error toast, never a green one', async () => {
    const error = vi.spyOn(toast, 'error');
    const success = vi.spyOn(toast, 'success');
    serve([], () => json(200, { success: true, message: 'The payment page differs from its inventory in 1 place(s); the owner was e-mailed.', data: check(3, [changed], 'owner') }));
    renderRoutes({ '/admin/payment-scripts': <PaymentScriptsPage /> }, '/admin/payment-scripts');
    expect((await screen.findByText(/Not checked yet/)).getAttribute('role')).toBe('status');
    fireEvent.click(screen.getByRole('button', { name: 'Check now' }));
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringContaining('differs from its inventory')));
    expect(success).not.toHaveBeenCalled();
  });
});
