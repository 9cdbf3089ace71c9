import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderRoutes, resetStores } from '@store/shared/test';
import { useSession } from '@store/shared';
import TaxesPage from './TaxesPage.tsx';

const owner = { id: '1', fName: 'Store', lName: 'Owner', email: 'owner@example.com', role: 'admin' as const };
const json = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
const california = { id: 1, country: 'US', subdivision: 'CA', name: 'California, United States', ratePpm: 72500, rate: '7.25 %', label: 'CA 7.25 %', shippingTaxed: false };

beforeEach(() => {
  resetStores();
  useSession.setState({ user: owner, accessToken: 'token' });
});
afterEach(() => vi.restoreAllMocks());

describe('Taxes page', () => {
  it('lists the regions with rate and shipping rule, and opens one to edit with its rate as typed', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => json(200, { success: true, message: 'OK', data: [california] }));
    renderRoutes({ '/admin/taxes': <TaxesPage /> }, '/admin/taxes');
    const row = (await screen.findByText('California, United States')).closest('tr')!;
    expect(within(row).getByText('7.25 %')).toBeTruthy();
    expect(within(row).getByText('Not taxed')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit California, United States' }));
    const form = screen.getByRole('form', { name: 'Edit California, United States' });
    expect((within(form).getByLabelText(/Rate/) as HTMLInputElement).value).toBe('7.25');
  });

  it("shows the server's refusal under the field it names, and adds nothing", async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation((_input, init) =>
      init?.method === 'POST'
        ? json(400, { success: false, message: 'A tax rate cannot be over 25 %.', data: null, field: 'rate' })
        : json(200, { success: true, message: 'OK', data: [california] }),
    );
    renderRoutes({ '/admin/taxes': <TaxesPage /> }, '/admin/taxes');
    await screen.findByText('California, United States');
    const form = screen.getByRole('form', { name: 'Add a region' });
    fireEvent.change(within(form).getByLabelText(/Country code/), { target: { value: 'US' } });
    fireEvent.change(within(form).getByLabelText(/State or region code/), { target: { value: 'WA' } });
    fireEvent.change(within(form).getByLabelText(/Rate/), { target: { value: '30' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add region' }));
    const rate = within(form).getByLabelText(/Rate/);
    expect((await within(form).findByText('A tax rate cannot be over 25 %.')).id).toBe(rate.getAttribute('aria-describedby'));
    expect(rate.getAttribute('aria-invalid')).toBe('true');
    const posted = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(posted[1]!.body))).toEqual({ country: 'US', subdivision: 'WA', rate: '30', shippingTaxed: false });
    expect(screen.queryByText(/Tax region added/)).toBeNull();
  });
});
