import type { Deps } from '../deps.ts';
import { storeName, type MailMessage } from '../mail/mailer.ts';
import { noticeMessage } from '../mail/templates.ts';
import { loggableError } from '../http/errorHandling.ts';
import { componentLog } from '../log.ts';

const log = componentLog('mail');

/** The double opt-in e-mail: one link confirms; nothing happens if it is ignored. */
export function confirmRequestMessage(to: string, confirmUrl: string): MailMessage {
  return noticeMessage(
    to,
    `${storeName}: please confirm your newsletter subscription`,
    ['Someone (we hope you) subscribed this address to our newsletter.', 'Confirm it with the link below; if it was not you, ignore this e-mail and nothing will be sent.'],
    { href: confirmUrl, label: 'Confirm my subscription' },
  );
}

/** Best effort: a mail failure is logged (without the address) and the subscriber can subscribe again. */
export async function sendConfirmRequest(deps: Pick<Deps, 'mail' | 'config'>, email: string, token: string): Promise<void> {
  try {
    await deps.mail.send(confirmRequestMessage(email, `${deps.config.publicUrl}/newsletter/confirm?token=${encodeURIComponent(token)}`));
  } catch (err) {
    log.error({ code: loggableError(err).code }, 'newsletter confirmation failed');
  }
}
