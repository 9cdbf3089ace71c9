import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@store/shared';
import { MemoryRouter } from '@store/shared/fixed-location-routers';
import { toCardProduct } from '@store/shared/rules';
import { renderPage } from '@store/shared/test';
import { ProductRow, SERVER_ROW_CARDS } from './ProductRow.tsx';

const products = Array.from({ length: 10 }, (_, i) =>
  toCardProduct({ id: `p${i}`, productId: `p${i}`, title: `Tee ${i}`, category: 't-shirts', image: '/api/mockups/tee/a.svg', price: 1999, options: '[]', variants: [] }),
);
const row = () => (
  <QueryClientProvider client={new QueryClient()}>
    <MemoryRouter>
      <ProductRow title="Related Products" products={products} />
    </MemoryRouter>
  </QueryClientProvider>
);
const cards = (root: ParentNode) => root.querySelectorAll('[aria-label="Related Products"] > li [data-testid="product-card"]').length;
const standIns = (root: ParentNode) => root.querySelectorAll('[aria-label="Related Products"] > li[aria-hidden="true"] .cat-skeleton').length;

afterEach(cleanup);

describe('ProductRow', () => {
  it('renders every card in a page the browser renders itself', () => {
    const { container } = renderPage(<ProductRow title="Related Products" products={products} />);
    expect(cards(container)).toBe(10);
    expect(standIns(container)).toBe(0);
  });

  it('puts the first cards in the server HTML with stand-ins for the rest, and the browser puts the cards in once hydrated, with no mismatch', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(row());
    expect(cards(container)).toBe(SERVER_ROW_CARDS);
    // the rest keep their place (the row does not grow under the shopper), hidden from assistive technology
    expect(standIns(container)).toBe(10 - SERVER_ROW_CARDS);
    const mismatch = vi.fn();
    await act(async () => {
      hydrateRoot(container, row(), { onRecoverableError: mismatch });
    });
    expect(cards(container)).toBe(10);
    expect(standIns(container)).toBe(0);
    expect(mismatch).not.toHaveBeenCalled();
  });
});
