import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { requireUser } from '../../http/caller.ts';
import { ok, okPage } from '../../http/envelope.ts';
import { describe } from '../../http/routeDoc.ts';
import { pageParam, parse } from '../../http/validate.ts';
import { activeSubscribers, listSubscribers } from '../../content/newsletter.ts';
import { sendNewsletter, sendTestNewsletter } from '../../admin/newsletters.ts';
import { newsletterProgress } from '../../admin/newsletterJob.ts';
import { sanitizeBlogHtml } from '../../content/sanitizeBlogHtml.ts';
import { csvRows } from '../../admin/csv.ts';
import { audienceReply, htmlPreview, newsletterProgressReply, newsletterSent, subscriberRow } from './replies.ts';
import { pageExtra } from '../replyShapes.ts';

const PAGE_SIZE = 50;
const listQuery = z.object({ page: pageParam });
const newsletterBody = z.object({
  subject: z.string().trim().min(3, 'Give the newsletter a subject.').max(200),
  html: z.string().trim().min(1, 'Write the newsletter first.').max(200_000),
  /** true: only to the signed-in admin */
  test: z.boolean().default(false),
});
const previewBody = z.object({ html: z.string().max(200_000) });
const multiline = { multiline: ['html'] };

/** Subscribers (list, CSV) and newsletters (preview, test send, send to everyone). */
export function adminSubscriberRoutes(admin: FastifyInstance, deps: Deps) {
  admin.get('/subscribers', describe({ reply: z.array(subscriberRow), replyExtra: pageExtra, summary: 'Current newsletter subscribers, newest first, 50 a page', access: 'admin', query: listQuery }), async (req) => {
    const { page } = parse(listQuery, req.query);
    const { items, total } = await listSubscribers(deps.db, page, PAGE_SIZE);
    return okPage(items, total, page, PAGE_SIZE);
  });
  admin.get('/subscribers.csv', describe({ summary: 'Every current subscriber as CSV (email, subscribed at)', access: 'admin', produces: 'text/csv' }), async (_req, reply) => {
    const all = await listSubscribers(deps.db, 1, 1_000_000);
    reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="subscribers.csv"');
    return csvRows(['email', 'subscribed_at'], all.items.map((s) => [s.email, s.subscribedAt]));
  });
  admin.post('/newsletters/preview', describe({ reply: htmlPreview, summary: 'The HTML a newsletter would carry, after the sanitiser', access: 'admin', body: previewBody }), async (req) => {
    const { html } = parse(previewBody, req.body, multiline);
    return ok({ html: sanitizeBlogHtml(html) });
  });
  admin.post('/newsletters', describe({ reply: newsletterSent, summary: 'Send a newsletter to every subscriber (or, with test, to the admin only)', access: 'admin', body: newsletterBody }), async (req) => {
    const actorId = await requireUser(req, deps);
    const body = parse(newsletterBody, req.body, multiline);
    if (body.test) return ok({ to: await sendTestNewsletter(deps, actorId, body.subject, body.html) }, 'Test sent to your address');
    // sent by a job: the reply names the newsletter at once, its progress is at /newsletters/progress
    const out = await sendNewsletter(deps, actorId, body.subject, body.html);
    return ok(out, `Sending to ${out.recipients} subscribers`);
  });
  admin.get('/newsletters/progress', describe({ reply: newsletterProgressReply, summary: "The latest newsletter's send: recipients, sent, failed, still to reach (null: none sent yet)", access: 'admin' }), async () => ok(await newsletterProgress(deps.db)));
  // how many a send would reach, for the confirm step
  admin.get('/newsletters/audience', describe({ reply: audienceReply, summary: 'How many subscribers a newsletter would reach now', access: 'admin' }), async () => ok({ recipients: (await activeSubscribers(deps.db)).length }));
}
