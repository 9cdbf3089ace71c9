import { countOf, useFavouritesCart } from '@store/shared';
import { CountLink } from './CountLink.tsx';

/** Wishlist and Cart links; counts are entries of each type in the shared store (spec §3). */
export function HeaderBadges() {
  const entries = useFavouritesCart((s) => s.entries);
  return (
    <>
      <CountLink to="/wishlist" label="Wishlist" count={countOf(entries, 'favorite')} icon="heart" testId="wishlist-count" />
      <CountLink to="/cart" label="Cart" count={countOf(entries, 'cart')} icon="cart" testId="cart-count" />
    </>
  );
}
