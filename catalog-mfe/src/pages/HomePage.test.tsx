import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import HomePage from './HomePage.tsx';
import { renderPage } from '@store/shared/test';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const item = (id: string, title: string, category: string) => ({ id, productId: id, title, category, image: `/img/${id}.svg`, price: 1500, options: '[]', variants: [] });

afterEach(() => vi.unstubAllGlobals());

describe('HomePage', () => {
  it('shows the hero, the four sections with their products and links, and the group cards', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({
      success: true, message: 'OK',
      data: {
        tShirts: [item('t1', 'Retro Tee', 't-shirts')], mugs: [item('m1', 'Cat Mug', 'mugs')],
        mobileCovers: [item('c1', 'Wave Case', 'phone-cases')], womensSkirtsDresses: [item('d1', 'Bloom Dress', 'womens-skirts-dresses')],
        shoes: [], favouritesCart: [],
      },
    })));
    renderPage(<HomePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'T-shirt printing made easy' })).toBeTruthy();
    const shopNow = screen.getByRole('link', { name: 'shop now for custom printed products' });
    expect(shopNow.getAttribute('href')).toBe('/shop');
    expect(screen.getByText('shop now')).toBe(shopNow);
    expect(await screen.findByRole('link', { name: 'Retro Tee' })).toBeTruthy();
    for (const [heading, href] of [
      ['Best-Selling Custom T-Shirts for Every Occasion', '/shop/t-shirts'],
      ['Popular Custom Mugs – Perfect for Gifts', '/shop/mugs'],
      ['Trending Custom Phone Cases for Ultimate Protection', '/shop/phone-cases'],
      ['Women’s Skirts & Dresses', '/shop/womens-skirts-dresses'],
    ]) {
      const section = screen.getByRole('heading', { name: heading }).closest('section')!;
      expect(section.querySelector(`a.btn[href="${href}"]`), heading).not.toBeNull();
    }
    expect(screen.getByRole('link', { name: 'Shop Skirts & Dresses' }).getAttribute('href')).toBe('/shop/womens-skirts-dresses');
    expect(screen.getByRole('link', { name: 'Bloom Dress' }).getAttribute('href')).toBe('/womens-skirts-dresses/bloom-dress/d1');
    expect(screen.getByRole('heading', { name: 'Shop All Categories in One Place' })).toBeTruthy();
    for (const href of ['/shop/clothing', '/shop/accessories', '/shop/home-living']) {
      expect(document.querySelector(`a.cat-group-card[href="${href}"]`), href).not.toBeNull();
    }
    expect(document.title).toContain('PrintPop Store');
    expect(document.head.querySelector('script[data-page-jsonld]')?.textContent).toContain('"@type":"Store"');
  });

  it("shows 'Error: {message}' when the products cannot load", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ success: false, message: 'Database is down', data: null }, 503)));
    renderPage(<HomePage />);
    expect(await screen.findByText('Error: Database is down')).toBeTruthy();
  });
});
