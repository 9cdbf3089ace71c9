import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderRoutes } from '@store/shared/test';
import ShopPage, { CAPPED_NOTE } from './ShopPage.tsx';

const empty = { success: true, message: 'OK', data: [], pagination: { currentPage: 1, totalPages: 1, hasPrevPage: false, hasNextPage: false }, favouritesCart: [] };

const renderAt = (entry: string | { pathname: string; state: unknown }) =>
  typeof entry === 'string' ? renderRoutes(routes, entry) : renderRoutes(routes, entry.pathname, entry.state);
const routes = { '/shop': <ShopPage />, '/shop/:category': <ShopPage /> };

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('ShopPage', () => {
  it('titles /shop and shows the empty state texts', async () => {
    const fetchMock = vi.fn(async () => json(empty));
    vi.stubGlobal('fetch', fetchMock);
    window.scrollTo = vi.fn() as never;
    renderAt('/shop');
    expect(screen.getByRole('heading', { level: 1, name: 'When I shop, the world gets better.' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'No Products Available' })).toBeTruthy();
    expect(screen.getByText('It looks like there are no products to display at the moment. Check back later or explore other categories!')).toBeTruthy();
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toMatch(/^\/api\/shop-products\?page=1/);
  });

  it('maps a slug to its endpoint and an unknown slug to the general list', async () => {
    const fetchMock = vi.fn(async () => json(empty));
    vi.stubGlobal('fetch', fetchMock);
    window.scrollTo = vi.fn() as never;
    renderAt('/shop/mens-long-sleeves');
    await screen.findByText('No Products Available');
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toMatch(/^\/api\/mens-clothing\/longsleeve\?/);
    cleanup();
    renderAt('/shop/no-such-category');
    await screen.findByText('No Products Available');
    expect(String((fetchMock.mock.calls[1] as unknown[])[0])).toMatch(/^\/api\/shop-products\?/);
  });

  it('searches with the navigation-state term on /shop/search', async () => {
    const fetchMock = vi.fn(async () => json(empty));
    vi.stubGlobal('fetch', fetchMock);
    window.scrollTo = vi.fn() as never;
    renderAt({ pathname: '/shop/search', state: { searchTerm: 'mugs' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Search results for "mugs"' })).toBeTruthy();
    await screen.findByText('No Products Available');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/search-products?page=1&limit=50&view=card');
    expect(JSON.parse(init.body as string)).toEqual({ searchTerm: 'mugs' });
  });

  it('searches with the address term on /shop/search?q= (a search sent before the page was live, #23)', async () => {
    const fetchMock = vi.fn(async () => json(empty));
    vi.stubGlobal('fetch', fetchMock);
    window.scrollTo = vi.fn() as never;
    renderAt('/shop/search?q=%20blue%20mug');
    expect(screen.getByRole('heading', { level: 1, name: 'Search results for "blue mug"' })).toBeTruthy();
    await screen.findByText('No Products Available');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({ searchTerm: 'blue mug' });
  });

  it('says "1,000+ results" when the server capped the matches, and nothing when it did not', async () => {
    const product = { id: 'p1', productId: 'p1', title: 'Zephyr Hoodie', category: 'hoodies', image: '/img.png', price: 2999, options: '[]', variants: [] };
    const reply = (totalCapped: boolean) => ({ ...empty, data: [product], pagination: { ...empty.pagination, totalPages: 20, hasNextPage: true }, totalCapped });
    vi.stubGlobal('fetch', vi.fn(async () => json(reply(true))));
    window.scrollTo = vi.fn() as never;
    renderAt({ pathname: '/shop/search', state: { searchTerm: 'zephyr' } });
    expect(await screen.findByText(CAPPED_NOTE)).toBeTruthy();
    cleanup();
    vi.stubGlobal('fetch', vi.fn(async () => json(reply(false))));
    renderAt({ pathname: '/shop/search', state: { searchTerm: 'zephyr mug' } });
    expect(await screen.findByText('Zephyr Hoodie')).toBeTruthy();
    expect(screen.queryByText(CAPPED_NOTE)).toBeNull();
  });

  it('shows the error screen with the server message', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ success: false, message: 'Database is down', data: null }, 503)));
    window.scrollTo = vi.fn() as never;
    renderAt('/shop/mugs');
    expect(await screen.findByText('Oops! Something Went Wrong')).toBeTruthy();
    expect(screen.getByText('Database is down')).toBeTruthy();
  });
});
