import type { SubscriberRow } from '@store/shared/types';
import { randomBytes } from 'node:crypto';
import type { Sql } from '../db/db.ts';

/** A secret per subscriber for the one-click unsubscribe link (never derived from the address). */
const newToken = () => randomBytes(24).toString('base64url');

/**
 * Stores an address once; tells whether it was new. An address that unsubscribed and subscribes
 * again through the form is subscribed again (a new consent) with a new unsubscribe token.
 * The address is already validated.
 */
export async function subscribe(db: Sql, email: string): Promise<{ outcome: 'subscribed' | 'already-subscribed'; confirmToken: string | null }> {
  const address = email.trim().toLowerCase();
  const rows = await db.query<{ token: string }>(
    `INSERT INTO newsletter_subscribers (email, unsubscribe_token) VALUES ($1, $2)
     ON CONFLICT (email) DO UPDATE SET unsubscribed_at = NULL, confirmed_at = NULL, unsubscribe_token = excluded.unsubscribe_token, created_at = now()
       WHERE newsletter_subscribers.unsubscribed_at IS NOT NULL
     RETURNING unsubscribe_token AS token`,
    [address, newToken()],
  );
  if (rows[0]) return { outcome: 'subscribed', confirmToken: rows[0].token };
  // already there: a repeat of an unconfirmed address sends the confirmation again
  const [pending] = await db.query<{ token: string }>('SELECT unsubscribe_token AS token FROM newsletter_subscribers WHERE email = $1 AND confirmed_at IS NULL', [address]);
  return { outcome: 'already-subscribed', confirmToken: pending?.token ?? null };
}

/** The link in the confirmation e-mail (double opt-in): from now on newsletters reach this address. */
export async function confirmSubscription(db: Sql, token: string): Promise<'confirmed' | 'unknown'> {
  const rows = await db.query<{ id: string }>(
    `UPDATE newsletter_subscribers SET confirmed_at = coalesce(confirmed_at, now()) WHERE unsubscribe_token = $1 AND unsubscribed_at IS NULL RETURNING id`,
    [token],
  );
  return rows.length ? 'confirmed' : 'unknown';
}

/** The one-click unsubscribe: final for this token, no login. Unknown tokens change nothing. */
export async function unsubscribe(db: Sql, token: string): Promise<'unsubscribed' | 'unknown'> {
  const rows = await db.query<{ id: string }>(
    `UPDATE newsletter_subscribers SET unsubscribed_at = coalesce(unsubscribed_at, now()) WHERE unsubscribe_token = $1 RETURNING id`,
    [token],
  );
  return rows.length ? 'unsubscribed' : 'unknown';
}

/** Confirmed, current subscribers, newest first, one page. */
export async function listSubscribers(sql: Sql, page: number, pageSize: number): Promise<{ items: SubscriberRow[]; total: number }> {
  const [count] = await sql.query<{ n: number }>('SELECT count(*)::int AS n FROM newsletter_subscribers WHERE unsubscribed_at IS NULL AND confirmed_at IS NOT NULL');
  const items = await sql.query<SubscriberRow>(
    `SELECT email, created_at AS "subscribedAt" FROM newsletter_subscribers WHERE unsubscribed_at IS NULL AND confirmed_at IS NOT NULL ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`,
    [pageSize, (page - 1) * pageSize],
  );
  return { items: items.map((r) => ({ ...r, subscribedAt: new Date(r.subscribedAt).toISOString() })), total: count?.n ?? 0 };
}

/** Every confirmed, current subscriber with the token of their unsubscribe link, in a stable order. */
export function activeSubscribers(sql: Sql): Promise<{ id: number; email: string; token: string }[]> {
  return sql.query(`SELECT id::int AS id, email, unsubscribe_token AS token FROM newsletter_subscribers WHERE unsubscribed_at IS NULL AND confirmed_at IS NOT NULL ORDER BY id`);
}
