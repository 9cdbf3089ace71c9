import { formatCents } from '@store/shared/rules';

/** The order's discount as a row of a totals list ("Discount (SUMMER10) −$3.00"); nothing without one. */
export function DiscountLine({ order }: { order: { discount?: number; discountCode?: string | null } }) {
  if (!order.discount) return null;
  return (
    <div data-testid="order-discount">
      <dt>Discount{order.discountCode ? ` (${order.discountCode})` : ''}</dt>
      <dd>−{formatCents(order.discount)}</dd>
    </div>
  );
}
