import type { ReviewHideReason } from '@store/shared/rules';
import type { AdminReview as AdminReviewRow, ReviewFilter } from '@store/shared/types';
import type { Sql } from '../db/db.ts';
import { audit } from '../db/auditLog.ts';
import { notFound } from '../http/httpError.ts';

export type { ReviewFilter };

const select = `SELECT r.id::int AS id, r.product_id AS "productId", coalesce(p.title, r.product_id) AS "productTitle", coalesce(p.category, '') AS category,
                       r.rating::int AS rating, r.title, r.body, u.email AS "shopperEmail", trim(u.first_name || ' ' || u.last_name) AS "shopperName",
                       r.order_id::int AS "orderId", r.created_at AS "createdAt", r.updated_at AS "updatedAt",
                       r.hidden_reason AS "hiddenReason", r.hidden_at AS "hiddenAt", r.reply, r.replied_at AS "repliedAt"
                  FROM reviews r JOIN users u ON u.id = r.user_id LEFT JOIN products p ON p.id = r.product_id`;

const filters: Record<ReviewFilter, string> = {
  all: 'TRUE',
  visible: 'r.hidden_at IS NULL',
  hidden: 'r.hidden_at IS NOT NULL',
  unanswered: 'r.reply IS NULL AND r.hidden_at IS NULL',
};

/** The back office list, newest first; a rating narrows it (e.g. the 1-star reviews to answer). */
export async function listReviews(db: Sql, filter: ReviewFilter, rating: number | undefined, page: number, pageSize: number) {
  const params: unknown[] = rating ? [rating] : [];
  const where = `${filters[filter]}${rating ? ' AND r.rating = $1' : ''}`;
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM reviews r WHERE ${where}`, params);
  const n = params.length;
  const items = await db.query<AdminReviewRow>(`${select} WHERE ${where} ORDER BY r.created_at DESC, r.id DESC LIMIT $${n + 1} OFFSET $${n + 2}`, [...params, pageSize, (page - 1) * pageSize]);
  return { items, total: Number(count?.n ?? 0) };
}

type State = { hidden_reason: ReviewHideReason | null; reply: string | null };

async function stateOf(db: Sql, id: number): Promise<State> {
  const [row] = await db.query<State>('SELECT hidden_reason, reply FROM reviews WHERE id = $1', [id]);
  if (!row) throw notFound('Review not found.');
  return row;
}

async function read(db: Sql, id: number): Promise<AdminReviewRow> {
  const [row] = await db.query<AdminReviewRow>(`${select} WHERE r.id = $1`, [id]);
  if (!row) throw notFound('Review not found.');
  return row;
}

/** Hides a review for one of the fixed reasons; its author still sees it, with the reason. */
export async function hideReview(db: Sql, actorId: string, id: number, reason: ReviewHideReason): Promise<AdminReviewRow> {
  const before = await stateOf(db, id);
  await db.query('UPDATE reviews SET hidden_reason = $2, hidden_at = coalesce(hidden_at, now()) WHERE id = $1', [id, reason]);
  await audit(db, actorId, 'review.hide', String(id), { hiddenReason: before.hidden_reason }, { hiddenReason: reason });
  return read(db, id);
}

export async function unhideReview(db: Sql, actorId: string, id: number): Promise<AdminReviewRow> {
  const before = await stateOf(db, id);
  await db.query('UPDATE reviews SET hidden_reason = NULL, hidden_at = NULL WHERE id = $1', [id]);
  await audit(db, actorId, 'review.unhide', String(id), { hiddenReason: before.hidden_reason }, { hiddenReason: null });
  return read(db, id);
}

/** The owner's public answer under the review (a second reply replaces the first). */
export async function replyToReview(db: Sql, actorId: string, id: number, reply: string): Promise<AdminReviewRow> {
  const before = await stateOf(db, id);
  await db.query('UPDATE reviews SET reply = $2, replied_at = now() WHERE id = $1', [id, reply]);
  await audit(db, actorId, 'review.reply', String(id), { reply: before.reply }, { reply });
  return read(db, id);
}
