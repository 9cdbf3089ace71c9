import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { toCardProduct } from '@store/shared/rules';
import { renderPage } from '@store/shared/test';
import { ReviewsSection } from './ReviewsSection.tsx';
import { QuickViewModal } from './QuickViewModal.tsx';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const review = (i: number) => ({
  id: i, rating: (i % 5) + 1, title: `Title ${i}`, body: `<b>Body ${i}</b>`, author: 'Ada L.',
  createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-01T10:00:00.000Z',
  reply: i === 7 ? 'Thanks from the store.' : null, repliedAt: i === 7 ? '2026-11-02T10:00:00.000Z' : null,
});
/** The reviews endpoint for product "p1": 7 reviews, 5 a page; "p0": none. */
function stubReviews() {
  const fetch = vi.fn(async (url: string) => {
    const u = new URL(url, 'http://localhost');
    if (u.pathname === '/api/products/p0/reviews') return json({ success: true, message: 'OK', data: { summary: { count: 0, average: null }, items: [], page: 1, totalPages: 0 } });
    if (u.pathname === '/api/products/p1/reviews') {
      const page = Number(u.searchParams.get('page'));
      const all = [7, 6, 5, 4, 3, 2, 1].map(review);
      return json({ success: true, message: 'OK', data: { summary: { count: 7, average: 3.9 }, items: all.slice((page - 1) * 5, page * 5), page, totalPages: 2 } });
    }
    return json({ success: true, message: 'OK', data: { id: 'p1', title: 'Mug', description: '', variants: [], options: [], images: [] } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ReviewsSection', () => {
  it('shows the real average and count, pages of reviews with the owner reply, and text as text', async () => {
    stubReviews();
    renderPage(<ReviewsSection productId="p1" />);
    const section = await screen.findByRole('region', { name: 'Customer reviews' });
    expect(await within(section).findByText('7 reviews')).toBeTruthy();
    expect(within(section).getByRole('img', { name: 'Rated 3.9 out of 5' })).toBeTruthy();
    expect(within(section).getAllByRole('listitem')).toHaveLength(5);
    expect(within(section).getByText('Thanks from the store.')).toBeTruthy();
    // HTML a shopper typed is shown as the characters typed
    expect(within(section).getByText('<b>Body 7</b>')).toBeTruthy();
    expect(section.querySelector('b')).toBeNull();
    fireEvent.click(within(section).getByRole('button', { name: 'Page 2' }));
    expect(await within(section).findByText('Title 1')).toBeTruthy();
    expect(within(section).getAllByRole('listitem')).toHaveLength(2);
    expect(within(section).getByRole('link', { name: 'Write a review' }).getAttribute('href')).toBe('/review/p1');
  });

  it('says "No reviews yet" for a product without reviews, and shows no number', async () => {
    stubReviews();
    renderPage(<ReviewsSection productId="p0" />);
    const section = await screen.findByRole('region', { name: 'Customer reviews' });
    expect(await within(section).findByText('No reviews yet')).toBeTruthy();
    expect(within(section).queryByText(/\d+ reviews?/)).toBeNull();
    expect(within(section).queryByRole('img')).toBeNull();
  });
});

describe('QuickViewModal', () => {
  const product = (id: string) => toCardProduct({ id, productId: id, title: `Mug ${id}`, category: 'mugs', image: '/img.svg', price: 1500, options: '[]', variants: [] });

  it('shows the real review count, never an invented one', async () => {
    stubReviews();
    renderPage(<QuickViewModal product={product('p1')} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('7 reviews')).toBeTruthy();
    expect(within(dialog).queryByText(/75 Reviews/)).toBeNull();
  });

  it('shows nothing about reviews when there are none', async () => {
    const fetch = stubReviews();
    renderPage(<QuickViewModal product={product('p0')} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    await vi.waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).includes('/api/products/p0/reviews'))).toBe(true));
    await new Promise((r) => setTimeout(r, 50));
    expect(within(dialog).queryByText(/reviews?/i)).toBeNull();
    expect(within(dialog).queryByText(/★/)).toBeNull();
  });
});
