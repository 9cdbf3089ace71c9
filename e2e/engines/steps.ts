import { button, dialog, field, type Shopper } from './shopper.ts';
import type { Target } from './inPage.ts';

/** Steps several engine journeys share, each the way a shopper does it. */

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 900 };

export const cartBadge: Target = { css: '[data-testid="cart-count"]' };
export const wishlistBadge: Target = { css: '[data-testid="wishlist-count"]' };
const cardTitleLink: Target = { css: '[data-testid="product-card"] :is(h2, h3) a' };

/** Opens the nth product of a listing by its title link; returns the title. */
export async function openProductFromListing(s: Shopper, nth: number): Promise<string> {
  const title = await s.text({ ...cardTitleLink, nth });
  await s.click({ ...cardTitleLink, nth });
  await s.see({ css: 'h1', name: title }, 30_000);
  return title;
}

/** On a product page: picks the first colour or size, then adds the first variant from the dialog. */
export async function addFirstVariantToCart(s: Shopper) {
  await s.click({ css: 'button', nth: 0, within: { css: 'fieldset', name: /^(Color|Size)$/ } });
  const details = dialog('Product Details');
  await s.click(button(/^Add to Cart/, details));
  await s.seeText('Item added to cart!');
  await s.see(button(/^Remove from Cart/, details));
  await s.press('Escape');
}

/** On a product page: hearts the product. */
export async function heartProduct(s: Shopper, title: string) {
  await s.click(button(`Add ${title} to wishlist`, { css: '.cat-product__actions' }));
  await s.seeText('Item added to wishlist!');
}

/** Registers a new account through the form; the store signs it in and goes home. Returns the e-mail. */
export async function registerThroughForm(s: Shopper, prefix: string): Promise<string> {
  const email = `${prefix}.${s.engine}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  await s.goto('/register');
  await s.fill(field(/^First Name/), 'Ada');
  await s.fill(field(/^Last Name/), 'Lovelace');
  await s.fill(field(/^Email Address/), email);
  await s.fill(field(/^Password/), 'analytical-engine');
  await s.click(button('Register', { css: 'form' }));
  await s.seeText('Registration successful! You are now logged in.', 30_000);
  await s.untilUrl(/\/$/);
  return email;
}

/** An account made through the public API (the journey then logs in through the form). */
export async function signUpThroughApi(baseURL: string, prefix: string, engine: string) {
  const account = { fName: 'Grace', lName: 'Hopper', email: `${prefix}.${engine}.${Date.now().toString(36)}@example.com`, password: 'a-long-password-1' };
  const res = await fetch(`${baseURL}/api/auth/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) });
  if (res.status !== 201) throw new Error(`signup answered ${res.status}`);
  return account;
}

export async function logInThroughForm(s: Shopper, email: string, password: string) {
  await s.goto('/login');
  await s.fill(field(/^Email Address/), email);
  await s.fill(field(/^Password/), password);
  await s.click(button('Login', { css: 'form' }));
  await s.seeText('Login successful!', 30_000);
  await s.untilUrl(/\/$/);
}

/** The document is no wider than the window: nothing scrolls sideways. */
export function sidewaysOverflow(s: Shopper): Promise<number> {
  return s.run<number>('document.documentElement.scrollWidth - innerWidth');
}

/** The browser's own copy of the cart and wishlist entries, by type. */
export function storedEntries(s: Shopper): Promise<{ cart: number; favorite: number }> {
  return s.run(`(() => {
    const list = JSON.parse(localStorage.getItem('favouritesCart') || '[]');
    return { cart: list.filter((e) => e.type === 'cart').length, favorite: list.filter((e) => e.type === 'favorite').length };
  })()`);
}

/** A line of the cart page: a table row on a desktop, a card on a phone. */
export const cartRow: Target = { css: 'table tbody tr, .co-card' };
