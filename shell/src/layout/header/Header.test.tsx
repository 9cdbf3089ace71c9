import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { storeInfo } from '@store/shared';
import { Header } from './Header.tsx';
import { renderInRouter, resetStores } from '../testing.tsx';

beforeEach(resetStores);

describe('header', () => {
  it('has a logo linking home, the three services and the top navigation', () => {
    renderInRouter(<Header />, '/cart');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: storeInfo.name }).getAttribute('href')).toBe('/');
    const services = within(screen.getByRole('list', { name: 'Our services' })).getAllByRole('listitem');
    expect(services.map((li) => li.textContent)).toEqual([
      'Top-quality custom T-shirts',
      'Personalized designs and styles',
      'Fast worldwide shipping',
    ]);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(within(nav).getByRole('button', { name: 'Collection' })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'Shop' })).toBeTruthy();
    for (const [name, href] of [
      ['Beauty', '/shop/beauty'],
      ['Jewelry', '/shop/jewelry'],
      ['Blankets', '/shop/blankets'],
      ['Adidas New', '/shop/adidas'],
    ]) {
      expect(within(nav).getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
  });

  it('the collection dropdown shows an image linking to the brand collection', () => {
    renderInRouter(<Header />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    fireEvent.click(within(nav).getByRole('button', { name: 'Collection' }));
    const img = within(nav).getByRole('img', { name: /T-shirts/ });
    expect(img.closest('a')!.getAttribute('href')).toBe('/shop/product');
  });

  it('the Shop dropdown nests groups and their categories', () => {
    renderInRouter(<Header />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    fireEvent.click(within(nav).getByRole('button', { name: 'Shop' }));
    expect(within(nav).getByRole('link', { name: 'All Products' }).getAttribute('href')).toBe('/shop');
    const home = within(nav).getAllByRole('button', { name: 'Home & Living' }).find((b) => b.closest('.shop-menu'))!;
    fireEvent.click(home);
    fireEvent.click(within(nav).getByRole('link', { name: 'Rugs & Mats' }));
    expect(screen.getByTestId('location').textContent).toBe('/shop/rugs-mats');
  });
});
