import { escapeHtml } from '@store/shared/rules';
import { storeName, type MailMessage } from '../mail/mailer.ts';
import { inviteLifetimeDays } from './inviteToken.ts';

export interface InviteMailInput {
  to: string;
  name: string;
  orderId: number;
  /** each product of the order with its own signed link */
  products: { title: string; url: string }[];
}

/**
 * "How was it?": one link per product. No reward, discount or draw is offered, and nothing asks
 * for a good rating: an incentive tied to the review would make the reviews less than genuine.
 */
export function reviewInviteMessage(m: InviteMailInput): MailMessage {
  const subject = `${storeName}: how was order #${m.orderId}?`;
  const intro = [
    `Hello ${m.name},`,
    `Order #${m.orderId} was delivered. If you have a moment, tell other shoppers what you think of it: good or bad, every honest review is published as written.`,
  ];
  const outro = `The links work for ${inviteLifetimeDays} days and only for your account. You can ignore this e-mail; we will not ask again for this order.`;
  const text = [...intro, ...m.products.map((p) => `${p.title}: ${p.url}`), outro, `— ${storeName}`].join('\n\n');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1b1b1b;padding:24px">
${intro.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}<ul>${m.products.map((p) => `<li><a href="${escapeHtml(p.url)}">Review ${escapeHtml(p.title)}</a></li>`).join('')}</ul>
<p>${escapeHtml(outro)}</p><p>— ${escapeHtml(storeName)}</p>
</body></html>`;
  return { to: m.to, subject, text, html };
}
