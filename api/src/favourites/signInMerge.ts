import type { FavouritesCartEntry } from '@store/shared/types';
import type { Sql } from '../db/db.ts';
import { toEntry, userEntryRows } from './entries.ts';

/**
 * Moves a guest's wishlist and cart rows to the user after login or signup. Entries the user
 * already has win (the unique indexes decide, ON CONFLICT DO NOTHING); the guest rows are then
 * removed. Run inside the sign-in transaction.
 */
export async function mergeGuestIntoUser(tx: Sql, guestUid: string, userId: string): Promise<void> {
  await tx.query(
    `INSERT INTO favourites_cart (user_id, type, product_id, category, variant_id, color, sizes, size_id, color_id, quantity, created_at)
     SELECT $1, type, product_id, category, variant_id, color, sizes, size_id, color_id, quantity, created_at
     FROM favourites_cart WHERE guest_uid = $2 ORDER BY id
     ON CONFLICT (user_id, type, product_id, (coalesce(variant_id, 0))) WHERE user_id IS NOT NULL DO NOTHING`,
    [userId, guestUid],
  );
  await tx.query('DELETE FROM favourites_cart WHERE guest_uid = $1', [guestUid]);
}

/** The user's favouritesCart in the spec §3 entry shape, for the login/signup reply. */
export async function favouritesCartOf(db: Sql, userId: string, provider: string): Promise<FavouritesCartEntry[]> {
  const rows = await userEntryRows(db, userId);
  return rows.map((r) => toEntry(r, userId, provider));
}
