import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useFavouritesCart, useSession, type FavouritesCartEntry, type User } from '@store/shared';

/** Test helper: shows where the router is and the navigation state it carries. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
    </output>
  );
}

export function renderInRouter(ui: ReactNode, path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {ui}
      <LocationProbe />
    </MemoryRouter>,
  );
}

/** Module-level stores outlive a test: start each one logged out with an empty favourites/cart. */
export function resetStores() {
  useSession.setState({ user: null, accessToken: null, refreshToken: null });
  useFavouritesCart.setState({ entries: [] });
}

export const testUser: User = { id: '7', fName: 'Ada', lName: 'Lovelace', email: 'ada@example.com' };

export function entry(type: FavouritesCartEntry['type'], id: number): FavouritesCartEntry {
  return {
    id,
    uid: '7',
    category: 't-shirts',
    product_id: `p${id}`,
    default_image: '/img.png',
    productTitle: `Product ${id}`,
    productPrice: '12.00',
    type,
  };
}
