import type { APIRequestContext, Page } from '@playwright/test';
import { handSessionToPage } from '../../scripts/cluster/browserSession.mjs';

// the one session hand-over, shared with the cluster payment journey
export { handSessionToPage };

/** A guest uid of the form the server accepts, fixed for one test so the API and the page share it. */
export const newGuestUid = () => `guest_e2e${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** Makes the page's browser use this guest uid (as if it had made it itself) before any script runs. */
export async function useGuestUid(page: Page, uid: string) {
  await page.addInitScript((id) => {
    if (!localStorage.getItem('guest_uid')) localStorage.setItem('guest_uid', id);
  }, uid);
}

export interface ListedProduct {
  productId: string;
  title: string;
  category: string;
}

/** At least n distinct catalogue products, gathered from a few listings through the public API. */
export async function someProducts(request: APIRequestContext, n: number): Promise<ListedProduct[]> {
  const out = new Map<string, ListedProduct>();
  for (const listing of ['mugs', 't-shirts', 'hoodies', 'phone-cases', 'sweatshirts', 'posters']) {
    const reply = await request.get(`/api/${listing}`);
    if (!reply.ok()) continue;
    for (const p of (await reply.json()).data as ListedProduct[]) out.set(String(p.productId), p);
    if (out.size >= n) break;
  }
  if (out.size < n) throw new Error(`only ${out.size} products in the catalogue`);
  return [...out.values()].slice(0, n);
}

/** Saves products to a guest's wishlist through the API, as the heart button does. */
export async function saveToWishlist(request: APIRequestContext, guestUid: string, products: ListedProduct[]) {
  for (const p of products) {
    const reply = await request.post('/api/favourites-cart/add-remove', {
      headers: { 'x-guest-uid': guestUid },
      data: { type: 'favorite', product_id: String(p.productId) },
    });
    if (!reply.ok()) throw new Error(`saving ${p.productId}: ${reply.status()}`);
  }
}

/** Signs a new account up through the API and hands its session to the page, as a login would. */
export async function signInNewAccount(page: Page, account: { fName: string; lName: string; email: string; password: string }) {
  const signup = await page.request.post('/api/auth/signup', { data: account });
  if (!signup.ok()) throw new Error(`signup answered ${signup.status()}`);
  const { data } = await signup.json();
  await page.goto('/');
  await handSessionToPage(page, data);
  return data as { accessToken: string; refreshToken: string; user: { id: number } };
}
