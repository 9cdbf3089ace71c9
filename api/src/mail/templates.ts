import { escapeHtml } from '@store/shared/rules';
import { storeName, type MailMessage } from './mailer.ts';

function layout(title: string, paragraphs: string[]): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${p}</p>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1b1b1b;background:#f6f6f6;padding:24px">
<div style="max-width:520px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(storeName)}</h1>${body}
<p style="margin:24px 0 0;font-size:12px;color:#555">This e-mail was sent by ${escapeHtml(storeName)}.</p>
</div></body></html>`;
}

/** The recovery code message; the code is the only secret in it and appears on its own line. */
export function otpMessage(to: string, firstName: string, code: string, minutes: number): MailMessage {
  const subject = `Your ${storeName} password reset code`;
  const text = [
    `Hello ${firstName},`,
    '',
    'Use this code to reset your password:',
    '',
    `Code: ${code}`,
    '',
    `It expires in ${minutes} minutes and can be used once. If you did not ask for it, you can ignore this e-mail; your password stays the same.`,
    '',
    `— ${storeName}`,
  ].join('\n');
  const html = layout(subject, [
    `Hello ${escapeHtml(firstName)},`,
    'Use this code to reset your password:',
    `<strong style="font-size:28px;letter-spacing:6px;font-family:monospace">${escapeHtml(code)}</strong>`,
    `It expires in ${minutes} minutes and can be used once. If you did not ask for it, you can ignore this e-mail; your password stays the same.`,
  ]);
  return { to, subject, text, html };
}

/** Sent after a reset: tells the owner, never contains the password. */
export function passwordChangedMessage(to: string, firstName: string, storeUrl: string): MailMessage {
  const subject = `Your ${storeName} password was changed`;
  const text = [
    `Hello ${firstName},`,
    '',
    'The password of your account was just changed, and every device was signed out.',
    `If this was you, nothing else to do: log in at ${storeUrl}/login with the new password.`,
    'If it was not you, reset your password right away from the "Forgot Password?" link and contact us.',
    '',
    `— ${storeName}`,
  ].join('\n');
  const html = layout(subject, [
    `Hello ${escapeHtml(firstName)},`,
    'The password of your account was just changed, and every device was signed out.',
    `If this was you, nothing else to do: <a href="${escapeHtml(storeUrl)}/login">log in</a> with the new password.`,
    'If it was not you, reset your password right away from the “Forgot Password?” link and contact us.',
  ]);
  return { to, subject, text, html };
}

/** A short notice: its lines, an optional link, the store's signature; plain text and HTML alike. */
export function noticeMessage(to: string, subject: string, lines: string[], link: { href: string; label: string } | null): MailMessage {
  const text = [...lines, ...(link ? [link.href] : []), '', `— ${storeName}`].join('\n\n');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1b1b1b;padding:24px">
${lines.map((l) => `<p>${escapeHtml(l).replace(/\n/g, '<br>')}</p>`).join('')}${link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ''}<p>— ${escapeHtml(storeName)}</p>
</body></html>`;
  return { to, subject, text, html };
}
