import { formatCents } from '@store/shared/rules';
import { storeName, type MailMessage } from '../mail/mailer.ts';
import { ordersLinkMessage } from './ordersLinkMail.ts';

/** The shopper's notice of money given back: how much, how much of it was tax, to which card, and whether the order is canceled. */
export function refundNotice(to: string, name: string, r: { orderId: number; kind: 'refund' | 'void'; amountCents: number; taxCents: number; last4: string; canceled?: boolean }, ordersUrl: string): MailMessage {
  const subject = `${storeName}: ${r.kind === 'void' ? 'payment canceled' : 'refund'} for order #${r.orderId}${r.canceled ? ', order canceled' : ''}`;
  const what = r.kind === 'void' ? `We canceled your payment of ${formatCents(r.amountCents)}` : `We refunded ${formatCents(r.amountCents)}`;
  const lines = [
    `Hello ${name},`,
    // the refund that ends an order is its cancel e-mail too (issue #41 item 3): it will not be made or sent
    ...(r.canceled ? [`Order #${r.orderId} is canceled: it will not be made or sent.`] : []),
    `${what} for order #${r.orderId} to the card ending ${r.last4}.`,
    `Tax returned: ${formatCents(r.taxCents)} of it.`,
    'Your bank may take a few days to show it.',
  ];
  return ordersLinkMessage(to, subject, lines, ordersUrl);
}
