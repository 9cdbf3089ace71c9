import { formatCents } from '@store/shared/rules';
import type { Deps } from '../deps.ts';
import { storeName, type MailMessage } from './mailer.ts';
import { noticeMessage } from './templates.ts';
import { loggableError } from '../http/errorHandling.ts';
import { noticeOn, type NoticeKind } from './noticeSettings.ts';
import { componentLog } from '../log.ts';

const log = componentLog('mail');

/** Where owner notifications go: OWNER_EMAIL when set, else every admin's address. */
export async function ownerAddresses(deps: Pick<Deps, 'db' | 'config'>): Promise<string[]> {
  if (deps.config.ownerEmail) return [deps.config.ownerEmail];
  return (await deps.db.query<{ email: string }>(`SELECT email FROM users WHERE role = 'admin' ORDER BY id LIMIT 5`)).map((r) => r.email);
}

export type OwnerNotice =
  | { kind: 'paid-order'; orderId: number; amountCents: number; /** items, cost breakdown, address (issue 41, defect 9) */ lines?: string[] }
  | { kind: 'design-request'; requestId: number; blueprintTitle: string; shopperEmail: string }
  | { kind: 'fulfilment-failed'; orderId: number; reason: string }
  | { kind: 'order-canceled'; orderId: number; refundedCents: number }
  | { kind: 'payment-scripts-changed'; lines: string[] };

/** One notice's e-mail (exported for the back office's previews). */
export function noticeFor(to: string, n: OwnerNotice, base: string): MailMessage {
  switch (n.kind) {
    case 'paid-order':
      return noticeMessage(to, `${storeName}: new paid order #${n.orderId} (${formatCents(n.amountCents)})`, [`Order #${n.orderId} was paid: ${formatCents(n.amountCents)}.`, ...(n.lines ?? [])], { href: `${base}/admin/orders/${n.orderId}`, label: `Open order #${n.orderId}` });
    case 'design-request':
      return noticeMessage(to, `${storeName}: a design request for ${n.blueprintTitle}`, [`${n.shopperEmail} asked for a design on ${n.blueprintTitle}. The shopper was told to expect an answer within 1–15 hours.`], { href: `${base}/admin/requests`, label: 'Answer it' });
    case 'payment-scripts-changed':
      return noticeMessage(to, `${storeName}: the payment page's scripts changed without a deploy`, ['The check of the payment page found differences from its script inventory (PCI DSS 11.6.1):', ...n.lines.slice(0, 20), 'If you did not expect this, treat it as a possible skimming attack: roll back or redeploy the remote, and check the server.'], { href: `${base}/admin/payment-scripts`, label: 'Open the payment page scripts' });
    case 'order-canceled':
      return noticeMessage(to, `${storeName}: order #${n.orderId} was canceled by the shopper`, [`The shopper canceled order #${n.orderId} before production.`, n.refundedCents > 0 ? `${formatCents(n.refundedCents)} went back to their card.` : 'It had not been paid.'], { href: `${base}/admin/orders/${n.orderId}`, label: `Open order #${n.orderId}` });
    case 'fulfilment-failed':
      return noticeMessage(to, `${storeName}: order #${n.orderId} could not be sent to the print provider`, [`The print provider refused or did not answer order #${n.orderId}: ${n.reason}`, 'The store retries by itself; the order page has Retry fulfilment.'], { href: `${base}/admin/orders/${n.orderId}`, label: `Open order #${n.orderId}` });
  }
}

/** The owner's switch for a notice (issue #41); a notice without one always goes. */
const settingOf: Partial<Record<OwnerNotice['kind'], NoticeKind>> = { 'paid-order': 'owner-new-order', 'order-canceled': 'owner-cancel', 'fulfilment-failed': 'owner-fulfilment-failed' };

/**
 * Tells the store owner (issue #15). Best effort: a mail failure is logged and never fails the
 * shopper's action that caused it. The log names the notice kind only, never the addresses.
 */
export async function notifyOwner(deps: Pick<Deps, 'db' | 'config' | 'mail'>, notice: OwnerNotice): Promise<void> {
  try {
    const setting = settingOf[notice.kind];
    if (setting && !(await noticeOn(deps.db, setting))) return;
    for (const to of await ownerAddresses(deps)) await deps.mail.send(noticeFor(to, notice, deps.config.publicUrl));
  } catch (err) {
    log.error({ kind: notice.kind, code: loggableError(err).code }, 'owner notification failed');
  }
}

/** The owner's answer to a design request, to the shopper who asked. */
export function designReplyMessage(to: string, firstName: string, blueprintTitle: string, answer: string, productUrl: string | null): MailMessage {
  return noticeMessage(
    to,
    `${storeName}: about your design request for ${blueprintTitle}`,
    [`Hello ${firstName},`, `Thank you for asking about a design on ${blueprintTitle}.`, answer],
    productUrl ? { href: productUrl, label: 'See the design' } : null,
  );
}
