import type { User } from '@store/shared/types';
import type { ProfileInput } from '@store/shared/rules';
import type { Sql } from '../db/db.ts';
import { findUserById, toUser } from './users.ts';

/**
 * The profile shown on My Profile: the account's own fields, and where one is still empty, the
 * billing address the user last checked out with (so three checkouts do not leave it all N/A).
 */
export async function profileOf(db: Sql, userId: string): Promise<User | null> {
  const row = await findUserById(db, userId);
  if (!row) return null;
  const user = toUser(row);
  const [billing] = await db.query<{ address: string; city: string; zip_code: string; country: string; state: string; phone: string }>(
    'SELECT address, city, zip_code, country, state, phone FROM billing_details WHERE user_id = $1',
    [userId],
  );
  if (!billing) return user;
  return {
    ...user,
    phone: user.phone || billing.phone || null,
    address: user.address || billing.address || null,
    country: user.country || billing.country || null,
    region: user.region || billing.state || null,
    city: user.city || billing.city || null,
    zip: user.zip || billing.zip_code || null,
  };
}

/** Saves the verified user's profile; empty optional fields are stored as NULL (shown as N/A). */
export async function saveProfile(db: Sql, userId: string, p: ProfileInput): Promise<void> {
  await db.query(
    `UPDATE users SET first_name = $2, last_name = $3, phone = $4, address = $5, country = $6, region = $7, city = $8, zip = $9
      WHERE id = $1`,
    [userId, p.fName, p.lName, p.phone || null, p.address || null, p.country || null, p.region || null, p.city || null, p.zip || null],
  );
}
