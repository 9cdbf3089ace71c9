import type { Sql } from './db.ts';

/** One audit row: actor (null = command line / start-up), action, target, before and after. */
export async function audit(db: Sql, actorId: string | null, action: string, target: string | null, before: unknown, after: unknown): Promise<void> {
  await db.query('INSERT INTO admin_audit (actor_id, action, target, before, after) VALUES ($1, $2, $3, $4, $5)', [
    actorId,
    action,
    target,
    before === null ? null : JSON.stringify(before),
    after === null ? null : JSON.stringify(after),
  ]);
}
