import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { PriceTag } from './PriceTag.tsx';

afterEach(cleanup);

describe('PriceTag', () => {
  it('shows the price alone without a compare-at price: nothing is made from the price', () => {
    const { container } = render(<PriceTag className="cat-card__price" cents={4699} />);
    expect(container.textContent).toBe('$46.99');
    expect(container.querySelector('s')).toBeNull();
  });

  it('strikes the compare-at price, names it for screen readers, and gives the 30-day lowest', () => {
    const { container } = render(<PriceTag className="cat-product__price" cents={4699} reference={{ compareAtCents: 5999, lowest30dCents: 4299 }} />);
    expect(container.querySelector('s')?.textContent).toBe('Compare at $59.99');
    expect(screen.getByText('Lowest price in the last 30 days: $42.99')).toBeTruthy();
  });

  it('shows no reference beside a variant priced otherwise than the product\'s "from" price (quick view)', () => {
    const { container } = render(<PriceTag className="cat-card__price" cents={5299} trackedCents={4699} reference={{ compareAtCents: 5999, lowest30dCents: 4299 }} />);
    expect(container.textContent).toBe('$52.99');
    expect(container.querySelector('s')).toBeNull();
  });
});
