import type { Deps } from '../deps.ts';
import { escapeHtml } from '@store/shared/rules';
import { storeName, type MailMessage } from '../mail/mailer.ts';
import { sanitizeBlogHtml } from '../content/sanitizeBlogHtml.ts';
import { activeSubscribers } from '../content/newsletter.ts';
import { notFound } from '../http/httpError.ts';
import { audit } from '../db/auditLog.ts';

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
 * Sends a newsletter to every current subscriber, each with their own unsubscribe link. Recorded
 * first, counted as it goes; a failed address is counted, not retried, and never stops the rest.
 */
export async function sendNewsletter(deps: Deps, actorId: string, subject: string, html: string) {
  const safe = sanitizeBlogHtml(html);
  const recipients = await activeSubscribers(deps.db);
  const [row] = await deps.db.query<{ id: number }>('INSERT INTO newsletters (subject, html, actor_id, recipients) VALUES ($1, $2, $3, $4) RETURNING id::int AS id', [subject, safe, actorId, recipients.length]);
  const id = row!.id;
  let sent = 0;
  let failed = 0;
  for (const r of recipients) {
    try {
      await deps.mail.send(newsletterMessage(r.email, subject, safe, unsubscribeUrl(deps.config.publicUrl, r.token)));
      sent++;
    } catch {
      failed++;
    }
  }
  await deps.db.query('UPDATE newsletters SET sent = $2, failed = $3, finished_at = now() WHERE id = $1', [id, sent, failed]);
  await audit(deps.db, actorId, 'newsletter.send', String(id), null, { subject, recipients: recipients.length, sent, failed });
  return { id, recipients: recipients.length, sent, failed };
}
