import { NavLink } from '@store/shared';
import { categoryLinks } from '../menus/navItems.ts';
import { MegaMenu } from '../menus/MegaMenu.tsx';
import { BrandDropdown } from '../menus/BrandDropdown.tsx';
import { ShopDropdown } from '../menus/ShopDropdown.tsx';
import { NewBadge } from './NewBadge.tsx';

/** Desktop top navigation (hidden under 992 px, where the mobile menu takes over). */
export function MainNav() {
  return (
    <nav className="main-nav" aria-label="Main">
      <div className="container main-nav__inner">
        <MegaMenu />
        <ul className="main-nav__list">
          <li className="main-nav__item">
            <NavLink to="/" end className="main-nav__link">
              Home
            </NavLink>
          </li>
          <BrandDropdown />
          <ShopDropdown />
          {categoryLinks.map((l) => (
            <li key={l.to} className="main-nav__item">
              <NavLink to={l.to} className="main-nav__link">
                {l.label}
                {l.isNew && <NewBadge />}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
