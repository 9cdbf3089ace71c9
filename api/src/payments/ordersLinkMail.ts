import { escapeHtml } from '@store/shared/rules';
import { storeName, type MailMessage } from '../mail/mailer.ts';

/** A shopper's payment e-mail: its lines as paragraphs, then the My Orders link and the store's name, as text and as HTML. */
export function ordersLinkMessage(to: string, subject: string, lines: string[], ordersUrl: string): MailMessage {
  const text = [...lines, ordersUrl, '', `— ${storeName}`].join('\n\n');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1b1b1b;padding:24px">
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}<p><a href="${escapeHtml(ordersUrl)}">My Orders</a></p><p>— ${escapeHtml(storeName)}</p>
</body></html>`;
  return { to, subject, text, html };
}
