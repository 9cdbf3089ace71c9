import type { Deps } from '../deps.ts';
import { escapeHtml } from '@store/shared/rules';
import { storeName, type MailMessage } from '../mail/mailer.ts';
import { sanitizeBlogHtml } from '../content/sanitizeBlogHtml.ts';
import { notFound } from '../http/httpError.ts';

export const unsubscribeUrl = (publicUrl: string, token: string) => `${publicUrl}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;

/** One newsletter e-mail: the sanitised HTML, a plain-text part, the unsubscribe link and RFC 8058 headers. */
export function newsletterMessage(to: string, subject: string, safeHtml: string, unsubscribe: string): MailMessage {
  const text = `${safeHtml.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim()}\n\nUnsubscribe: ${unsubscribe}\n\n— ${storeName}`;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1b1b1b;padding:24px">${safeHtml}
<p style="font-size:12px;color:#555">You receive this because you subscribed to the ${escapeHtml(storeName)} newsletter. <a href="${escapeHtml(unsubscribe)}">Unsubscribe</a> (one click, no login).</p>
</body></html>`;
  return { to, subject, text, html, headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } };
}

/** A test send to the admin only: the same message, with a link that unsubscribes nobody. */
export async function sendTestNewsletter(deps: Deps, actorId: string, subject: string, html: string): Promise<string> {
  const [me] = await deps.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [actorId]);
  if (!me) throw notFound('Your account was not found.');
  await deps.mail.send(newsletterMessage(me.email, `[Test] ${subject}`, sanitizeBlogHtml(html), unsubscribeUrl(deps.config.publicUrl, 'test-send')));
  return me.email;
}

/**
 * Sends a newsletter to every current subscriber, each with their own unsubscribe link: recorded
 * with its recipients, then handed to a job (newsletterJob.ts) that sends, retries and counts. The
 * admin's request answers at once with the newsletter's id; the back office follows its progress.
 */
export async function sendNewsletter(deps: Deps, actorId: string, subject: string, html: string) {
  const safe = sanitizeBlogHtml(html);
  const { id, recipients } = await deps.db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number }>('INSERT INTO newsletters (subject, html, actor_id) VALUES ($1, $2, $3) RETURNING id::int AS id', [subject, safe, actorId]);
    const added = await tx.query(
      `INSERT INTO newsletter_deliveries (newsletter_id, subscriber_id)
       SELECT $1, id FROM newsletter_subscribers WHERE unsubscribed_at IS NULL AND confirmed_at IS NOT NULL RETURNING 1`,
      [row!.id],
    );
    await tx.query('UPDATE newsletters SET recipients = $2 WHERE id = $1', [row!.id, added.length]);
    return { id: row!.id, recipients: added.length };
  });
  await deps.jobs.enqueue('send-newsletter', { newsletterId: id });
  return { id, recipients };
}
