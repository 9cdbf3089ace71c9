import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { menuGroups } from '@store/shared';
import { MegaMenu } from './MegaMenu.tsx';
import { renderInRouter } from '../testing.tsx';

const hint = 'Hover over a category to see subcategories';

function openPanel() {
  const trigger = screen.getByRole('button', { name: 'All Categories' });
  fireEvent.mouseEnter(trigger.parentElement!);
  expect(trigger.getAttribute('aria-expanded')).toBe('true');
  return document.getElementById(trigger.getAttribute('aria-controls')!)!;
}

describe('desktop hover panel', () => {
  it('lists the six groups and shows the hint while nothing is hovered', () => {
    renderInRouter(<MegaMenu />);
    const panel = openPanel();
    const groups = within(panel).getAllByRole('button').map((b) => b.textContent);
    expect(groups).toEqual(["Men's Clothing", "Women's Clothing", "Kids' Clothing", 'Food - Health - Beauty', 'Accessories', 'Home & Living']);
    expect(within(panel).getByText(hint)).toBeTruthy();
    expect(within(panel).queryByRole('link', { name: "Men's T-Shirts" })).toBeNull();
    expect(within(panel).getByRole('link', { name: /Adidas collection/ }).getAttribute('href')).toBe('/shop/adidas-collection');
  });

  it('hovering a group reveals its subcategories and hides the hint', () => {
    renderInRouter(<MegaMenu />);
    const panel = openPanel();
    fireEvent.mouseEnter(within(panel).getByRole('button', { name: "Women's Clothing" }).parentElement!);
    expect(within(panel).queryByText(hint)).toBeNull();
    const womens = menuGroups.find((g) => g.id === 'womens')!;
    for (const item of womens.items) {
      expect(within(panel).getByRole('link', { name: item.label }).getAttribute('href')).toBe(`/shop/${item.slug}`);
    }
    expect(within(panel).queryByRole('link', { name: "Men's T-Shirts" })).toBeNull();
  });

  it('is keyboard operable: click opens, focusing a group reveals it, Escape closes', () => {
    renderInRouter(<MegaMenu />);
    const trigger = screen.getByRole('button', { name: 'All Categories' });
    fireEvent.click(trigger);
    const panel = document.getElementById(trigger.getAttribute('aria-controls')!)!;
    const kids = within(panel).getByRole('button', { name: "Kids' Clothing" });
    fireEvent.focus(kids);
    expect(kids.getAttribute('aria-expanded')).toBe('true');
    expect(within(panel).getByRole('link', { name: 'Baby Clothing' })).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger);
  });

  it('closes when a subcategory link is followed', () => {
    renderInRouter(<MegaMenu />);
    const panel = openPanel();
    fireEvent.mouseEnter(within(panel).getByRole('button', { name: 'Accessories' }).parentElement!);
    fireEvent.click(within(panel).getByRole('link', { name: 'Bags' }));
    expect(screen.getByTestId('location').textContent).toBe('/shop/bags');
    expect(screen.getByRole('button', { name: 'All Categories' }).getAttribute('aria-expanded')).toBe('false');
  });
});
