import { useState } from 'react';
import { Link, chatLink, storeInfo } from '@store/shared';
import { Logo } from '../header/Logo.tsx';
import { SocialLinks } from './SocialLinks.tsx';
import { footerShopLinks, quickLinks } from '../menus/navItems.ts';
import { Icon } from '../../icons/Icon.tsx';

/** Site footer (spec §1): contact e-mail and chat, quick links, social links, accepted cards, current year. */
export function Footer() {
  // read once when the footer mounts (a lazy initial state), not on every render: a render stays pure
  const [year] = useState(() => new Date().getFullYear());
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section className="site-footer__about" aria-labelledby="footer-contact">
          <Logo onDark />
          <p>Custom printed clothing, accessories and home decor, made on demand in {storeInfo.city} and shipped worldwide.</p>
          <h2 id="footer-contact" className="site-footer__heading">
            Contact us
          </h2>
          <ul className="site-footer__contact">
            <li>
              <a href={`mailto:${storeInfo.email}`}>
                <Icon name="mail" />
                {storeInfo.email}
              </a>
            </li>
            <li>
              <a href={chatLink()} target="_blank" rel="noopener noreferrer" aria-label="Chat with us (opens in a new tab)">
                <Icon name="chat" />
                Chat with us
              </a>
            </li>
          </ul>
        </section>
        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick" className="site-footer__heading">
            Quick links
          </h2>
          <ul className="site-footer__links">
            {quickLinks.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-shop">
          <h2 id="footer-shop" className="site-footer__heading">
            Shop
          </h2>
          <ul className="site-footer__links">
            {footerShopLinks.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-follow">
          <h2 id="footer-follow" className="site-footer__heading">
            Follow us
          </h2>
          <SocialLinks />
          <h2 className="site-footer__heading">We accept</h2>
          <img
            className="site-footer__cards"
            src="/card-brands.svg"
            alt="Accepted cards: Visa, Mastercard, American Express, Discover, JCB and Diners Club"
            width="256"
            height="108"
            loading="lazy"
          />
        </section>
      </div>
      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-inner">
          <p>
            © {year} {storeInfo.name}. All rights reserved.
          </p>
          <p>Based in {storeInfo.city} · Worldwide shipping</p>
        </div>
      </div>
    </footer>
  );
}
