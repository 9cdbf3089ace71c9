import { describe, expect, it } from 'vitest';
import { paymentPagePath, servesPaymentPage } from './paymentRoutes.ts';

describe('payment routes', () => {
  it('names the payment documents only', () => {
    for (const p of ['/payment/12', '/card-payment/12', '/payment/12?x=1']) expect(paymentPagePath.test(p), p).toBe(true);
    for (const p of ['/payment/success/12', '/payment/cancel/x', '/payments/12', '/payment/', '/checkout']) expect(paymentPagePath.test(p), p).toBe(false);
  });

  it('tells a remote that declares the payment page from one that does not', () => {
    expect(servesPaymentPage([{ path: '/cart' }, { path: '/payment/:orderId' }])).toBe(true);
    expect(servesPaymentPage([{ path: '/cart' }, { path: '/payment/success/:orderId' }])).toBe(false);
  });
});
