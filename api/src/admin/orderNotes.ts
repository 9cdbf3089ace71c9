import type { OrderNote } from '@store/shared/types';
import type { Sql } from '../db/db.ts';
import { notFound } from '../http/httpError.ts';
import { audit } from '../db/auditLog.ts';

/** An order's notes, oldest first, with who wrote each (null once that account is gone). */
export async function notesOf(sql: Sql, orderId: number): Promise<OrderNote[]> {
  const rows = await sql.query<OrderNote & { createdAt: Date | string }>(
    `SELECT n.id::int AS id, n.body, u.email AS "authorEmail", n.created_at AS "createdAt"
       FROM order_notes n LEFT JOIN users u ON u.id = n.author_id
      WHERE n.order_id = $1 ORDER BY n.created_at, n.id`,
    [orderId],
  );
  return rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() }));
}

/** Adds the owner's note to an order (404 for an unknown order); the audit log records that a note was written, not its text. */
export async function addNote(sql: Sql, actorId: string, orderId: number, body: string): Promise<OrderNote> {
  const [row] = await sql.query<{ id: number }>(
    `INSERT INTO order_notes (order_id, author_id, body) SELECT o.id, $2, $3 FROM orders o WHERE o.id = $1 RETURNING id::int AS id`,
    [orderId, actorId, body],
  );
  if (!row) throw notFound('Order not found.');
  await audit(sql, actorId, 'order.note', String(orderId), null, null);
  return (await notesOf(sql, orderId)).find((n) => n.id === row.id)!;
}
