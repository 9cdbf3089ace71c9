import { describe, expect, it } from 'vitest';
import { activityLabel, activityTarget, changeLines } from './activityText.ts';

describe('activity in the owner\'s words', () => {
  it('names each code, and shows an unknown one as it is', () => {
    expect(activityLabel('order.void')).toBe('Voided a payment');
    expect(activityLabel('product.compare-at.set')).toBe('Set a compare-at price');
    expect(activityLabel('something.new')).toBe('something.new');
  });

  it('links what a change was made to', () => {
    expect(activityTarget('order.void', '48')).toEqual({ href: '/admin/orders/48', text: 'Order #48' });
    expect(activityTarget('product.hide', 'abc 1')).toEqual({ href: '/admin/catalogue?q=abc%201', text: 'Product abc 1' });
    expect(activityTarget('blog.update', '7')).toEqual({ href: '/admin/blog/7', text: 'Blog post 7' });
    expect(activityTarget('order.void', 'not-a-number')).toBeNull();
    expect(activityTarget('catalogue.sync', '3')).toBeNull();
    expect(activityTarget('order.void', null)).toBeNull();
  });

  it('turns before and after into lines, never JSON', () => {
    expect(changeLines({ paymentStatus: 'paid' }, { paymentStatus: 'voided', refund: { status: 'succeeded', amountCents: 2878 } })).toEqual([
      'payment status: paid → voided',
      'refund status: succeeded',
      'refund amount: $28.78',
    ]);
    expect(changeLines({ hidden: false }, { hidden: true })).toEqual(['hidden: no → yes']);
    expect(changeLines({ compareAtCents: 1999 }, { compareAtCents: null })).toEqual(['compare at: $19.99 → —']);
    expect(changeLines(null, null)).toEqual([]);
    expect(changeLines({ rate: '7.25' }, { rate: '7.25' })).toEqual([]);
    expect(changeLines(null, { productIds: ['a', 'b'] })).toEqual(['product ids: a, b']);
    expect(changeLines(null, 'plain')).toEqual(['value: plain']);
  });
});
