import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { type ProductListItem } from '@store/shared';
import { toCardProduct } from '@store/shared/rules';
import { ProductCard } from './ProductCard.tsx';
import { renderPage } from '@store/shared/test';

const sizes = (n: number) => JSON.stringify([{ type: 'size', name: 'Sizes', values: Array.from({ length: n }, (_, i) => ({ id: i, title: `Size ${i}` })) }]);
// Cards are built the way the pages build them: a list item from the API, through toCardProduct.
const product = (over: Partial<ProductListItem> = {}) => toCardProduct({
  id: 'abc123', productId: 'abc123', title: 'Coffee & Code | Mug', category: 'mugs', image: '/api/mockups/mug/a.svg?t=x',
  price: 1999, options: sizes(3), variants: [], ...over,
});

afterEach(cleanup);

describe('ProductCard', () => {
  it('links to /{category}/{title-slug}/{productId} and shows the price with no struck price of its own making', () => {
    const { container } = renderPage(<ProductCard product={product()} />);
    expect(screen.getByRole('link', { name: 'Coffee & Code | Mug' }).getAttribute('href')).toBe('/mugs/coffee-and-code-mug/abc123');
    expect(screen.getByText('$19.99')).toBeTruthy();
    // issue 40: no 1.2 × "was" price ($23.99) without a compare-at price from the owner
    expect(container.querySelector('s')).toBeNull();
    expect(screen.queryByText(/Lowest price in the last 30 days/)).toBeNull();
  });

  it("strikes the owner's compare-at price only when it is above the price, with the 30-day lowest", () => {
    const { container } = renderPage(<ProductCard product={product({ compareAtCents: 2500, lowest30dCents: 1799 })} />);
    expect(container.querySelector('s')?.textContent).toBe('Compare at $25.00');
    expect(screen.getByText('Lowest price in the last 30 days: $17.99')).toBeTruthy();
    cleanup();
    const { container: notHigher } = renderPage(<ProductCard product={product({ compareAtCents: 1999, lowest30dCents: 1799 })} />);
    expect(notHigher.querySelector('s')).toBeNull();
  });

  it('asks for width=500 and a width=20 quality=10 blur placeholder', () => {
    const { container } = renderPage(<ProductCard product={product()} />);
    const srcs = [...container.querySelectorAll('img')].map((i) => i.getAttribute('src'));
    expect(srcs).toContain('/api/mockups/mug/a.svg?t=x&width=500');
    expect(srcs).toContain('/api/mockups/mug/a.svg?t=x&width=20&quality=10');
  });

  it('shows a spinner until the image loads, and "Image not loaded." when it fails', () => {
    const { container } = renderPage(<ProductCard product={product()} />);
    // (the image link is aria-hidden: the title link is the accessible one, so query the DOM)
    expect(container.querySelector('.cat-zoom__spinner')).not.toBeNull();
    fireEvent.error(container.querySelector('img.cat-zoom__img')!);
    expect(screen.getByText('Image not loaded.')).toBeTruthy();
    expect(container.querySelector('.cat-zoom__spinner')).toBeNull();
  });

  it('shows the blur placeholder (width=20, quality=10) under the image until it loads, then hides the spinner and drops the placeholder', () => {
    const { container } = renderPage(<ProductCard product={product()} />);
    const img = container.querySelector<HTMLImageElement>('img.cat-zoom__img')!;
    expect(container.querySelector<HTMLImageElement>('img.cat-zoom__blur')?.getAttribute('src')).toMatch(/width=20&quality=10/);
    expect(img.style.opacity, 'never hidden by style: a loading image paints nothing').toBe('');
    fireEvent.load(img);
    expect(container.querySelector('.cat-zoom__spinner')).toBeNull();
    expect(container.querySelector('img.cat-zoom__blur')).toBeNull();
    expect(screen.queryByText('Image not loaded.')).toBeNull();
  });

  it('lists the first 10 sizes, then "See more"', () => {
    renderPage(<ProductCard product={product({ category: 't-shirts', options: sizes(14) })} />);
    const list = screen.getByRole('list', { name: 'Sizes' });
    expect(list.querySelectorAll('li')).toHaveLength(11);
    // visible text as the spec says, the accessible name says which product (link-text audit)
    const more = screen.getByRole('link', { name: /^See more sizes of / });
    expect(screen.getByText('See more')).toBe(more);
    expect(more.textContent).toContain('See more');
    expect(more.textContent).toContain(' sizes of ');
    expect(screen.queryByText('Size 10')).toBeNull();
  });

  it('titles the card h3 under a section, h2 when it follows the page h1 directly (heading order)', () => {
    renderPage(<ProductCard product={product()} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Coffee & Code | Mug' })).toBeTruthy();
    cleanup();
    renderPage(<ProductCard product={product()} headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Coffee & Code | Mug' })).toBeTruthy();
  });

  it('shows no "See more" for a short size list, and the heart is named for the product', () => {
    renderPage(<ProductCard product={product({ category: 't-shirts' })} />);
    expect(screen.queryByText('See more')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add Coffee & Code | Mug to wishlist' }).getAttribute('aria-pressed')).toBe('false');
  });
});
