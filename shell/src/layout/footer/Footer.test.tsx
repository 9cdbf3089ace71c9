import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { chatLink, storeInfo } from '@store/shared';
import { Footer } from './Footer.tsx';
import { renderInRouter } from '../testing.tsx';

describe('footer', () => {
  it('shows contact e-mail, chat link, six social links, card brands, quick links and the current year', () => {
    renderInRouter(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: storeInfo.email }).getAttribute('href')).toBe(`mailto:${storeInfo.email}`);
    expect(within(footer).getByRole('link', { name: /Chat with us/ }).getAttribute('href')).toBe(chatLink());
    for (const name of ['X', 'Facebook', 'Instagram', 'YouTube', 'TikTok', 'Pinterest']) {
      const link = within(footer).getByRole('link', { name: `${storeInfo.name} on ${name} (opens in a new tab)` });
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(link.getAttribute('target')).toBe('_blank');
    }
    const cards = within(footer).getByRole('img', { name: /Visa, Mastercard, American Express, Discover, JCB and Diners Club/ });
    expect(cards.getAttribute('src')).toBe('/card-brands.svg');
    for (const name of ['About us', 'Contact us', 'Delivery information', 'Privacy policy', 'Terms and conditions', 'Blogs']) {
      expect(within(footer).getByRole('link', { name })).toBeTruthy();
    }
    expect(footer.textContent).toContain(`© ${new Date().getFullYear()} ${storeInfo.name}`);
    expect(within(footer).queryByRole('textbox')).toBeNull(); // the newsletter lives on the home page
  });
});
