import { Link } from 'react-router-dom';
import { useFavouritesCart, countOf } from '@store/shared';

// Placeholder: the full header (search, account menu, navigation, mega menu) is built in layout/.
export function Header() {
  const entries = useFavouritesCart((s) => s.entries);
  return (
    <header className="site-header">
      <Link to="/">PrintPop</Link>
      <Link to="/wishlist">Wishlist <span data-testid="wishlist-count">{countOf(entries, 'favorite')}</span></Link>
      <Link to="/cart">Cart <span data-testid="cart-count">{countOf(entries, 'cart')}</span></Link>
    </header>
  );
}
