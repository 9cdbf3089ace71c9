import type { NewsletterProgress } from '@store/shared/types';
import type { Deps } from '../deps.ts';
import type { Sql } from '../db/db.ts';
import type { JobHandler } from '../jobs/jobRunner.ts';
import { audit } from '../db/auditLog.ts';
import { loggableError } from '../http/errorHandling.ts';
import { newsletterMessage, unsubscribeUrl } from './newsletters.ts';

/** A recipient is tried this many times (across the job's runs) before counted as failed. */
export const NEWSLETTER_ATTEMPTS = 3;
/** Recipients read per statement. */
const BATCH = 50;

/**
 * Sends one newsletter to its recipients not reached yet. Each delivery is recorded as soon as the
 * mailer took it, so a run after a failure or a restart sends only to the rest (a crash between the
 * mailer's yes and the record can repeat that one e-mail: the only double the design allows). A
 * failed address is tried again on the job's next run, up to NEWSLETTER_ATTEMPTS times; while some
 * wait, the job fails on purpose and pg-boss runs it again later. `stopping`: the store is shutting
 * down; the run ends between two recipients and the next start carries on.
 */
export function newsletterJobHandler(deps: Deps, stopping: () => boolean): JobHandler<{ newsletterId: number }> {
  return async ({ newsletterId }) => {
    const [nl] = await deps.db.query<{ subject: string; html: string; actor_id: string | null; finished: boolean }>(
      'SELECT subject, html, actor_id::text AS actor_id, finished_at IS NOT NULL AS finished FROM newsletters WHERE id = $1',
      [newsletterId],
    );
    if (!nl || nl.finished) return;
    // who unsubscribed since the send was asked for gets nothing
    await deps.db.query(
      `UPDATE newsletter_deliveries d SET status = 'skipped' FROM newsletter_subscribers s
        WHERE d.newsletter_id = $1 AND d.status = 'pending' AND s.id = d.subscriber_id AND s.unsubscribed_at IS NOT NULL`,
      [newsletterId],
    );
    let after = 0;
    for (;;) {
      const batch = await deps.db.query<{ id: number; email: string; token: string }>(
        `SELECT d.subscriber_id::int AS id, s.email, s.unsubscribe_token AS token
           FROM newsletter_deliveries d JOIN newsletter_subscribers s ON s.id = d.subscriber_id
          WHERE d.newsletter_id = $1 AND d.status = 'pending' AND d.subscriber_id > $2 ORDER BY d.subscriber_id LIMIT $3`,
        [newsletterId, after, BATCH],
      );
      for (const r of batch) {
        if (stopping()) throw new Error('Stopped before it finished.');
        try {
          await deps.mail.send(newsletterMessage(r.email, nl.subject, nl.html, unsubscribeUrl(deps.config.publicUrl, r.token)));
          await deps.db.query(`UPDATE newsletter_deliveries SET status = 'sent', attempts = attempts + 1, sent_at = now() WHERE newsletter_id = $1 AND subscriber_id = $2`, [newsletterId, r.id]);
        } catch (err) {
          await deps.db.query(
            `UPDATE newsletter_deliveries SET attempts = attempts + 1, last_error = $3, status = CASE WHEN attempts + 1 >= $4 THEN 'failed' ELSE 'pending' END
              WHERE newsletter_id = $1 AND subscriber_id = $2`,
            [newsletterId, r.id, loggableError(err).code, NEWSLETTER_ATTEMPTS],
          );
        }
      }
      if (batch.length < BATCH) break;
      after = batch[batch.length - 1]!.id;
    }
    const progress = await newsletterProgress(deps.db, newsletterId);
    if (progress && progress.pending > 0) throw new Error(`${progress.pending} recipients to try again`);
    await finish(deps, newsletterId, nl.actor_id, nl.subject);
  };
}

async function finish(deps: Deps, id: number, actorId: string | null, subject: string) {
  const [done] = await deps.db.query<{ recipients: number; sent: number; failed: number }>(
    `UPDATE newsletters n SET sent = c.sent, failed = c.failed, finished_at = now()
       FROM (SELECT count(*) FILTER (WHERE status = 'sent')::int AS sent, count(*) FILTER (WHERE status = 'failed')::int AS failed
               FROM newsletter_deliveries WHERE newsletter_id = $1) c
      WHERE n.id = $1 AND n.finished_at IS NULL RETURNING n.recipients, n.sent, n.failed`,
    [id],
  );
  // a repeated finish (two runs of one job) writes no second entry
  if (done && actorId) await audit(deps.db, actorId, 'newsletter.send', String(id), null, { subject, recipients: done.recipients, sent: done.sent, failed: done.failed });
}

/** Where a newsletter's send stands (the latest one when no id is given): counts from its deliveries. */
export async function newsletterProgress(sql: Sql, id?: number): Promise<NewsletterProgress | null> {
  const [row] = await sql.query<NewsletterProgress>(
    `SELECT n.id::int AS id, n.subject, n.recipients, n.created_at AS "startedAt", n.finished_at AS "finishedAt",
            count(d.*) FILTER (WHERE d.status = 'sent')::int AS sent,
            count(d.*) FILTER (WHERE d.status = 'failed')::int AS failed,
            count(d.*) FILTER (WHERE d.status = 'pending')::int AS pending,
            count(d.*) FILTER (WHERE d.status = 'pending' AND d.attempts > 0)::int AS retrying
       FROM newsletters n LEFT JOIN newsletter_deliveries d ON d.newsletter_id = n.id
      WHERE ($1::bigint IS NULL OR n.id = $1) GROUP BY n.id ORDER BY n.id DESC LIMIT 1`,
    [id ?? null],
  );
  if (!row) return null;
  const iso = (d: unknown) => (d ? new Date(d as string).toISOString() : null);
  return { ...row, startedAt: iso(row.startedAt)!, finishedAt: iso(row.finishedAt) };
}
