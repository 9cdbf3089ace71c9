import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderPage } from '@store/shared/test';
import { OrderItemsModal } from './OrderItemsModal.tsx';
import type { MyOrder } from '../api/ordersApi.ts';

const item = { id: 1, productId: 'p1', variant_id: 2, productImage: '/a.svg', productTitle: 'Cat Mug', color: null, size: null, sku: 's', variantLabel: '', quantity: 1, price: 1500, totalPrice: 1500 };
const order = (partner: string, status = 'pending') =>
  ({ orderId: 7, id: 7, createdAt: '2026-11-20T10:00:00Z', orderItems: [item], status, paymentStatus: 'paid', paymentId: 't', localDetails: { status: partner, connect: null } }) as unknown as MyOrder;

afterEach(cleanup);

describe('OrderItemsModal', () => {
  it('offers to review each item of a received order', () => {
    renderPage(<OrderItemsModal order={order('fulfilled')} onClose={() => {}} />);
    expect(screen.getByRole('link', { name: 'Write a review of Cat Mug' }).getAttribute('href')).toBe('/review/p1');
  });

  it('offers no review before the order is received, nor on a canceled one', () => {
    renderPage(<OrderItemsModal order={order('in-production')} onClose={() => {}} />);
    expect(screen.queryByRole('link', { name: 'Write a review of Cat Mug' })).toBeNull();
    cleanup();
    renderPage(<OrderItemsModal order={order('fulfilled', 'canceled')} onClose={() => {}} />);
    expect(screen.queryByRole('link', { name: 'Write a review of Cat Mug' })).toBeNull();
  });
});
