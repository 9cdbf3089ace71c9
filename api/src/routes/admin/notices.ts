import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { requireUser } from '../../http/caller.ts';
import { ok } from '../../http/envelope.ts';
import { notFound } from '../../http/httpError.ts';
import { describe } from '../../http/routeDoc.ts';
import { parse } from '../../http/validate.ts';
import { audit } from '../../db/auditLog.ts';
import { noticeKinds, noticeSettings, setNotice, type NoticeKind } from '../../mail/noticeSettings.ts';
import { mailPreviews, previewOf } from '../../admin/mailPreviews.ts';
import { sanitizeBlogHtml } from '../../content/sanitizeBlogHtml.ts';
import { noticePreview, noticeSet, noticesReply } from './replies.ts';

const kindParams = z.object({ kind: z.enum(Object.keys(noticeKinds) as [NoticeKind, ...NoticeKind[]]) });
const settingBody = z.object({ enabled: z.boolean() });
const previewParams = z.object({ id: z.string().trim().min(1).max(60) });

/** The owner's notices (issue #41): which e-mails go out, and a preview of every template. */
export function adminNoticeRoutes(admin: FastifyInstance, deps: Deps) {
  admin.get('/notices', describe({ reply: noticesReply, summary: 'The e-mails the owner may switch on or off, and every template that can be previewed', access: 'admin' }), async () =>
    ok({ settings: await noticeSettings(deps.db), previews: mailPreviews.map(({ id, label, audience }) => ({ id, label, audience })) }),
  );
  admin.put('/notices/:kind', describe({ reply: noticeSet, summary: 'Switch one e-mail on or off', access: 'admin', params: kindParams, body: settingBody }), async (req) => {
    const { kind } = parse(kindParams, req.params);
    const { enabled } = parse(settingBody, req.body);
    await setNotice(deps.db, kind, enabled);
    await audit(deps.db, await requireUser(req, deps), 'notice.set', kind, null, { enabled });
    return ok({ kind, enabled }, `${enabled ? 'On' : 'Off'}: ${noticeKinds[kind]}`);
  });
  admin.get('/notices/previews/:id', describe({ reply: noticePreview, summary: 'One e-mail template filled with sample values: subject, text and HTML', access: 'admin', params: previewParams }), async (req) => {
    const { id } = parse(previewParams, req.params);
    const preview = previewOf(id);
    if (!preview) throw notFound('No such e-mail template.');
    const m = preview.build(deps.config.publicUrl);
    // bodyHtml: the body through the blog's sanitiser, for the page to show inline (the full html keeps the e-mail's own styles)
    const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(m.html)?.[1] ?? m.html;
    return ok({ id, label: preview.label, audience: preview.audience, to: m.to, subject: m.subject, text: m.text, html: m.html, bodyHtml: sanitizeBlogHtml(body) });
  });
}
