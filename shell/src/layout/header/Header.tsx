import { ServicesBanner } from './ServicesBanner.tsx';
import { Logo } from './Logo.tsx';
import { SearchForm } from './SearchForm.tsx';
import { AccountMenu } from '../account/AccountMenu.tsx';
import { HeaderBadges } from './HeaderBadges.tsx';
import { MainNav } from './MainNav.tsx';
import { MobileMenu } from '../menus/MobileMenu.tsx';

/** The site header (spec §1, §2): services banner, logo, search, account, wishlist/cart badges, navigation. */
export function Header() {
  return (
    <header className="site-header">
      <ServicesBanner />
      <div className="header-main">
        <div className="container header-main__inner">
          <MobileMenu />
          <Logo />
          <SearchForm />
          <div className="header-actions">
            <AccountMenu />
            <HeaderBadges />
          </div>
        </div>
      </div>
      <MainNav />
    </header>
  );
}
