import { formatCents } from '@store/shared/rules';
import { storeName, type MailMessage } from './mailer.ts';
import { noticeMessage } from './templates.ts';

export interface CancelMailInput {
  orderId: number;
  by: 'shopper' | 'owner';
  /** what went back to the card; 0 when nothing had been charged */
  refundedCents: number;
  last4: string;
}

/** The shopper's "your order is canceled" e-mail (issue #41 item 3): who canceled, and what happened to the money. */
export function cancelNotice(to: string, name: string, c: CancelMailInput, ordersUrl: string): MailMessage {
  const money = c.refundedCents > 0 ? `We gave back ${formatCents(c.refundedCents)} to the card ending ${c.last4}; your bank may take a few days to show it.` : 'Nothing was charged for it.';
  return noticeMessage(
    to,
    `${storeName}: order #${c.orderId} is canceled`,
    [`Hello ${name},`, c.by === 'shopper' ? `As you asked, order #${c.orderId} is canceled and will not be made.` : `We canceled order #${c.orderId}; it will not be made or sent.`, money],
    { href: ordersUrl, label: 'My Orders' },
  );
}
