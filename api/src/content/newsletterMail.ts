import type { Deps } from '../deps.ts';
import { storeName, type MailMessage } from '../mail/mailer.ts';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The double opt-in e-mail: one link confirms; nothing happens if it is ignored. */
export function confirmRequestMessage(to: string, confirmUrl: string): MailMessage {
  const subject = `${storeName}: please confirm your newsletter subscription`;
  const lines = ['Someone (we hope you) subscribed this address to our newsletter.', 'Confirm it with the link below; if it was not you, ignore this e-mail and nothing will be sent.'];
  const text = [...lines, confirmUrl, '', `— ${storeName}`].join('\n\n');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1b1b1b;padding:24px">${lines.map((l) => `<p>${escape(l)}</p>`).join('')}
<p><a href="${escape(confirmUrl)}">Confirm my subscription</a></p><p>— ${escape(storeName)}</p></body></html>`;
  return { to, subject, text, html };
}

/** Best effort: a mail failure is logged (without the address) and the subscriber can subscribe again. */
export async function sendConfirmRequest(deps: Pick<Deps, 'mail' | 'config'>, email: string, token: string): Promise<void> {
  try {
    await deps.mail.send(confirmRequestMessage(email, `${deps.config.publicUrl}/api/newsletter/confirm?token=${encodeURIComponent(token)}`));
  } catch (err) {
    console.error('[mail] newsletter confirmation failed:', (err as Error).message);
  }
}
