import { Link, useParams, usePageMeta, hrefs } from '@store/shared';
import '../styles/checkout.css';

/** /payment/success/{orderId} (spec §2). */
export default function PaymentSuccessPage() {
  const { orderId } = useParams();
  usePageMeta({ title: 'Payment Successful', description: 'Your payment was received.' });
  return (
    <main className="container page co-page co-result">
      <h1 className="page-title">Payment Successful!</h1>
      <p>
        Order number: <strong>#{orderId}</strong>
      </p>
      <p>A confirmation e-mail with your order details is on its way to you.</p>
      <div className="form-actions">
        <Link className="btn btn-primary" to={hrefs.orders()}>
          View My Orders
        </Link>
        <Link className="btn btn-outline" to="/">
          Continue Shopping
        </Link>
      </div>
    </main>
  );
}
