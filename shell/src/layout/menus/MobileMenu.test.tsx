import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { MobileMenu } from './MobileMenu.tsx';
import { renderInRouter } from '../testing.tsx';

function open() {
  const toggle = screen.getByRole('button', { name: 'Open menu' });
  fireEvent.click(toggle);
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  return screen.getByRole('dialog', { name: 'My Menu' });
}

describe("mobile menu 'My Menu'", () => {
  it('opens as a labelled dialog with focus inside, and Adidas is marked New', () => {
    renderInRouter(<MobileMenu />);
    const dialog = open();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(within(dialog).getByRole('link', { name: /Adidas/ }).textContent).toBe('Adidas New');
  });

  it('closes when a link is clicked and navigates there', () => {
    renderInRouter(<MobileMenu />);
    fireEvent.click(within(open()).getByRole('link', { name: 'Beauty' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/shop/beauty');
    expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('expands a group section and closes on a subcategory link', () => {
    renderInRouter(<MobileMenu />);
    const dialog = open();
    const section = within(dialog).getByRole('button', { name: "Men's Clothing" });
    expect(section.getAttribute('aria-expanded')).toBe('false');
    expect(within(dialog).queryByRole('link', { name: "Men's Hoodies" })).toBeNull(); // hidden until expanded
    fireEvent.click(section);
    expect(section.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(within(dialog).getByRole('link', { name: "Men's Hoodies" }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/shop/mens-hoodies');
  });

  it('Escape closes and focus returns to the toggle', () => {
    renderInRouter(<MobileMenu />);
    open();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open menu' }));
  });
});
