import type { Sql } from '../db/db.ts';

/** Stores an address once; tells whether it was new. The address is already validated. */
export async function subscribe(db: Sql, email: string): Promise<'subscribed' | 'already-subscribed'> {
  const rows = await db.query<{ id: string }>(
    'INSERT INTO newsletter_subscribers (email) VALUES ($1) ON CONFLICT (email) DO NOTHING RETURNING id',
    [email.trim().toLowerCase()],
  );
  return rows.length ? 'subscribed' : 'already-subscribed';
}
