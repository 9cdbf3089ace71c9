import { describe, expect, it } from 'vitest';
import { canCancel, canDelete, canMakePayment, canTrack, displayStatus, refundedLabel, statusColour } from './orderStatus.ts';

describe('status colours', () => {
  it('maps every listed status', () => {
    for (const s of ['fulfilled', 'Delivered']) expect(statusColour(s)).toBe('green');
    for (const s of ['in-production', 'sending-to-production', 'Processing']) expect(statusColour(s)).toBe('yellow');
    for (const s of ['shipping_method', 'partially-fulfilled', 'Shipped']) expect(statusColour(s)).toBe('blue');
    for (const s of ['canceled', 'Cancelled']) expect(statusColour(s)).toBe('red');
    for (const s of ['on-hold', 'had-issues', 'payment-not-received', 'pending', 'whatever', '', null]) expect(statusColour(s)).toBe('grey');
  });
  it('shows the partner status first', () => {
    expect(displayStatus({ status: 'pending', partnerStatus: 'in-production' })).toBe('in-production');
    expect(displayStatus({ status: 'pending', partnerStatus: null })).toBe('pending');
    // refunded in full by the store after production finished: the shopper reads canceled
    expect(displayStatus({ status: 'canceled', partnerStatus: 'fulfilled' })).toBe('canceled');
  });
});

describe('order actions', () => {
  const paid = { status: 'pending', paymentStatus: 'paid', paymentId: 't1', partnerStatus: 'fulfilled', trackingUrl: 'https://t/1' };
  it('Track needs a url, a live partner order and a paid order (mobile also not pending)', () => {
    expect(canTrack(paid)).toBe(true);
    expect(canTrack({ ...paid, trackingUrl: null })).toBe(false);
    expect(canTrack({ ...paid, partnerStatus: 'canceled' })).toBe(false);
    expect(canTrack({ ...paid, paymentStatus: 'unpaid' })).toBe(false);
    expect(canTrack({ ...paid, paymentStatus: 'pending' })).toBe(true);
    expect(canTrack({ ...paid, paymentStatus: 'pending' }, true)).toBe(false);
  });
  it('no Track beside Canceled, and a canceled order whose money went back says Refunded (issue #41 item 3)', () => {
    expect(canTrack({ ...paid, status: 'canceled', paymentStatus: 'refunded' })).toBe(false);
    expect(canTrack({ ...paid, status: 'canceled', paymentStatus: 'voided' }, true)).toBe(false);
    expect(refundedLabel({ paymentStatus: 'refunded' })).toBe('Refunded');
    expect(refundedLabel({ paymentStatus: 'voided' })).toBe('Refunded');
    expect(refundedLabel({ paymentStatus: 'paid' })).toBeNull();
    expect(refundedLabel({ paymentStatus: 'unpaid' })).toBeNull();
  });
  it('Make Payment only for unpaid orders without a payment id that are not canceled', () => {
    const unpaid = { status: 'pending', paymentStatus: 'unpaid', paymentId: null, partnerStatus: null };
    expect(canMakePayment(unpaid)).toBe(true);
    // issue 41, defect 12: right after a card time-out ('pending': the gateway's answer unknown) a second card could double the charge
    expect(canMakePayment({ ...unpaid, paymentStatus: 'pending' })).toBe(false);
    expect(canMakePayment({ ...unpaid, paymentId: 'x' })).toBe(false);
    expect(canMakePayment({ ...unpaid, paymentStatus: 'paid' })).toBe(false);
    expect(canMakePayment({ ...unpaid, status: 'canceled' })).toBe(false);
    expect(canMakePayment({ ...unpaid, partnerStatus: 'canceled' })).toBe(false);
  });
  it('Delete only when the partner status is canceled', () => {
    expect(canDelete({ status: 'pending', paymentStatus: 'unpaid', partnerStatus: 'canceled' })).toBe(true);
    expect(canDelete({ status: 'canceled', paymentStatus: 'unpaid', partnerStatus: null })).toBe(false);
  });
});

describe('shopper cancel', () => {
  it('is allowed until production starts, unpaid or paid', () => {
    expect(canCancel({ status: 'pending', paymentStatus: 'unpaid', partnerStatus: null })).toBe(true);
    expect(canCancel({ status: 'pending', paymentStatus: 'paid', partnerStatus: null })).toBe(true);
    expect(canCancel({ status: 'pending', paymentStatus: 'paid', partnerStatus: 'on-hold' })).toBe(true);
  });
  it('is refused once in production, canceled, refunded or while the gateway decides', () => {
    expect(canCancel({ status: 'pending', paymentStatus: 'paid', partnerStatus: 'in-production' })).toBe(false);
    expect(canCancel({ status: 'pending', paymentStatus: 'paid', partnerStatus: 'fulfilled' })).toBe(false);
    expect(canCancel({ status: 'canceled', paymentStatus: 'unpaid', partnerStatus: null })).toBe(false);
    expect(canCancel({ status: 'pending', paymentStatus: 'paid', partnerStatus: 'canceled' })).toBe(false);
    expect(canCancel({ status: 'pending', paymentStatus: 'pending', partnerStatus: null })).toBe(false);
    expect(canCancel({ status: 'canceled', paymentStatus: 'refunded', partnerStatus: null })).toBe(false);
  });
});
