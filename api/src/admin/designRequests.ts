import type { DesignRequestRow } from '@store/shared/types';
import { productPath } from '@store/shared/rules';
import type { Deps } from '../deps.ts';
import type { Sql } from '../db/db.ts';
import { conflict, HttpError, notFound } from '../http/httpError.ts';
import { audit } from '../db/auditLog.ts';
import { loggableError } from '../http/errorHandling.ts';
import { designReplyMessage, notifyOwner } from '../mail/ownerMail.ts';
import { componentLog } from '../log.ts';

const log = componentLog('mail');

const select = `SELECT r.id::int AS id, r.created_at AS "createdAt", CASE WHEN r.answered_at IS NULL THEN 'new' ELSE 'answered' END AS state,
                       u.email AS "shopperEmail", trim(u.first_name || ' ' || u.last_name) AS "shopperName", r.blueprint_id AS "blueprintId",
                       coalesce(b.title, 'Blueprint ' || r.blueprint_id) AS "blueprintTitle",
                       (SELECT json_build_object('productId', p.id, 'title', p.title, 'category', p.category) FROM products p WHERE p.id = r.design_id) AS design,
                       r.answer, r.answered_at AS "answeredAt"
                  FROM blueprint_requests r JOIN users u ON u.id = r.user_id LEFT JOIN blueprints b ON b.id = r.blueprint_id`;

const normalise = (r: DesignRequestRow): DesignRequestRow => ({ ...r, design: typeof r.design === 'string' ? JSON.parse(r.design) : r.design });

/** The inbox: new requests first (oldest first, as a queue), or the answered ones (newest first). */
export async function listDesignRequests(sql: Sql, state: 'new' | 'answered', page: number, pageSize: number) {
  const where = state === 'new' ? 'r.answered_at IS NULL' : 'r.answered_at IS NOT NULL';
  const order = state === 'new' ? 'r.created_at, r.id' : 'r.answered_at DESC, r.id DESC';
  const [count] = await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM blueprint_requests r WHERE ${where}`);
  const rows = await sql.query<DesignRequestRow>(`${select} WHERE ${where} ORDER BY ${order} LIMIT $1 OFFSET $2`, [pageSize, (page - 1) * pageSize]);
  return { items: rows.map(normalise), total: count?.n ?? 0 };
}

/**
 * Answers a request by e-mail to the shopper (the blueprint toast promised one) and files it as
 * answered. Claimed before sending, so two owners answering at once send one e-mail; a mail
 * failure un-files it so it can be answered again.
 */
export async function replyToDesignRequest(deps: Deps, actorId: string, id: number, answer: string): Promise<DesignRequestRow> {
  const claimed = await deps.db.query<{ id: number }>(
    `UPDATE blueprint_requests SET answer = $2, answered_at = now(), answered_by = $3 WHERE id = $1 AND answered_at IS NULL RETURNING id`,
    [id, answer, actorId],
  );
  if (!claimed.length) {
    const [exists] = await deps.db.query('SELECT 1 FROM blueprint_requests WHERE id = $1', [id]);
    throw exists ? conflict('This request has already been answered.') : notFound('Request not found.');
  }
  const [row] = await deps.db.query<DesignRequestRow>(`${select} WHERE r.id = $1`, [id]);
  const request = normalise(row!);
  const [shopper] = await deps.db.query<{ first_name: string }>('SELECT u.first_name FROM blueprint_requests r JOIN users u ON u.id = r.user_id WHERE r.id = $1', [id]);
  const productUrl = request.design ? `${deps.config.publicUrl}${productPath(request.design)}` : null;
  try {
    await deps.mail.send(designReplyMessage(request.shopperEmail, shopper?.first_name ?? '', request.blueprintTitle, answer, productUrl));
  } catch (err) {
    await deps.db.query('UPDATE blueprint_requests SET answer = NULL, answered_at = NULL, answered_by = NULL WHERE id = $1', [id]);
    // code only: an SMTP refusal may quote the shopper's address
    log.error({ code: loggableError(err).code }, 'design request reply failed');
    throw new HttpError(502, 'The e-mail could not be sent; the request stays new. Please try again.');
  }
  await audit(deps.db, actorId, 'design-request.reply', String(id), { state: 'new' }, { state: 'answered' });
  return request;
}

/** Tells the owner of a new request (best effort, after the shopper's reply). */
export async function noticeOwnerOfRequest(deps: Deps, userId: string, blueprintId: number): Promise<void> {
  try {
    const [row] = await deps.db.query<{ email: string; title: string; id: number }>(
      `SELECT u.email, coalesce((SELECT title FROM blueprints WHERE id = $2), 'Blueprint ' || $2::text) AS title,
              (SELECT max(r.id)::int FROM blueprint_requests r WHERE r.user_id = u.id AND r.blueprint_id = $2) AS id
         FROM users u WHERE u.id = $1`,
      [userId, blueprintId],
    );
    if (row) await notifyOwner(deps, { kind: 'design-request', requestId: row.id, blueprintTitle: row.title, shopperEmail: row.email });
  } catch (err) {
    log.error({ code: loggableError(err).code }, 'design request notice failed');
  }
}
