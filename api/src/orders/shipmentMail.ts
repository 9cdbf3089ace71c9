import { escapeHtml } from '@store/shared/rules';
import { storeName, type MailMessage } from '../mail/mailer.ts';

export interface ShipmentMailInput {
  to: string;
  name: string;
  orderId: number;
  carrier: string;
  trackingNumber: string;
  /** absolute link: the carrier's page, else the store's tracking page */
  trackingUrl: string;
}

/** "Your order has shipped" / "Your order was delivered", both with the tracking link. */
export function shipmentMessage(kind: 'shipped' | 'delivered', m: ShipmentMailInput): MailMessage {
  const subject = kind === 'shipped' ? `${storeName}: order #${m.orderId} has shipped` : `${storeName}: order #${m.orderId} was delivered`;
  const lines = [
    `Hello ${m.name},`,
    kind === 'shipped'
      ? `Good news: order #${m.orderId} is on its way with ${m.carrier}, tracking number ${m.trackingNumber}.`
      : `Order #${m.orderId} was delivered by ${m.carrier} (tracking number ${m.trackingNumber}). We hope you enjoy it.`,
    'Follow your parcel here:',
  ];
  const text = [...lines, m.trackingUrl, '', `— ${storeName}`].join('\n\n');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1b1b1b;padding:24px">
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}<p><a href="${escapeHtml(m.trackingUrl)}">Track order #${m.orderId}</a></p><p>— ${escapeHtml(storeName)}</p>
</body></html>`;
  return { to: m.to, subject, text, html };
}
