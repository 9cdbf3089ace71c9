import { averageRating, reviewAuthorName, type PublicReview, type ReviewHideReason, type ReviewPage } from '@store/shared/rules';
import type { Sql } from '../db/db.ts';

type ReviewRow = {
  id: number; rating: number; title: string; body: string; first_name: string; last_name: string;
  created_at: Date | string; updated_at: Date | string; reply: string | null; replied_at: Date | string | null;
};

const iso = (d: Date | string) => new Date(d).toISOString();
const isoOrNull = (d: Date | string | null) => (d === null ? null : iso(d));

export const toPublicReview = (r: ReviewRow): PublicReview => ({
  id: Number(r.id),
  rating: Number(r.rating),
  title: r.title,
  body: r.body,
  author: reviewAuthorName(r.first_name ?? '', r.last_name ?? ''),
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
  reply: r.reply,
  repliedAt: isoOrNull(r.replied_at),
});

/** A product's visible reviews, newest first, one page, with the count and average of all visible ones. */
export async function productReviews(db: Sql, productId: string, page: number, pageSize: number): Promise<ReviewPage> {
  const [sums] = await db.query<{ n: number; total: number | null }>(
    'SELECT count(*)::int AS n, sum(rating)::int AS total FROM reviews WHERE product_id = $1 AND hidden_at IS NULL',
    [productId],
  );
  const count = Number(sums?.n ?? 0);
  const rows = count
    ? await db.query<ReviewRow>(
        `SELECT r.id, r.rating, r.title, r.body, u.first_name, u.last_name, r.created_at, r.updated_at, r.reply, r.replied_at
           FROM reviews r JOIN users u ON u.id = r.user_id
          WHERE r.product_id = $1 AND r.hidden_at IS NULL ORDER BY r.created_at DESC, r.id DESC LIMIT $2 OFFSET $3`,
        [productId, pageSize, (page - 1) * pageSize],
      )
    : [];
  return { summary: { count, average: averageRating(Number(sums?.total ?? 0), count) }, items: rows.map(toPublicReview), page, totalPages: Math.ceil(count / pageSize) };
}

export interface OwnReview extends PublicReview {
  hiddenReason: ReviewHideReason | null;
  hiddenAt: string | null;
}

/** The account's own review of a product, hidden or not (the author sees why it was hidden). */
export async function ownReview(db: Sql, userId: string, productId: string): Promise<OwnReview | null> {
  const [r] = await db.query<ReviewRow & { hidden_reason: ReviewHideReason | null; hidden_at: Date | string | null }>(
    `SELECT r.id, r.rating, r.title, r.body, u.first_name, u.last_name, r.created_at, r.updated_at, r.reply, r.replied_at, r.hidden_reason, r.hidden_at
       FROM reviews r JOIN users u ON u.id = r.user_id WHERE r.user_id = $1 AND r.product_id = $2`,
    [userId, productId],
  );
  return r ? { ...toPublicReview(r), hiddenReason: r.hidden_reason, hiddenAt: isoOrNull(r.hidden_at) } : null;
}

export interface ReviewInput {
  rating: number;
  title: string;
  body: string;
}

/**
 * Writes the account's review of a product: the first post creates it, any later one edits it.
 * One statement on the (product, account) unique key, so parallel posts leave one row. Editing
 * does not un-hide a hidden review: the owner decides that again.
 */
export async function upsertReview(db: Sql, userId: string, productId: string, orderId: number, input: ReviewInput): Promise<{ id: number; created: boolean }> {
  const [row] = await db.query<{ id: number; created: boolean }>(
    `INSERT INTO reviews (product_id, user_id, order_id, rating, title, body) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (product_id, user_id) DO UPDATE SET rating = EXCLUDED.rating, title = EXCLUDED.title, body = EXCLUDED.body, updated_at = now()
     RETURNING id, (xmax = 0) AS created`,
    [productId, userId, orderId, input.rating, input.title, input.body],
  );
  return { id: Number(row!.id), created: Boolean(row!.created) };
}

/** The product's id, title and category, if it exists and is not hidden. */
export async function reviewableProduct(db: Sql, productId: string): Promise<{ id: string; title: string; category: string } | undefined> {
  const [p] = await db.query<{ id: string; title: string; category: string }>('SELECT id, title, category FROM products WHERE id = $1 AND NOT hidden', [productId]);
  return p;
}
