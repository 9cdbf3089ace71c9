import { formatCents, taxLineLabel } from '@store/shared/rules';
import { storeName, type MailMessage } from '../mail/mailer.ts';
import { ordersLinkMessage } from './ordersLinkMail.ts';
import { summaryLines, type OrderMailSummary } from './orderMailSummary.ts';

/** The order's stored tax: its amount and the rate that applied ('CA 7.25 %'; null where none did). */
export interface MailTax {
  cents: number;
  label: string | null;
}

/** The order's discount code and what it took off the goods (issue #41); cents 0 without one. */
export interface MailDiscount {
  code: string | null;
  cents: number;
}

/**
 * The "payment received" e-mail the success page promises: order number, amount, the tax in it and
 * its rate, card's last 4 only; with the order's summary, its items, the cost broken down and the
 * address it ships to (issue 41, defect 9).
 */
export function paymentConfirmation(to: string, name: string, orderId: number, amountCents: number, last4: string, ordersUrl: string, tax?: MailTax, discount?: MailDiscount, summary?: OrderMailSummary | null): MailMessage {
  const subject = `${storeName}: payment received for order #${orderId}`;
  const lines = [
    `Hello ${name},`,
    `We received your payment of ${formatCents(amountCents)} (card ending ${last4}) for order #${orderId}.`,
    ...(discount && discount.cents > 0 ? [`Discount${discount.code ? ` (${discount.code})` : ''}: ${formatCents(discount.cents)} off the goods.`] : []),
    ...(tax ? [`${taxLineLabel(tax.label)}: ${formatCents(tax.cents)} of it.`] : []),
    ...(summary ? summaryLines(summary) : []),
    'We will let you know when it ships; you can follow it in My Orders.',
  ];
  return ordersLinkMessage(to, subject, lines, ordersUrl);
}
