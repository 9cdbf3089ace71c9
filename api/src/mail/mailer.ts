import { hasLineBreak } from '@store/shared/rules';
import { mailTotal } from '../cluster/metrics.ts';

/** A message as the store sends it: always both plain text and HTML. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** extra headers, e.g. List-Unsubscribe on a newsletter */
  headers?: Record<string, string>;
}

/**
 * Sends e-mail. Routes never wait on delivery for replies whose timing must not depend on whether
 * an address exists (recovery), so `send` failures are the caller's to log, not to surface.
 */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/**
 * The last guard before a message leaves (issue #24): no header value may hold a line break. The
 * routes refuse such input already; this catches a future caller that forgot. The error names the
 * header, never its value.
 */
export function assertHeaderSafe(message: MailMessage): void {
  const values: [string, string][] = [['to', message.to], ['subject', message.subject], ...Object.entries(message.headers ?? {})];
  for (const [name, value] of values) if (hasLineBreak(value)) throw new Error(`mail header ${name} holds a line break`);
}

/** The sender shown in every message; the store name matches the storefront's (kept here: the API imports no browser code). */
export const storeName = 'PrintPop Store';
export const mailFrom = `"${storeName}" <no-reply@printpop.store>`;

/** Text into e-mail HTML (every message body escapes what it did not write itself). */

/** One send through a transport, counted on /metrics as sent or failed (store_mail_total). */
export async function countedSend(transport: Mailer['kind'], send: () => Promise<unknown>): Promise<void> {
  try {
    await send();
  } catch (err) {
    mailTotal.inc({ transport, outcome: 'failed' });
    throw err;
  }
  mailTotal.inc({ transport, outcome: 'sent' });
}
