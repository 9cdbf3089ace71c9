import { Link, hrefs } from '@store/shared';

export const confirmingMessage =
  'We could not confirm your payment yet. Please do not pay again: we are checking with the bank and will update your order.';

/**
 * Shown instead of the card form while an earlier charge's outcome is unknown (a time-out): with no
 * Pay Now on the page, a second card cannot be charged beside the first (issue 41, defect 12).
 */
export function PaymentConfirming({ orderId, message = confirmingMessage }: { orderId: number | string; message?: string }) {
  return (
    <main className="container page co-page co-result">
      <h1 className="page-title">Payment</h1>
      <p role="status">
        Order #{orderId}: {message}
      </p>
      <Link className="btn btn-primary" to={hrefs.orders()}>
        View My Orders
      </Link>
    </main>
  );
}
