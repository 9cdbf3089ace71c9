import type { MailMessage } from '../mail/mailer.ts';
import { otpMessage, passwordChangedMessage } from '../mail/templates.ts';
import { designReplyMessage, noticeFor } from '../mail/ownerMail.ts';
import { cancelNotice } from '../mail/cancelMail.ts';
import { paymentConfirmation } from '../payments/confirmationMail.ts';
import type { OrderMailSummary } from '../payments/orderMailSummary.ts';
import { refundNotice } from '../payments/refundMail.ts';
import { shipmentMessage } from '../orders/shipmentMail.ts';
import { reviewInviteMessage } from '../reviews/inviteMail.ts';
import { confirmRequestMessage } from '../content/newsletterMail.ts';

/** Made-up values, so a preview never shows a real shopper's data. */
const shopper = 'shopper@example.com';
/** a sample order for the confirmation's items, breakdown and address (the real mail lists the order's own) */
const sampleSummary: OrderMailSummary = {
  items: [{ title: 'Unisex Heavy Cotton Tee', variant: 'Navy / M', quantity: 1, totalCents: 2500 }],
  subtotalCents: 2500,
  discount: { code: null, cents: 0 },
  shipping: { option: 'Standard', cents: 750 },
  tax: { label: 'CA 7.25 %', cents: 228 },
  totalCents: 3478,
  shipTo: ['Ada Lovelace', '12 Analytical Way', 'San Francisco', 'CA 94103', 'US'],
};
const owner = 'owner@example.com';
const name = 'Alex';
const orderId = 1042;

export interface MailPreview {
  id: string;
  /** who gets it and when */
  label: string;
  audience: 'shopper' | 'owner';
  build: (base: string) => MailMessage;
}

/**
 * Every e-mail the store sends, built from its real template with sample values (issue #41: "every
 * e-mail template previewable in the back office"). A new template gets a line here.
 */
export const mailPreviews: MailPreview[] = [
  { id: 'payment-confirmation', audience: 'shopper', label: 'Payment received', build: (b) => paymentConfirmation(shopper, name, orderId, 3478, '4242', `${b}/orders`, { cents: 228, label: 'CA 7.25 %' }, undefined, sampleSummary) },
  { id: 'shipped', audience: 'shopper', label: 'Order shipped', build: (b) => shipmentMessage('shipped', { to: shopper, name, orderId, carrier: 'USPS', trackingNumber: '9400111899223344556677', trackingUrl: `${b}/orders/${orderId}/tracking` }) },
  { id: 'delivered', audience: 'shopper', label: 'Order delivered', build: (b) => shipmentMessage('delivered', { to: shopper, name, orderId, carrier: 'USPS', trackingNumber: '9400111899223344556677', trackingUrl: `${b}/orders/${orderId}/tracking` }) },
  { id: 'canceled', audience: 'shopper', label: 'Order canceled (not paid)', build: (b) => cancelNotice(shopper, name, { orderId, by: 'shopper', refundedCents: 0, last4: '' }, `${b}/orders`) },
  { id: 'refund-canceled', audience: 'shopper', label: 'Refund that cancels the order', build: (b) => refundNotice(shopper, name, { orderId, kind: 'refund', amountCents: 3478, taxCents: 228, last4: '4242', canceled: true }, `${b}/orders`) },
  { id: 'void-canceled', audience: 'shopper', label: 'Payment voided, order canceled', build: (b) => refundNotice(shopper, name, { orderId, kind: 'void', amountCents: 3478, taxCents: 228, last4: '4242', canceled: true }, `${b}/orders`) },
  { id: 'refund-part', audience: 'shopper', label: 'Part refund', build: (b) => refundNotice(shopper, name, { orderId, kind: 'refund', amountCents: 500, taxCents: 33, last4: '4242' }, `${b}/orders`) },
  { id: 'review-invite', audience: 'shopper', label: 'Review invitation', build: (b) => reviewInviteMessage({ to: shopper, name, orderId, products: [{ title: 'Classic Tee', url: `${b}/reviews/write?sample` }] }) },
  { id: 'design-reply', audience: 'shopper', label: 'Answer to a design request', build: (b) => designReplyMessage(shopper, name, 'Classic Tee', 'Yes: we added your design to the shop.', `${b}/shop`) },
  { id: 'newsletter-confirm', audience: 'shopper', label: 'Newsletter: confirm the subscription', build: (b) => confirmRequestMessage(shopper, `${b}/newsletter/confirm?sample`) },
  { id: 'password-code', audience: 'shopper', label: 'Password reset code', build: () => otpMessage(shopper, name, '123456', 10) },
  { id: 'password-changed', audience: 'shopper', label: 'Password changed', build: (b) => passwordChangedMessage(shopper, name, b) },
  { id: 'owner-paid-order', audience: 'owner', label: 'New paid order', build: (b) => noticeFor(owner, { kind: 'paid-order', orderId, amountCents: 3478 }, b) },
  { id: 'owner-cancel', audience: 'owner', label: 'A shopper canceled', build: (b) => noticeFor(owner, { kind: 'order-canceled', orderId, refundedCents: 3478 }, b) },
  { id: 'owner-fulfilment-failed', audience: 'owner', label: 'Print provider refused an order', build: (b) => noticeFor(owner, { kind: 'fulfilment-failed', orderId, reason: 'Address could not be verified' }, b) },
  { id: 'owner-design-request', audience: 'owner', label: 'New design request', build: (b) => noticeFor(owner, { kind: 'design-request', requestId: 7, blueprintTitle: 'Classic Tee', shopperEmail: shopper }, b) },
  { id: 'owner-payment-scripts', audience: 'owner', label: "Payment page's scripts changed", build: (b) => noticeFor(owner, { kind: 'payment-scripts-changed', lines: ['+ https://cdn.example.com/new.js'] }, b) },
];

export const previewOf = (id: string) => mailPreviews.find((p) => p.id === id) ?? null;
