import { Link, hrefs } from '@store/shared';
import { canCancel, canDelete, canMakePayment, canTrack } from '@store/shared/rules';
import { partnerOf, type MyOrder } from '../api/ordersApi.ts';

export const actionInput = (o: MyOrder) => {
  const partner = partnerOf(o);
  return { status: o.status, paymentStatus: o.paymentStatus, paymentId: o.paymentId, partnerStatus: partner?.status ?? null, trackingUrl: partner?.connect?.url ?? null };
};

/** View / Track / Make Payment / Delete with the visibility rules of spec §4; Cancel until production (issue #15). */
export function OrderActions({ order, mobile, onView, onDelete, onCancel }: { order: MyOrder; mobile: boolean; onView: () => void; onDelete: () => void; onCancel: () => void }) {
  const input = actionInput(order);
  return (
    <div className="ord-actions">
      <button type="button" className="btn btn-outline btn-sm" onClick={onView} aria-label={`View order ${order.orderId}`}>
        View
      </button>
      {canTrack(input, mobile) && (
        <Link className="btn btn-outline btn-sm" to={hrefs.orderTracking(order.orderId)} aria-label={`Track order ${order.orderId}`}>
          Track
        </Link>
      )}
      {canMakePayment(input) && (
        <Link className="btn btn-primary btn-sm" to={hrefs.payment(String(order.orderId))} reloadDocument aria-label={`Make payment for order ${order.orderId}`}>
          Make Payment
        </Link>
      )}
      {canCancel(input) && (
        <button type="button" className="btn btn-outline btn-sm" onClick={onCancel} aria-label={`Cancel order ${order.orderId}`}>
          Cancel
        </button>
      )}
      {canDelete(input) && (
        <button type="button" className="btn btn-danger btn-sm" onClick={onDelete} aria-label={`Delete order ${order.orderId}`}>
          Delete
        </button>
      )}
    </div>
  );
}
