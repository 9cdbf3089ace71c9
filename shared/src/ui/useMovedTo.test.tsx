import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useNavigationType } from 'react-router-dom';
import { Route, Routes } from '../navigation.ts';
import { MemoryRouter } from '../fixedLocationRouters.ts';
import { LocationProbe } from '../test/render.tsx';
import { PageStatusContext, useMovedTo } from './useNotFound.ts';

/** A product page that lives under t-shirts: any other category is an old or made-up address. */
function Product({ category }: { category: string }) {
  useMovedTo(category === 't-shirts' ? null : '/t-shirts/a-tee/1');
  return <h1>A tee under {category}</h1>;
}

function NavigationType() {
  return <output data-testid="navigation-type">{useNavigationType()}</output>;
}

const at = (path: string, report: ((status: 404 | 301, location?: string) => void) | null = null) =>
  render(
    <PageStatusContext value={report}>
      <MemoryRouter initialEntries={['/', path]}>
        <Routes>
          <Route path="/t-shirts/:slug/:id" element={<Product category="t-shirts" />} />
          <Route path="/mugs/:slug/:id" element={<Product category="mugs" />} />
        </Routes>
        <LocationProbe />
        <NavigationType />
      </MemoryRouter>
    </PageStatusContext>,
  );

afterEach(cleanup);

describe('useMovedTo', () => {
  it('in the browser, replaces an old address with the page\'s own: the shopper lands on the product', async () => {
    at('/mugs/old-slug/1');
    expect(await screen.findByRole('heading', { name: 'A tee under t-shirts' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/t-shirts/a-tee/1');
    // replaced, not pushed: Back does not return to the old address (and bounce forward again)
    expect(screen.getByTestId('navigation-type').textContent).toBe('REPLACE');
  });

  it('on the server, reports the move to the renderer and navigates nowhere', async () => {
    const report = vi.fn();
    at('/mugs/old-slug/1', report);
    await act(async () => {});
    expect(report).toHaveBeenCalledWith(301, '/t-shirts/a-tee/1');
    expect(screen.getByTestId('location').textContent).toBe('/mugs/old-slug/1');
  });

  it('does nothing on the page\'s own address', async () => {
    const report = vi.fn();
    at('/t-shirts/a-tee/1', report);
    await act(async () => {});
    expect(report).not.toHaveBeenCalled();
    expect(screen.getByTestId('navigation-type').textContent).toBe('POP');
  });
});
