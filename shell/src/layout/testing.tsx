import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from '@store/shared/fixed-location-routers';
import { QueryClient, QueryClientProvider, type FavouritesCartEntry, type User } from '@store/shared';
import { LocationProbe } from '@store/shared/test';

export { resetStores } from '@store/shared/test';

export function renderInRouter(ui: ReactNode, path = '/') {
  // the frame's parts sit inside AppFrame's QueryClientProvider (logout is a mutation)
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
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
