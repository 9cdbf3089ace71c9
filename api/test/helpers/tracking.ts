import { expect } from 'vitest';
import type { TestApp } from './testApp.ts';
import { billing, createShopper, cardToken, someVariants } from '../fakes/shopper.ts';
import type { MailMessage, Mailer } from '../../src/mail/mailer.ts';

/** Keeps every message in memory so a test can count them. */
export function capturingMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return { kind: 'outbox', sent, send: async (m) => void sent.push(m), close: async () => {} };
}

/** A shopper's order, placed and paid through the API (billing e-mail `email` when given). */
export async function paidOrder(t: TestApp, email?: string) {
  const [v] = await someVariants(t, 1);
  const u = await createShopper(t);
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: u.headers });
  const placed = await post('/api/place-order', { shippingOption: 'Standard', billingDetails: email ? { ...billing, email } : billing, items: [{ productId: v.productId, variant_id: v.variantId, quantity: 1 }] });
  expect(placed.statusCode).toBe(200);
  const orderId = placed.json().order.orderId as number;
  const { order, tax } = (await post('/api/order/details', { orderId })).json().data;
  const paid = await post('/api/payment/card', { ...cardToken(t), amount: ((order.subtotal + order.shippingCost + tax) / 100).toFixed(2), requestId: String(orderId) });
  expect(paid.statusCode).toBe(200);
  return { u, orderId };
}

export const mailsTo = (mail: { sent: MailMessage[] }, to: string, word: 'shipped' | 'delivered') => mail.sent.filter((m) => m.to === to && m.subject.includes(word));
