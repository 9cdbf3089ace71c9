/** The top navigation's plain links (spec §2 "Header and menus"); dropdowns are their own components. */
export interface NavLinkItem {
  to: string;
  label: string;
  /** marked "New" in the dropdown and the mobile menu */
  isNew?: boolean;
}

export const categoryLinks: readonly NavLinkItem[] = [
  { to: '/shop/beauty', label: 'Beauty' },
  { to: '/shop/jewelry', label: 'Jewelry' },
  { to: '/shop/blankets', label: 'Blankets' },
  { to: '/shop/adidas', label: 'Adidas', isNew: true },
];

/** The brand's own collection landing (spec §2: /shop/{product}). */
export const brandCollectionPath = '/shop/product';
export const adidasCollectionPath = '/shop/adidas-collection';

export const quickLinks: readonly NavLinkItem[] = [
  { to: '/about-us', label: 'About us' },
  { to: '/contact-us', label: 'Contact us' },
  { to: '/delivery-information', label: 'Delivery information' },
  { to: '/privacy-policy', label: 'Privacy policy' },
  { to: '/terms-and-conditions', label: 'Terms and conditions' },
  { to: '/blogs', label: 'Blogs' },
];

export const footerShopLinks: readonly NavLinkItem[] = [
  { to: '/shop', label: 'All products' },
  { to: '/shop/t-shirts', label: 'T-Shirts' },
  { to: '/shop/hoodies', label: 'Hoodies' },
  { to: '/shop/mugs', label: 'Mugs' },
  { to: '/shop/phone-cases', label: 'Phone Cases' },
];
