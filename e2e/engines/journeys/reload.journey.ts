import { expect, test } from '../fixtures.ts';
import { button, dialog, link } from '../shopper.ts';
import {
  addFirstVariantToCart, cartBadge, cartRow, DESKTOP, heartProduct, logInThroughForm, openProductFromListing, PHONE, signUpThroughApi, storedEntries, wishlistBadge,
} from '../steps.ts';
import type { Shopper } from '../shopper.ts';

// Issue #23 item 4: a full load must never lose or misstate what the shopper has. Each check
// reads what a shopper sees (badges, the heart, the dialog's cart button, /cart and /wishlist) and
// the browser's own copy of the stores.

async function fillCartAndWishlist(s: Shopper): Promise<string> {
  await s.goto('/shop/t-shirts');
  const title = await openProductFromListing(s, 0);
  await addFirstVariantToCart(s);
  await heartProduct(s, title);
  expect(await s.textBecomes(cartBadge, '1'), 'cart badge before the reload').toBe('1');
  expect(await s.textBecomes(wishlistBadge, '1'), 'wishlist badge before the reload').toBe('1');
  return title;
}

/** What the shopper has, as the header and the browser's storage say; badges are due at hydration. */
async function holdings(s: Shopper) {
  return {
    cartBadge: await s.textBecomes(cartBadge, '1', 5_000),
    wishlistBadge: await s.textBecomes(wishlistBadge, '1', 5_000),
    stored: await storedEntries(s),
  };
}
const oneEach = { cartBadge: '1', wishlistBadge: '1', stored: { cart: 1, favorite: 1 } };

async function expectKeptAfterFullLoads(s: Shopper, title: string) {
  await s.reload();
  expect(await holdings(s), 'after a reload of the product page').toEqual(oneEach);
  await s.see(button(`Remove ${title} from wishlist`, { css: '.cat-product__actions' }));
  // the variant already in the cart says so, instead of offering to add it (and then removing it)
  await s.click({ css: 'button', nth: 0, within: { css: 'fieldset', name: /^(Color|Size)$/ } });
  await s.see(button(/^Remove from Cart/, dialog('Product Details')));
  await s.press('Escape');

  // a catalogue URL opened directly, then the cart and wishlist pages reached through the header
  await s.goto('/shop/mugs');
  expect(await holdings(s), 'on a directly opened listing').toEqual(oneEach);
  await s.click(link(/^Wishlist/, { css: 'header' }));
  await s.untilUrl(/\/wishlist$/);
  await s.see({ css: '[data-testid="wishlist-card"] :is(h2, h3)', name: title });
  await s.click(link(/^Cart/, { css: 'header' }));
  await s.untilUrl(/\/cart$/);
  await s.see(cartRow);
}

test('a guest’s cart and wishlist survive a reload and a direct load (desktop)', async ({ shopper: s }) => {
  await s.viewport(DESKTOP.width, DESKTOP.height);
  const title = await fillCartAndWishlist(s);
  await expectKeptAfterFullLoads(s, title);
});

test('a signed-in shopper’s cart and wishlist survive a reload and a direct load (phone)', async ({ shopper: s, baseURL }) => {
  await s.viewport(PHONE.width, PHONE.height);
  const account = await signUpThroughApi(baseURL!, 'reload', s.engine);
  await logInThroughForm(s, account.email, account.password);
  const title = await fillCartAndWishlist(s);
  await expectKeptAfterFullLoads(s, title);
});
