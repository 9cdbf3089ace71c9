import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { renderToString } from 'react-dom/server';
import { Link, StoreNavigation } from './storeLink.tsx';

function Where() {
  const l = useLocation();
  return <output data-testid="where">{`${l.pathname}${l.search} ${JSON.stringify(l.state)}`}</output>;
}

const app = (link: React.ReactNode, withNavigation = true) => (
  <MemoryRouter initialEntries={['/start']}>
    {withNavigation ? <StoreNavigation>{link}<Where /></StoreNavigation> : <>{link}<Where /></>}
    <Routes>
      <Route path="*" element={null} />
    </Routes>
  </MemoryRouter>
);

/** Whether the app prevented the click's default (a document load); then stops happy-dom from loading the address. */
function clickLeftToBrowser(link: HTMLElement, init: MouseEventInit = {}): boolean {
  let left = false;
  const watch = (e: Event) => {
    left = !e.defaultPrevented;
    e.preventDefault();
  };
  document.addEventListener('click', watch);
  fireEvent.click(link, { button: 0, ...init });
  document.removeEventListener('click', watch);
  return left;
}

afterEach(cleanup);

describe('the store link', () => {
  it('is a plain anchor with the address: no router attributes in the markup', () => {
    const html = renderToString(app(<Link to="/shop/hoodies" className="x">Hoodies</Link>));
    expect(html).toContain('<a class="x" href="/shop/hoodies">Hoodies</a>');
  });

  it('navigates in the app on a plain click, with its state', () => {
    render(app(<Link to="/shop/mugs?page=2" state={{ from: 'card' }}>Mugs</Link>));
    expect(clickLeftToBrowser(screen.getByRole('link', { name: 'Mugs' }))).toBe(false); // no document load
    expect(screen.getByTestId('where').textContent).toBe('/shop/mugs?page=2 {"from":"card"}');
  });

  it('leaves a modified click, a new tab and reloadDocument to the browser', () => {
    render(app(<><Link to="/a">A</Link><Link to="/b" target="_blank">B</Link><Link to="/c" reloadDocument>C</Link></>));
    expect(clickLeftToBrowser(screen.getByRole('link', { name: 'A' }), { ctrlKey: true })).toBe(true);
    expect(clickLeftToBrowser(screen.getByRole('link', { name: 'B' }))).toBe(true);
    expect(clickLeftToBrowser(screen.getByRole('link', { name: 'C' }))).toBe(true);
    expect(screen.getByTestId('where').textContent).toBe('/start null');
  });

  it("uses the router's Link for a relative address or outside StoreNavigation", () => {
    expect(renderToString(app(<Link to="next">Next</Link>))).toContain('href="/next"'); // resolved by the router
    render(app(<Link to="/shop">Shop</Link>, false));
    expect(clickLeftToBrowser(screen.getByRole('link', { name: 'Shop' }))).toBe(false);
    expect(screen.getByTestId('where').textContent).toBe('/shop null');
  });
});
