import type { AuditEntry } from '@store/shared/types';
import type { Sql } from '../db/db.ts';

/** The areas an audit action belongs to: the part of its code before the first dot ('order.void' → order). */
export const activityAreas = ['order', 'product', 'catalogue', 'home-section', 'blog', 'design-request', 'review', 'newsletter', 'tax-region', 'discount', 'notice', 'user'] as const;
export type ActivityArea = (typeof activityAreas)[number];

export interface ActivityFilters {
  page: number;
  pageSize: number;
  area?: ActivityArea;
  /** only this person's changes (their account id); 'system' for the command line and start-up */
  actor?: string;
  /** what the change was made to: an order number, product id … exactly */
  target?: string;
}

/** One page of the audit log, newest first, with the filters applied, and who the people in it are (for the filter). */
export async function listActivity(sql: Sql, f: ActivityFilters): Promise<{ items: AuditEntry[]; total: number; actors: { id: string; email: string }[] }> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (clause: (n: string) => string, value: unknown) => {
    params.push(value);
    where.push(clause(`$${params.length}`));
  };
  if (f.area) add((n) => `split_part(a.action, '.', 1) = ${n}`, f.area);
  if (f.actor === 'system') where.push('a.actor_id IS NULL');
  else if (f.actor) add((n) => `a.actor_id = ${n}::bigint`, f.actor);
  if (f.target) add((n) => `a.target = ${n}`, f.target.replace(/^#/, ''));
  const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const [count] = await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM admin_audit a ${filter}`, params);
  const items = await sql.query<AuditEntry & { createdAt: Date | string }>(
    `SELECT a.id::text AS id, a.actor_id::text AS "actorId", u.email AS "actorEmail", a.action, a.target, a.before, a.after, a.created_at AS "createdAt"
       FROM admin_audit a LEFT JOIN users u ON u.id = a.actor_id ${filter}
      ORDER BY a.created_at DESC, a.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, f.pageSize, (f.page - 1) * f.pageSize],
  );
  const actors = await sql.query<{ id: string; email: string }>(
    `SELECT DISTINCT u.id::text AS id, u.email FROM admin_audit a JOIN users u ON u.id = a.actor_id ORDER BY u.email LIMIT 50`,
  );
  return { items: items.map((i) => ({ ...i, createdAt: new Date(i.createdAt).toISOString() })), total: count?.n ?? 0, actors };
}
