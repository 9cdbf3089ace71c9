import { expect, type Page } from './test.ts';

/** The store owner's account: ADMIN_EMAIL / ADMIN_PASSWORD of the journeys' server (scripts/e2e-server.mjs). */
export const owner = { email: 'owner@e2e.example.com', password: 'owner-e2e-password-1' };

/** Signs the owner in through the login form, as the owner would. */
export async function logInAsOwner(page: Page) {
  await page.goto('/login');
  await page.getByLabel(/Email Address/).fill(owner.email);
  await page.getByLabel(/^Password/).fill(owner.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/$/);
}
