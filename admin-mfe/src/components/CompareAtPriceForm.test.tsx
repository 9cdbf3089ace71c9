import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderPage, resetStores } from '@store/shared/test';
import { useSession } from '@store/shared';
import type { AdminProductRow } from '@store/shared/types';
import { CompareAtPriceForm } from './CompareAtPriceForm.tsx';

const product = (over: Partial<AdminProductRow> = {}): AdminProductRow => ({
  productId: 'tee1', title: 'Sunflower Tee', category: 't-shirts', priceCents: 2000, compareAtCents: null, lowest30dCents: 1800, image: '/i.png', hidden: false, ...over,
});
const reply = (body: object, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

beforeEach(() => {
  resetStores();
  useSession.setState({ user: { id: '1', fName: 'Store', lName: 'Owner', email: 'o@example.com', role: 'admin' }, accessToken: 'token' });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('CompareAtPriceForm', () => {
  it('refuses an amount not above the price before sending, and sends a higher one in cents', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(() => reply({ success: true, message: 'Compare-at price set to $25.00', data: {} }));
    renderPage(<CompareAtPriceForm product={product()} />);
    const field = screen.getByLabelText('Compare-at price of Sunflower Tee');
    fireEvent.change(field, { target: { value: '19.99' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the compare-at price of Sunflower Tee' }));
    expect(screen.getByRole('alert').textContent).toBe('The compare-at price must be higher than the current price.');
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: '$25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the compare-at price of Sunflower Tee' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain('/api/admin/catalogue/products/tee1/compare-at');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ compareAtCents: 2500 });
  });

  it('says what shoppers see, shows the server refusal, and clears with null', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(() => reply({ success: false, message: 'Product not found.', data: null }, 404));
    renderPage(<CompareAtPriceForm product={product({ compareAtCents: 2500 })} />);
    expect(screen.getByText('Shown struck, with the lowest price of the last 30 days ($18.00).')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear the compare-at price of Sunflower Tee' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Product not found.'));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ compareAtCents: null });
    cleanup();
    renderPage(<CompareAtPriceForm product={product({ compareAtCents: 1500 })} />);
    expect(screen.getByText('Stored but not shown: it is not above the current price.')).toBeTruthy();
  });
});
